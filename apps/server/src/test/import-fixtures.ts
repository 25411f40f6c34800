/**
 * What the import write tests share: an app whose programme day the test sets, the demo schools (Alpha
 * University exports, Beta College and Gamma University import), a session per persona, and applications
 * put straight into the state a test needs (inserted, not submitted: the student side is tested
 * elsewhere, and this keeps each test to what its rule reads).
 */
import {
  APPLICATION_STATUS,
  EXPORT_STATUS,
  IMPORT_STATUS,
  ROLE,
  type RoleId,
  TRAINING,
} from '@exchange/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { userRoles, users } from '../db/schema/auth.js';
import { applicationSchools, studentApplications, students } from '../db/schema/students.js';
import { inTransaction } from '../db/transaction.js';
import { startTestApp, type TestContext } from './app.js';
import { createSession } from './persona-fixtures.js';
import { selectRows } from './student-fixtures.js';

/** The day most tests run on: after 15 August of the demo's current aid year 2026-2027. */
export const TODAY = '2026-09-01';

/** Who the tests call as. */
export type ImportPersona = 'beta' | 'betaTelo' | 'betaReadOnly' | 'gamma' | 'alpha' | 'te' | 'teReadOnly';

/** The running app with its clock, schools, aid years and sessions. */
export interface ImportSuite {
  t: TestContext;
  alpha: number;
  beta: number;
  gamma: number;
  /** The demo aid years: 2026-2027 runs on TODAY, 2025-2026 has ended, 2027-2028 is still to come. */
  aidYears: { current: number; past: number; future: number };
  cookies: Record<ImportPersona, string>;
  userIds: Record<ImportPersona, number>;
  /** Sets the programme day (noon in Chicago), or an exact instant. */
  setToday(day: string): void;
  setNow(instant: Date): void;
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
}

const noonInChicago = (day: string) => new Date(`${day}T17:00:00Z`);

/** Staff accounts with one role each (ids by persona); sessions made directly. */
async function insertStaff(t: TestContext, ids: { alpha: number; beta: number; gamma: number }) {
  const specs: [ImportPersona, 'TE' | 'TELO', number | null, RoleId, number][] = [
    ['beta', 'TELO', ids.beta, ROLE.IMPORT, 0],
    ['betaReadOnly', 'TELO', ids.beta, ROLE.IMPORT, 1],
    ['gamma', 'TELO', ids.gamma, ROLE.IMPORT, 0],
    ['alpha', 'TELO', ids.alpha, ROLE.ADMIN, 0],
    ['te', 'TE', null, ROLE.ADMIN, 0],
    ['teReadOnly', 'TE', null, ROLE.ADMIN, 1],
  ];
  return inTransaction(t.database.db, null, async (tx) => {
    const out = {} as Record<string, number>;
    for (const [persona, usertype, schoolId, roleId, readOnly] of specs) {
      const email = `import.${persona.toLowerCase()}@fixture.edu`;
      const [user] = await tx
        .insert(users)
        .values({
          userName: email,
          email,
          firstName: 'Ima',
          lastName: persona,
          usertype,
          trainingComplete: usertype === 'TE' ? TRAINING.NOT_REQUIRED : TRAINING.COMPLETE,
          // Sessions are made directly: nobody signs in with it.
          passwordHash: 'unused',
        })
        .returning({ id: users.id });
      await tx.insert(userRoles).values({ userId: user!.id, schoolId, roleId, readOnly });
      out[persona] = user!.id;
    }
    return out;
  });
}

/** Starts the app for one test file with the programme day at TODAY. */
export async function startImportSuite(): Promise<ImportSuite> {
  let now = noonInChicago(TODAY);
  const t = await startTestApp({ now: () => now });
  const rows = <T>(query: SQL) => selectRows<T>(t, query);
  const schoolIds = await rows<{ id: number; school_name: string }>(
    sql`select id, school_name from schools where school_name in ('Alpha University', 'Beta College', 'Gamma University')`,
  );
  const school = (name: string) => schoolIds.find((s) => s.school_name === name)!.id;
  const ids = {
    alpha: school('Alpha University'),
    beta: school('Beta College'),
    gamma: school('Gamma University'),
  };
  const years = await rows<{ id: number; aidyear: string }>(sql`select id, aidyear from aid_years`);
  const year = (name: string) => years.find((y) => y.aidyear === name)!.id;
  // Alpha and Beta share two programs (so the program is editable), Alpha and Gamma exactly one.
  await t.database.db.execute(sql`delete from school_participation_types
    where school_id in (${ids.alpha}, ${ids.beta}, ${ids.gamma})`);
  await t.database.db.execute(sql`insert into school_participation_types (school_id, participation_id)
    values (${ids.alpha}, 1), (${ids.alpha}, 2), (${ids.beta}, 1), (${ids.beta}, 2), (${ids.gamma}, 1), (${ids.gamma}, 3)`);
  const userIds = (await insertStaff(t, ids)) as ImportSuite['userIds'];
  const [telo] = await rows<{ user_id: number }>(
    sql`select user_id from user_roles where school_id = ${ids.beta} and role_id = ${ROLE.PRIMARY_TELO}`,
  );
  userIds.betaTelo = telo!.user_id;
  const cookies = {} as ImportSuite['cookies'];
  for (const [persona, id] of Object.entries(userIds))
    cookies[persona as keyof typeof cookies] = await createSession(t, id);
  return {
    t,
    ...ids,
    aidYears: { current: year('2026-2027'), past: year('2025-2026'), future: year('2027-2028') },
    cookies,
    userIds,
    setToday: (day) => {
      now = noonInChicago(day);
    },
    setNow: (instant) => {
      now = instant;
    },
    rows,
  };
}

/** The state an application is put in: its Beta row, its Gamma row and the application's own fields. */
export interface ImportState {
  beta?: number;
  gamma?: number | null;
  exportStatus?: number;
  applicationStatus?: string;
  aidYear?: 'current' | 'past' | 'future';
  studentCategoryId?: number;
  extendEligibility?: number;
  eligibilityRemaining?: number | null;
  participationTypeId?: number | null;
  leave?: [string, string];
  unprocessedSummerTerm?: number;
  creationDate?: string;
  /** An existing student (a transfer's owner); a new one otherwise. */
  studentId?: number;
}

let serial = 0;

/** The day test applications were submitted: before every date the tests choose (open-points 2). */
export const CREATED_ON = '2025-10-01';

/** A new application in the given state (Beta row Under Review, Gamma row Decision Pending by default). */
export async function createImport(s: ImportSuite, state: ImportState = {}) {
  serial += 1;
  const email = `import.student${serial}@example.net`;
  const made = await inTransaction(s.t.database.db, null, async (tx) => {
    let studentId = state.studentId;
    let userId: number | undefined;
    if (studentId === undefined) {
      const [user] = await tx
        .insert(users)
        .values({
          userName: email,
          email,
          firstName: 'Jo',
          lastName: `Student${serial}`,
          usertype: 'STUDENT',
          passwordHash: 'unused',
        })
        .returning({ id: users.id });
      userId = user!.id;
      const [student] = await tx
        .insert(students)
        .values({ userId, studentFirstName: 'Jo', studentLastName: `Student${serial}`, studentEmail: email })
        .returning({ id: students.id });
      studentId = student!.id;
    }
    const [app] = await tx
      .insert(studentApplications)
      .values({
        studentId,
        aidYearId: s.aidYears[state.aidYear ?? 'current'],
        creationDate: state.creationDate ?? CREATED_ON,
        applicationStatus: state.applicationStatus ?? APPLICATION_STATUS.OPEN,
        exportSchoolId: s.alpha,
        employeeFirstName: 'Maria',
        employeeLastName: 'Lopez',
        employeeEmail: 'maria.lopez@alpha.edu',
        employeeTitle: 'Librarian',
        exportStatusId: state.exportStatus ?? EXPORT_STATUS.EXPORT_APPROVED,
        studentCategoryId: state.studentCategoryId ?? 2,
        extendEligibility: state.extendEligibility ?? 0,
        eligibilityRemaining: state.eligibilityRemaining === undefined ? 8 : state.eligibilityRemaining,
      })
      .returning({ id: studentApplications.id });
    const row = (importSchoolId: number, importStatusId: number) => ({
      applicationId: app!.id,
      importSchoolId,
      importStatusId,
      importStatusDate: '2026-07-15',
      participationTypeId: state.participationTypeId === undefined ? 1 : state.participationTypeId,
      leaveOfAbsenceBegin: state.leave?.[0] ?? null,
      leaveOfAbsenceEnd: state.leave?.[1] ?? null,
      unprocessedSummerTerm: state.unprocessedSummerTerm ?? 0,
    });
    await tx
      .insert(applicationSchools)
      .values([
        row(s.beta, state.beta ?? IMPORT_STATUS.UNDER_REVIEW),
        ...(state.gamma === null ? [] : [row(s.gamma, state.gamma ?? IMPORT_STATUS.DECISION_PENDING)]),
      ]);
    return { applicationId: app!.id, studentId, userId };
  });
  const studentCookie = made.userId === undefined ? undefined : await createSession(s.t, made.userId);
  return { applicationId: made.applicationId, studentId: made.studentId, email, studentCookie };
}

/** Puts a row back into a state (the transition tests reuse one application). */
export async function setRow(s: ImportSuite, applicationId: number, schoolId: number, set: SQL) {
  await s.t.database.db.execute(
    sql`update application_schools set ${set} where application_id = ${applicationId} and import_school_id = ${schoolId}`,
  );
}

/** Sets fields of an application directly. */
export async function setApplication(s: ImportSuite, applicationId: number, set: SQL) {
  await s.t.database.db.execute(sql`update student_applications set ${set} where id = ${applicationId}`);
}

/** A call as a persona (or with a cookie). */
export function call(
  s: ImportSuite,
  as: ImportPersona | { cookie: string | undefined },
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const cookie = typeof as === 'string' ? s.cookies[as] : as.cookie;
  return s.t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

/** PUT api/import/appid/{id}/importschool/{schoolId} as a persona (Beta's importer unless given). */
export function putStatus(
  s: ImportSuite,
  applicationId: number,
  body: Record<string, unknown>,
  opts: { as?: Parameters<typeof call>[1]; schoolId?: number } = {},
) {
  const url = `/api/import/appid/${applicationId}/importschool/${opts.schoolId ?? s.beta}`;
  return call(s, opts.as ?? 'beta', 'PUT', url, body);
}

/** The stored import row of a school. */
export async function storedRow(s: ImportSuite, applicationId: number, schoolId: number) {
  const [row] = await s.rows<Record<string, unknown>>(
    sql`select id, import_status_id, import_status_date::text, import_status_other_reason, participation_type_id,
          leave_of_absence_begin::text, leave_of_absence_end::text, withdrawal_date::text,
          last_eligibility_used::text, unprocessed_summer_term, modified_by, version
        from application_schools where application_id = ${applicationId} and import_school_id = ${schoolId}`,
  );
  return row!;
}

/** The stored application. */
export async function storedApplication(s: ImportSuite, applicationId: number) {
  const [row] = await s.rows<Record<string, unknown>>(
    sql`select application_status, student_category_id, extend_eligibility, extend_eligibility_date::text,
          eligibility_remaining, close_reason, version from student_applications where id = ${applicationId}`,
  );
  return row!;
}

/** Eligibility usages of an import row, oldest first. */
export async function usages(s: ImportSuite, applicationId: number, schoolId: number) {
  return s.rows<{ usage_type: string; used_on: string }>(
    sql`select u.usage_type, u.used_on::text from eligibility_usages u
        join application_schools r on r.id = u.application_school_id
        where r.application_id = ${applicationId} and r.import_school_id = ${schoolId} order by u.id`,
  );
}

/** The highest outbox id: emails queued after it belong to the test. */
export async function outboxMark(s: ImportSuite) {
  const [row] = await s.rows<{ n: number }>(sql`select coalesce(max(id), 0)::int as n from email_outbox`);
  return row!.n;
}

/** Emails queued after the mark. */
export function mailSince(s: ImportSuite, mark: number) {
  return s.rows<{ to_address: string; subject: string; text_body: string }>(
    sql`select to_address, subject, text_body from email_outbox where id > ${mark} order by id`,
  );
}

/** The message of an answer. */
export const messageOf = (res: LightMyRequestResponse) => (res.json() as { message: string }).message;
