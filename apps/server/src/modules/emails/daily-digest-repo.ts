/**
 * Queries of the daily digest (issue 10): claiming a programme day, who receives a digest, and what
 * happened at their schools in the covered period (new applications, and export and import status
 * changes as the change-log triggers of migration 0002 recorded them).
 */
import { USER_TYPE } from '@exchange/domain';
import { and, asc, type Column, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { aidYears } from '../../db/schema/aid-years.js';
import { userRoles, users } from '../../db/schema/auth.js';
import { changeLog } from '../../db/schema/change-log.js';
import { dailyDigestRuns } from '../../db/schema/outbox.js';
import { schools } from '../../db/schema/schools.js';
import { applicationSchools, studentApplications, students } from '../../db/schema/students.js';

const a = studentApplications;
const x = applicationSchools;
const c = changeLog;

/** The covered period: from the start of one programme day to the start of the next, in the programme time zone. */
export interface DigestWindow {
  fromDay: string;
  toDay: string;
  timeZone: string;
}

/** The instant a programme day begins (its midnight in the programme time zone). */
const dayStart = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;

const within = (column: Column, w: DigestWindow) =>
  and(gte(column, dayStart(w.fromDay, w.timeZone)), lt(column, dayStart(w.toDay, w.timeZone)));

/**
 * Claims a programme day's digest: true only for the one transaction whose insert took the row. A second
 * server's insert waits for the first transaction and then does nothing, or takes the row if it rolled back.
 */
export async function claimDigestDay(db: DbOrTx, day: string): Promise<boolean> {
  const rows = await db
    .insert(dailyDigestRuns)
    .values({ digestDay: day })
    .onConflictDoNothing()
    .returning({ day: dailyDigestRuns.digestDay });
  return rows.length === 1;
}

/**
 * Every school role of the active school users whose Daily Digest is on, with the school's name and
 * what sign-in checks of the account (its training), so that no digest goes to someone who cannot sign in.
 */
export async function listDigestRecipientRoles(db: DbOrTx) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      usertype: users.usertype,
      trainingComplete: users.trainingComplete,
      schoolId: schools.id,
      schoolName: schools.schoolName,
      roleId: userRoles.roleId,
      readOnly: userRoles.readOnly,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(schools, eq(schools.id, userRoles.schoolId))
    .where(
      and(
        eq(users.usertype, USER_TYPE.TELO),
        eq(users.active, true),
        eq(users.dailyDigest, 1),
        isNotNull(userRoles.schoolId),
      ),
    )
    .orderBy(asc(users.id), asc(schools.schoolName), asc(schools.id));
}

const studentAndYear = {
  applicationId: a.id,
  applicationStatus: a.applicationStatus,
  studentFirstName: students.studentFirstName,
  studentLastName: students.studentLastName,
  aidyear: aidYears.aidyear,
};

/**
 * Applications submitted in the period naming one of the schools as employer (export) school: stored in
 * it AND dated in it (creation date, a programme day), so the rows a seed or an installation's data load
 * writes with their own past dates are history, not news (issue 32).
 */
export async function listNewExportApplications(db: DbOrTx, schoolIds: readonly number[], w: DigestWindow) {
  if (schoolIds.length === 0) return [];
  return db
    .select({ schoolId: a.exportSchoolId, ...studentAndYear })
    .from(a)
    .innerJoin(students, eq(students.id, a.studentId))
    .innerJoin(aidYears, eq(aidYears.id, a.aidYearId))
    .where(
      and(
        inArray(a.exportSchoolId, [...schoolIds]),
        within(a.createdAt, w),
        gte(a.creationDate, w.fromDay),
        lt(a.creationDate, w.toDay),
      ),
    )
    .orderBy(asc(a.createdAt), asc(a.id));
}

/**
 * Import rows listed in the period for one of the schools (new applications and schools added by an
 * update): stored in it, with a status date not before it (a new row's status date is the day it was
 * listed, and only moves on), so rows loaded with their past dates are not news.
 */
export async function listNewImportApplications(db: DbOrTx, schoolIds: readonly number[], w: DigestWindow) {
  if (schoolIds.length === 0) return [];
  return db
    .select({ schoolId: x.importSchoolId, ...studentAndYear })
    .from(x)
    .innerJoin(a, eq(a.id, x.applicationId))
    .innerJoin(students, eq(students.id, a.studentId))
    .innerJoin(aidYears, eq(aidYears.id, a.aidYearId))
    .where(
      and(
        inArray(x.importSchoolId, [...schoolIds]),
        within(x.createdAt, w),
        gte(x.importStatusDate, w.fromDay),
      ),
    )
    .orderBy(asc(x.createdAt), asc(x.id));
}

/** The change-log columns that record a status change, per side. */
const STATUS_CHANGES = {
  export: {
    logType: 'EXPORT',
    table: 'student_applications',
    column: 'export_status_id',
    reason: 'export_status_reason_other',
  },
  import: {
    logType: 'IMPORT',
    table: 'application_schools',
    column: 'import_status_id',
    reason: 'import_status_other_reason',
  },
} as const;

/**
 * Export (or import) status changes of the period at the schools, oldest first, from the change log;
 * the student and aid year are joined when the application still exists (the log outlives it). Each
 * carries the row's reason text as the log had it at that change (set with a denial in its transaction,
 * or earlier), so a Denied: Other line can say why.
 */
export async function listStatusChanges(
  db: DbOrTx,
  side: keyof typeof STATUS_CHANGES,
  schoolIds: readonly number[],
  w: DigestWindow,
) {
  if (schoolIds.length === 0) return [];
  const kind = STATUS_CHANGES[side];
  return db
    .select({
      schoolId: sql<number>`${c.schoolId}`,
      applicationId: sql<number>`${c.applicationId}`,
      applicationStatus: sql<string | null>`coalesce(${a.applicationStatus}, ${c.applicationStatus})`,
      studentFirstName: students.studentFirstName,
      studentLastName: students.studentLastName,
      aidyear: aidYears.aidyear,
      oldValue: c.oldValue,
      newValue: c.newValue,
      reason: sql<string | null>`(select r.new_value from change_log r
        where r.table_name = ${kind.table} and r.record_id = ${c.recordId}
          and r.application_id = ${c.applicationId} and r.column_name = ${kind.reason}
          and r.modified_at <= ${c.modifiedAt}
        order by r.modified_at desc, r.id desc limit 1)`,
    })
    .from(c)
    .leftJoin(a, eq(a.id, c.applicationId))
    .leftJoin(students, eq(students.id, a.studentId))
    .leftJoin(aidYears, eq(aidYears.id, c.aidYearId))
    .where(
      and(
        inArray(c.schoolId, [...schoolIds]),
        eq(c.logType, kind.logType),
        eq(c.tableName, kind.table),
        eq(c.columnName, kind.column),
        eq(c.action, 'UPDATE'),
        within(c.modifiedAt, w),
      ),
    )
    .orderBy(asc(c.modifiedAt), asc(c.id));
}
