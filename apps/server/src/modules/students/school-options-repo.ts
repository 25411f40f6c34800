import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { schoolAidYears } from '../../db/schema/aid-years.js';
import { schools } from '../../db/schema/schools.js';

/** Schools that take part at all: neither archived nor closed. */
const participating = and(eq(schools.archived, 0), eq(schools.isClosed, 0));

/** Every participating school with its aid-year record's export deadline (null record when not filled in). */
export async function listExportSchoolRows(db: DbOrTx, aidYearId: number) {
  return db
    .select({
      id: schools.id,
      schoolName: schools.schoolName,
      city: schools.city,
      state: schools.state,
      nonEduAccepted: schools.nonEduAccepted,
      customField1: schools.customField1,
      customField2: schools.customField2,
      customField3: schools.customField3,
      recordId: schoolAidYears.id,
      exportDeadline: schoolAidYears.exportDeadline,
    })
    .from(schools)
    .leftJoin(
      schoolAidYears,
      and(eq(schoolAidYears.schoolId, schools.id), eq(schoolAidYears.aidYearId, aidYearId)),
    )
    .where(participating)
    .orderBy(asc(schools.schoolName), asc(schools.id));
}

/**
 * Participating schools other than the employer that have not opted out of importing for the aid year,
 * with what decides whether they can be chosen.
 */
export async function listImportSchoolRows(db: DbOrTx, exportSchoolId: number, aidYearId: number) {
  return db
    .select({
      id: schools.id,
      schoolName: schools.schoolName,
      city: schools.city,
      state: schools.state,
      acceptingNewStudents: schools.acceptingNewStudents,
      recordId: schoolAidYears.id,
      importDeadline: schoolAidYears.importDeadline,
    })
    .from(schools)
    .leftJoin(
      schoolAidYears,
      and(eq(schoolAidYears.schoolId, schools.id), eq(schoolAidYears.aidYearId, aidYearId)),
    )
    .where(
      and(
        participating,
        ne(schools.id, exportSchoolId),
        sql`coalesce(${schoolAidYears.optOutImportScholarship}, 0) = 0`,
      ),
    )
    .orderBy(asc(schools.schoolName), asc(schools.id));
}
