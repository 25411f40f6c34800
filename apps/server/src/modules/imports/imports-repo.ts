import {
  ACTIVE_AID_YEARS_FILTER_ID,
  ALL_FILTER_ID,
  IMPORT_ENROLLED_STATUSES,
  IMPORT_STATUSES_HIDDEN_BY_DEFAULT,
  type ImportListKind,
  STAFF_USER_TYPES,
} from '@exchange/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared-statement.js';
import { aidYears } from '../../db/schema/aid-years.js';
import { users } from '../../db/schema/auth.js';
import { schools } from '../../db/schema/schools.js';
import { applicationSchools, studentApplications, students } from '../../db/schema/students.js';

const x = applicationSchools;
const a = studentApplications;
const others = alias(applicationSchools, 'others');
const importSchool = alias(schools, 'import_school');
const exportSchool = alias(schools, 'export_school');
const modifier = alias(users, 'modifier');

const staffModifier = inArray(modifier.usertype, [...STAFF_USER_TYPES]);
const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * All import rows of the application folded once (a lateral subquery): how many there are, and the school
 * that has the student enrolled or on leave.
 */
function applicationRowSummary(db: DbOrTx) {
  const enrolled = inArray(others.importStatusId, [...IMPORT_ENROLLED_STATUSES]);
  return db
    .select({
      rowCount: sql<number>`count(*)::int`.as('row_count'),
      enrolledSchoolId: sql<number | null>`min(${others.importSchoolId}) filter (where ${enrolled})`.as(
        'enrolled_school_id',
      ),
    })
    .from(others)
    .where(eq(others.applicationId, a.id))
    .as('application_rows');
}

/** The exchange programs both the import and the export school offer (open-points 15), by id. */
const commonProgramIds = sql<number[]>`coalesce((select array_agg(offered.participation_id
    order by offered.participation_id) from school_participation_types offered
    join school_participation_types also_offered on also_offered.participation_id = offered.participation_id
      and also_offered.school_id = ${a.exportSchoolId}
    where offered.school_id = ${x.importSchoolId}), '{}')`;

/**
 * The import rows the condition picks, newest application first, in one statement: the row, its
 * application, student and aid year, both schools, the programs both offer, the application's other
 * import rows' count and enrolled school, and the row's last modifier, named only when staff.
 */
function selectImportRows(db: DbOrTx, where: SQL | undefined) {
  const summary = applicationRowSummary(db);
  return db
    .select({
      applicationId: x.applicationId,
      importSchool: x.importSchoolId,
      importSchoolName: importSchool.schoolName,
      importSchoolCity: importSchool.city,
      importSchoolState: importSchool.state,
      academicTerm: importSchool.academicTerm,
      applicationStatus: a.applicationStatus,
      aidYear: aidYears.aidyear,
      aidYearId: a.aidYearId,
      aidYearBegin: aidYears.aidyearbegindate,
      aidYearEnd: aidYears.aidyearenddate,
      studentId: a.studentId,
      studentFirstName: students.studentFirstName,
      studentLastName: students.studentLastName,
      studentCategoryId: a.studentCategoryId,
      exportSchool: a.exportSchoolId,
      exportSchoolName: exportSchool.schoolName,
      exportSchoolStatus: a.exportStatusId,
      importStatus: x.importStatusId,
      importStatusDate: x.importStatusDate,
      importStatusOtherReason: x.importStatusOtherReason,
      importEnrolledSchool: sql<string | null>`(select ${schools.schoolName} from ${schools}
        where ${schools.id} = ${summary.enrolledSchoolId})`,
      participationTypeId: x.participationTypeId,
      programIds: commonProgramIds,
      leaveOfAbsenceBegin: x.leaveOfAbsenceBegin,
      leaveOfAbsenceEnd: x.leaveOfAbsenceEnd,
      withdrawalDate: x.withdrawalDate,
      lastEligibilityUsed: x.lastEligibilityUsed,
      unprocessedSummerTerm: x.unprocessedSummerTerm,
      extendEligibility: a.extendEligibility,
      eligibilityRemaining: a.eligibilityRemaining,
      rowCount: summary.rowCount,
      modifiedBy: sql<number | null>`case when ${staffModifier} then ${x.modifiedBy} end`,
      modifiedByFirstName: sql<string | null>`case when ${staffModifier} then ${modifier.firstName} end`,
      modifiedByLastName: sql<string | null>`case when ${staffModifier} then ${modifier.lastName} end`,
      version: x.version,
    })
    .from(x)
    .innerJoin(a, eq(a.id, x.applicationId))
    .innerJoin(students, eq(students.id, a.studentId))
    .innerJoin(aidYears, eq(aidYears.id, a.aidYearId))
    .innerJoin(importSchool, eq(importSchool.id, x.importSchoolId))
    .innerJoin(exportSchool, eq(exportSchool.id, a.exportSchoolId))
    .leftJoin(modifier, eq(modifier.id, x.modifiedBy))
    .innerJoinLateral(summary, sql`true`)
    .where(where)
    .orderBy(desc(x.applicationId));
}
export type ImportRowRecord = NonNullable<Awaited<ReturnType<typeof findImportRow>>>;

const ph = (name: string) => sql.placeholder(name);

/**
 * The import list statement, with placeholders for its filters (the freshness test reads the columns it
 * reads from its plan).
 */
export function importListQuery(db: DbOrTx) {
  // Aid year: 0 all, -1 the active ones (ending today or later), else that year. Import status: 0 every
  // status, less the ones "All Import Statuses" leaves out when the list hides them; else that status
  // (hidden ones included).
  return selectImportRows(
    db,
    and(
      eq(x.importSchoolId, ph('schoolId')),
      eq(a.applicationStatus, ph('applicationStatus')),
      sql`(${ph('aidYearId')}::int = ${ALL_FILTER_ID}
        or (${ph('aidYearId')}::int = ${ACTIVE_AID_YEARS_FILTER_ID} and ${aidYears.aidyearenddate} >= ${ph('today')}::date)
        or ${a.aidYearId} = ${ph('aidYearId')})`,
      sql`((${ph('importStatusId')}::int = ${ALL_FILTER_ID}
          and (not ${ph('hideByDefault')}::boolean
            or ${x.importStatusId} not in (${idList(IMPORT_STATUSES_HIDDEN_BY_DEFAULT)})))
        or ${x.importStatusId} = ${ph('importStatusId')})`,
    ),
  );
}

const preparedList = preparedPerDatabase((db) => importListQuery(db).prepare('import_list'));

/** Filters of an import list: which applications (OPEN, TRANSFER or CLOSED), aid year and import status. */
export interface ImportListFilter {
  schoolId: number;
  kind: ImportListKind;
  /** 0 all, ACTIVE_AID_YEARS_FILTER_ID the active ones, else an aid year id. */
  aidYearId: number;
  /** 0 all (less IMPORT_STATUSES_HIDDEN_BY_DEFAULT when hideByDefault), else one import status. */
  importStatusId: number;
  /**
   * Whether "All Import Statuses" (importStatusId 0) leaves out IMPORT_STATUSES_HIDDEN_BY_DEFAULT: true on
   * the lists with an import status filter (open-points 11), false on the closed list, which has none.
   */
  hideByDefault: boolean;
  /** Today in the programme time zone: what "active" is measured against. */
  today: string;
}

/** The import list rows of a school, newest application first. */
export async function listImportRows(db: DbOrTx, f: ImportListFilter): Promise<ImportRowRecord[]> {
  return preparedList(db).execute({
    schoolId: f.schoolId,
    applicationStatus: f.kind,
    aidYearId: f.aidYearId,
    importStatusId: f.importStatusId,
    hideByDefault: f.hideByDefault,
    today: f.today,
  });
}

/** One import row with the list's columns (the detail screens' read and the answer of a change). */
export async function findImportRow(db: DbOrTx, applicationId: number, schoolId: number) {
  const rows = await selectImportRows(
    db,
    and(eq(x.applicationId, applicationId), eq(x.importSchoolId, schoolId)),
  ).limit(1);
  return rows[0];
}

/** Whether the school has any row on the list (OPEN, TRANSFER or CLOSED), whatever the filters. */
export async function hasImportRows(db: DbOrTx, schoolId: number, kind: ImportListKind): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(x)
    .innerJoin(a, eq(a.id, x.applicationId))
    .where(and(eq(x.importSchoolId, schoolId), eq(a.applicationStatus, kind)))
    .limit(1);
  return rows.length > 0;
}

/** How many of the school's import rows on the list are at each import status (the quick view). */
export async function countImportStatuses(db: DbOrTx, schoolId: number, kind: ImportListKind) {
  return db
    .select({ importStatus: x.importStatusId, count: sql<number>`count(*)::int` })
    .from(x)
    .innerJoin(a, eq(a.id, x.applicationId))
    .where(and(eq(x.importSchoolId, schoolId), eq(a.applicationStatus, kind)))
    .groupBy(x.importStatusId)
    .orderBy(x.importStatusId);
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
