/**
 * SQL of the import writes (2-applications §4, §7): the import status change, Extend Eligibility and the
 * summer term; the row updates themselves are import-rows-repo.ts's. Every write locks the application first and its import row second, the order the export
 * side uses too, so two writers never wait on each other in opposite orders.
 */
import { APPLICATION_STATUS } from '@exchange/domain';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { aidYears } from '../../db/schema/aid-years.js';
import { schools } from '../../db/schema/schools.js';
import {
  applicationSchools,
  eligibilityUsages,
  studentApplications,
  students,
} from '../../db/schema/students.js';

const a = studentApplications;
const x = applicationSchools;
const u = eligibilityUsages;

/** The kinds of eligibility usage: a regular term (the dialog's answer) and a summer term. */
export const USAGE_TYPE = { TERM: 'TERM', SUMMER: 'SUMMER' } as const;
export type UsageType = (typeof USAGE_TYPE)[keyof typeof USAGE_TYPE];

/** What the import writes read of an application, locked for the rest of the transaction. */
export async function lockApplication(db: DbOrTx, applicationId: number) {
  const rows = await db
    .select({
      id: a.id,
      studentId: a.studentId,
      exportSchoolId: a.exportSchoolId,
      applicationStatus: a.applicationStatus,
      creationDate: a.creationDate,
      exportStatus: a.exportStatusId,
      studentCategoryId: a.studentCategoryId,
      extendEligibility: a.extendEligibility,
      eligibilityRemaining: a.eligibilityRemaining,
      version: a.version,
      aidYear: {
        aidyear: aidYears.aidyear,
        aidyearbegindate: aidYears.aidyearbegindate,
        aidyearenddate: aidYears.aidyearenddate,
      },
    })
    .from(a)
    .innerJoin(aidYears, eq(aidYears.id, a.aidYearId))
    .where(eq(a.id, applicationId))
    .for('no key update', { of: a });
  return rows[0];
}
export type LockedApplication = NonNullable<Awaited<ReturnType<typeof lockApplication>>>;

/** The exchange programs both the import school and the application's export school offer (open-points 15). */
function commonProgramIds(exportSchoolId: number) {
  return sql<number[]>`coalesce((select array_agg(mine.participation_id order by mine.participation_id)
    from school_participation_types mine
    join school_participation_types theirs on theirs.participation_id = mine.participation_id
      and theirs.school_id = ${exportSchoolId}
    where mine.school_id = ${x.importSchoolId}), '{}')`;
}

/**
 * The import rows of an application the condition picks (all of them, one school's, or those at some
 * statuses), locked, with the import school's academic term and the programs both schools offer.
 */
async function lockRows(db: DbOrTx, app: { id: number; exportSchoolId: number }, where = sql`true`) {
  return db
    .select({
      id: x.id,
      importSchoolId: x.importSchoolId,
      importStatusId: x.importStatusId,
      participationTypeId: x.participationTypeId,
      leaveOfAbsenceBegin: x.leaveOfAbsenceBegin,
      leaveOfAbsenceEnd: x.leaveOfAbsenceEnd,
      withdrawalDate: x.withdrawalDate,
      lastEligibilityUsed: x.lastEligibilityUsed,
      unprocessedSummerTerm: x.unprocessedSummerTerm,
      version: x.version,
      academicTerm: schools.academicTerm,
      programIds: commonProgramIds(app.exportSchoolId),
    })
    .from(x)
    .innerJoin(schools, eq(schools.id, x.importSchoolId))
    .where(and(eq(x.applicationId, app.id), where))
    .orderBy(x.id)
    .for('update', { of: x });
}
export type LockedImportRow = Awaited<ReturnType<typeof lockRows>>[number];

/** One school's import row of a locked application, locked too; undefined when the school has none. */
export async function lockImportRow(db: DbOrTx, app: LockedApplication, schoolId: number) {
  const [row] = await lockRows(db, app, sql`${x.importSchoolId} = ${schoolId}`);
  return row;
}

/** The rows of a locked application at the given import statuses, locked. */
export async function lockImportRowsAt(
  db: DbOrTx,
  app: { id: number; exportSchoolId: number },
  statuses: readonly number[],
) {
  if (statuses.length === 0) return [];
  return lockRows(db, app, inArray(x.importStatusId, [...statuses]));
}

/** The import schools of an application with their statuses (the access rule of Extend Eligibility). */
export async function listImportSchools(db: DbOrTx, applicationId: number) {
  return db
    .select({ schoolId: x.importSchoolId, importStatusId: x.importStatusId })
    .from(x)
    .where(eq(x.applicationId, applicationId))
    .orderBy(x.id);
}

/** The statuses of an application's import rows (the closing rule reads them after a change). */
export async function listImportStatuses(db: DbOrTx, applicationId: number): Promise<number[]> {
  const rows = await listImportSchools(db, applicationId);
  return rows.map((r) => r.importStatusId);
}

/** Records a term of eligibility used at an import row. */
export async function insertUsage(
  db: DbOrTx,
  usage: { rowId: number; type: UsageType; usedOn: string; modifiedBy: number },
) {
  await db.insert(u).values({
    applicationSchoolId: usage.rowId,
    usageType: usage.type,
    usedOn: usage.usedOn,
    modifiedBy: usage.modifiedBy,
  });
}

/** Deletes the newest usage of a kind at an import row; answers whether there was one. */
export async function deleteNewestUsage(db: DbOrTx, rowId: number, type: UsageType): Promise<boolean> {
  const newest = db
    .select({ id: u.id })
    .from(u)
    .where(and(eq(u.applicationSchoolId, rowId), eq(u.usageType, type)))
    .orderBy(desc(u.usedOn), desc(u.id))
    .limit(1);
  const deleted = await db.delete(u).where(inArray(u.id, newest)).returning({ id: u.id });
  return deleted.length > 0;
}

/** The latest day a term was used at an import row, or null when none is left. */
export async function findLastUsage(db: DbOrTx, rowId: number): Promise<string | null> {
  const [row] = await db
    .select({ last: sql<string | null>`max(${u.usedOn})::text` })
    .from(u)
    .where(eq(u.applicationSchoolId, rowId));
  return row?.last ?? null;
}

/** The student's other OPEN application (a transfer's origin), locked; undefined when there is none. */
export async function lockOtherOpenApplication(db: DbOrTx, studentId: number, applicationId: number) {
  const [row] = await db
    .select({ id: a.id })
    .from(a)
    .where(
      and(
        eq(a.studentId, studentId),
        ne(a.id, applicationId),
        eq(a.applicationStatus, APPLICATION_STATUS.OPEN),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const locked = await lockApplication(db, row.id);
  // Closed by someone else between the look-up and the lock: nothing left to close.
  return locked?.applicationStatus === APPLICATION_STATUS.OPEN ? locked : undefined;
}

/** What the student's emails about an import row name: the student, the import school and the aid year. */
export async function findImportMailContext(db: DbOrTx, applicationId: number, schoolId: number) {
  const [row] = await db
    .select({
      studentEmail: students.studentEmail,
      studentFirstName: students.studentFirstName,
      studentLastName: students.studentLastName,
      importSchoolName: schools.schoolName,
      aidYear: aidYears.aidyear,
    })
    .from(a)
    .innerJoin(students, eq(students.id, a.studentId))
    .innerJoin(aidYears, eq(aidYears.id, a.aidYearId))
    .innerJoin(schools, eq(schools.id, schoolId))
    .where(eq(a.id, applicationId))
    .limit(1);
  return row;
}

/** What the student's email about the whole application names: the student and the aid year. */
export async function findApplicationMailContext(db: DbOrTx, applicationId: number) {
  const [row] = await db
    .select({
      studentEmail: students.studentEmail,
      studentFirstName: students.studentFirstName,
      studentLastName: students.studentLastName,
      aidYear: aidYears.aidyear,
    })
    .from(a)
    .innerJoin(students, eq(students.id, a.studentId))
    .innerJoin(aidYears, eq(aidYears.id, a.aidYearId))
    .where(eq(a.id, applicationId))
    .limit(1);
  return row;
}
