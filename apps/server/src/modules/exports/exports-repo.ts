import { ALL_FILTER_ID, IMPORT_ENROLLED_STATUSES, ROLE, STAFF_USER_TYPES } from '@exchange/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared-statement.js';
import { aidYears } from '../../db/schema/aid-years.js';
import { userRoles, users } from '../../db/schema/auth.js';
import { schools } from '../../db/schema/schools.js';
import { applicationSchools, studentApplications, students } from '../../db/schema/students.js';

const a = studentApplications;
const x = applicationSchools;
const modifier = alias(users, 'modifier');

/** The statuses of an application's import rows, in the order they were listed. */
function importStatusesOf(applicationId: typeof a.id) {
  return sql<number[]>`coalesce((select array_agg(${x.importStatusId} order by ${x.id})
    from ${x} where ${x.applicationId} = ${applicationId}), '{}')`;
}

/**
 * Each application's import rows folded once (a lateral subquery): their statuses in the order they were
 * listed, and the school that has the student enrolled or on leave.
 */
function importRowSummary(db: DbOrTx) {
  const enrolled = inArray(x.importStatusId, [...IMPORT_ENROLLED_STATUSES]);
  return db
    .select({
      statuses: sql<number[] | null>`array_agg(${x.importStatusId} order by ${x.id})`.as('import_statuses'),
      enrolledSchoolId: sql<number | null>`min(${x.importSchoolId}) filter (where ${enrolled})`.as(
        'enrolled_school_id',
      ),
    })
    .from(x)
    .where(eq(x.applicationId, a.id))
    .as('import_rows');
}

const staffModifier = inArray(modifier.usertype, [...STAFF_USER_TYPES]);

/**
 * The list rows of the applications the condition picks, newest first, in one statement: the
 * application, its student, aid year and last modifier, and its import rows' summary. The modifier is
 * named only when staff: a student's own submission is "No Action Taken".
 */
function selectRows(db: DbOrTx, where: SQL | undefined) {
  const summary = importRowSummary(db);
  return db
    .select({
      id: a.id,
      studentId: a.studentId,
      aidyear: a.aidYearId,
      aidyearName: aidYears.aidyear,
      applicationStatus: a.applicationStatus,
      creationDate: a.creationDate,
      studentFirstName: students.studentFirstName,
      studentLastName: students.studentLastName,
      employeeFirstName: a.employeeFirstName,
      employeeLastName: a.employeeLastName,
      employeeId: a.employeeId,
      employeeYearOfService: a.employeeYearOfService,
      exportSchoolStatus: a.exportStatusId,
      exportStatusDate: a.exportStatusDate,
      exportStatusReasonOther: a.exportStatusReasonOther,
      noLongerEligibleDate: a.noLongerEligibleDate,
      modifiedBy: sql<number | null>`case when ${staffModifier} then ${a.modifiedBy} end`,
      modifiedByFirstName: sql<string | null>`case when ${staffModifier} then ${modifier.firstName} end`,
      modifiedByLastName: sql<string | null>`case when ${staffModifier} then ${modifier.lastName} end`,
      importStatuses: sql<number[]>`coalesce(${summary.statuses}, '{}')`,
      importEnrolledSchool: sql<string | null>`(select ${schools.schoolName} from ${schools}
        where ${schools.id} = ${summary.enrolledSchoolId})`,
      version: a.version,
    })
    .from(a)
    .innerJoin(students, eq(students.id, a.studentId))
    .innerJoin(aidYears, eq(aidYears.id, a.aidYearId))
    .leftJoin(modifier, eq(modifier.id, a.modifiedBy))
    .leftJoinLateral(summary, sql`true`)
    .where(where)
    .orderBy(desc(a.id));
}
export type ExportRowRecord = Awaited<ReturnType<typeof listExportRowsByIds>>[number];

const ph = (name: string) => sql.placeholder(name);

/**
 * The export list statement, with placeholders for its filters (the freshness test reads the columns it
 * reads from its plan).
 */
export function exportListQuery(db: DbOrTx) {
  // ALL_FILTER_ID means "all" for the year and status filters; the two application statuses are the same
  // for CLOSED.
  return selectRows(
    db,
    and(
      eq(a.exportSchoolId, ph('schoolId')),
      sql`${a.applicationStatus} in (${ph('appStatusA')}, ${ph('appStatusB')})`,
      sql`(${ph('aidYearId')}::int = ${ALL_FILTER_ID} or ${a.aidYearId} = ${ph('aidYearId')})`,
      sql`(${ph('exportStatusId')}::int = ${ALL_FILTER_ID} or ${a.exportStatusId} = ${ph('exportStatusId')})`,
    ),
  );
}

const preparedList = preparedPerDatabase((db) => exportListQuery(db).prepare('export_list'));

/** Filters of the export list: the application statuses listed, the aid year and export status (0 = all). */
export interface ExportListFilter {
  schoolId: number;
  applicationStatuses: readonly [string, string];
  aidYearId: number;
  exportStatusId: number;
}

/** The export list rows of a school, newest application first. */
export async function listExportRows(db: DbOrTx, f: ExportListFilter) {
  return preparedList(db).execute({
    schoolId: f.schoolId,
    appStatusA: f.applicationStatuses[0],
    appStatusB: f.applicationStatuses[1],
    aidYearId: f.aidYearId,
    exportStatusId: f.exportStatusId,
  });
}

/** The list rows of the given applications of a school (the answer of a status change). */
export async function listExportRowsByIds(db: DbOrTx, schoolId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return selectRows(db, and(eq(a.exportSchoolId, schoolId), inArray(a.id, [...ids])));
}

/** Whether the school has any application at the given application statuses, whatever the filters. */
export async function hasExportRows(
  db: DbOrTx,
  schoolId: number,
  statuses: readonly string[],
): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(a)
    .where(and(eq(a.exportSchoolId, schoolId), inArray(a.applicationStatus, [...statuses])))
    .limit(1);
  return rows.length > 0;
}

/** A school's name, if the school exists. */
export async function findSchoolName(db: DbOrTx, schoolId: number) {
  const rows = await db
    .select({ schoolName: schools.schoolName })
    .from(schools)
    .where(eq(schools.id, schoolId))
    .limit(1);
  return rows[0]?.schoolName;
}

/** The export school of an application, if the application exists. */
export async function findExportSchoolId(db: DbOrTx, applicationId: number) {
  const rows = await db
    .select({ exportSchoolId: a.exportSchoolId })
    .from(a)
    .where(eq(a.id, applicationId))
    .limit(1);
  return rows[0]?.exportSchoolId;
}

/**
 * What an export status change reads of applications (locked for the rest of the transaction so the
 * import rows read with them stay as read): by id, and only those of the school when one is given.
 */
export async function lockStatusApplications(db: DbOrTx, ids: readonly number[], exportSchoolId?: number) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: a.id,
      exportSchoolId: a.exportSchoolId,
      applicationStatus: a.applicationStatus,
      exportStatus: a.exportStatusId,
      importStatuses: importStatusesOf(a.id),
      aidYear: {
        aidyear: aidYears.aidyear,
        aidyearbegindate: aidYears.aidyearbegindate,
        aidyearenddate: aidYears.aidyearenddate,
      },
      creationDate: a.creationDate,
      version: a.version,
      studentFirstName: students.studentFirstName,
      studentLastName: students.studentLastName,
    })
    .from(a)
    .innerJoin(aidYears, eq(aidYears.id, a.aidYearId))
    .innerJoin(students, eq(students.id, a.studentId))
    .where(
      and(
        inArray(a.id, [...ids]),
        exportSchoolId === undefined ? undefined : eq(a.exportSchoolId, exportSchoolId),
      ),
    )
    .orderBy(a.id)
    .for('no key update', { of: a });
}

/** An application's import rows, locked for the rest of the transaction. */
export async function lockImportRows(db: DbOrTx, applicationId: number) {
  return db
    .select({ id: x.id, importSchoolId: x.importSchoolId, importStatusId: x.importStatusId })
    .from(x)
    .where(eq(x.applicationId, applicationId))
    .orderBy(x.id)
    .for('update');
}

/** Who the emails about an application go to and what they name. */
export async function findMailContext(db: DbOrTx, applicationId: number) {
  const rows = await db
    .select({
      studentEmail: students.studentEmail,
      studentFirstName: students.studentFirstName,
      studentLastName: students.studentLastName,
      exportSchoolName: schools.schoolName,
      aidyearName: aidYears.aidyear,
    })
    .from(a)
    .innerJoin(students, eq(students.id, a.studentId))
    .innerJoin(schools, eq(schools.id, a.exportSchoolId))
    .innerJoin(aidYears, eq(aidYears.id, a.aidYearId))
    .where(eq(a.id, applicationId))
    .limit(1);
  return rows[0];
}

/** Active primary and secondary TELO users of the schools, with the school's name. */
export async function listTeloContacts(db: DbOrTx, schoolIds: readonly number[]) {
  if (schoolIds.length === 0) return [];
  return db
    .select({ schoolId: schools.id, schoolName: schools.schoolName, email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(schools, eq(schools.id, userRoles.schoolId))
    .where(
      and(
        inArray(userRoles.schoolId, [...schoolIds]),
        inArray(userRoles.roleId, [ROLE.PRIMARY_TELO, ROLE.SECONDARY_TELO]),
        eq(users.active, true),
      ),
    )
    .orderBy(schools.id, userRoles.roleId, users.id);
}
