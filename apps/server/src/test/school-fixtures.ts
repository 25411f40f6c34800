import { and, asc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { aidYears } from '../db/schema/aid-years.js';
import { users } from '../db/schema/auth.js';
import { changeLog } from '../db/schema/change-log.js';
import { schools } from '../db/schema/schools.js';
import { startTestApp, type TestContext } from './app.js';
import { daysFromToday } from './student-fixtures.js';

const OVERVIEW =
  'A private liberal arts college in the Midwest that has taken part in the tuition exchange programme ' +
  'for many years and welcomes the dependants of employees of member schools.';

/** A complete, valid school body as the TE form sends it. */
export function schoolBody(overrides: Record<string, unknown> = {}) {
  return {
    schoolName: 'Test College',
    address: '1 College Way',
    address2: null,
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    zipFour: '',
    country: 1,
    phone: '(217) 555-0100',
    region: 3,
    url: 'https://www.test.edu',
    carnegieRating: 'Baccalaureate Colleges',
    joinDate: '2024-07-01',
    lineCredit: null,
    parentCampus: null,
    acceptingNewStudents: 1,
    alertLeniency: 0,
    leniencyReason: null,
    archived: 0,
    overview: OVERVIEW,
    academicTerm: 1,
    includeSummerTerm: 0,
    isClosed: 0,
    nonEduAccepted: 0,
    ipedsId: null,
    customField1: null,
    customField2: null,
    customField3: null,
    modifiedBy: 999,
    schoolContact: [
      { contactId: 2, contactFirstName: 'Ada', contactLastName: 'King', contactEmail: 'ada@test.edu' },
    ],
    schoolParticipationType: [{ participationId: 1 }],
    ...overrides,
  };
}

/** A complete, valid aid-year record body (not opting out). */
export function recordBody(overrides: Record<string, unknown> = {}) {
  return {
    optOutImportScholarship: 0,
    exportUrl: 'https://www.test.edu/hr',
    importUrl: 'https://www.test.edu/admissions',
    willExtendTuition: 0,
    acceptMidTermStudents: 1,
    exportDeadline: daysFromToday(40),
    importDeadline: daysFromToday(60),
    tuition: 3_800_000,
    scholarshipOfferingId: 1,
    requireFafsa: 1,
    pellIncluded: 1,
    eligiblePrograms: [{ eligibleProgramId: 1 }],
    enrollments: [],
    studentCategories: [{ categoryId: 1 }],
    modifiedBy: 999,
    ...overrides,
  };
}

/** Lookups and request helpers over a test app. */
export function helpers(t: TestContext) {
  const db = t.database.db;
  return {
    async schoolId(name: string) {
      const [row] = await db.select({ id: schools.id }).from(schools).where(eq(schools.schoolName, name));
      if (!row) throw new Error(`no school ${name}`);
      return row.id;
    },
    async userId(email: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      if (!row) throw new Error(`no user ${email}`);
      return row.id;
    },
    /** Change-log rows of one record, oldest first. */
    changeLog(tableName: string, recordId: number) {
      return db
        .select()
        .from(changeLog)
        .where(and(eq(changeLog.tableName, tableName), eq(changeLog.recordId, recordId)))
        .orderBy(asc(changeLog.id));
    },
    /** An aid year that is active for the next 300 days. */
    async activeAidYear(label = '2091-2092') {
      const [row] = await db
        .insert(aidYears)
        .values({
          aidyear: label,
          aidyearbegindate: daysFromToday(-10),
          aidyearenddate: daysFromToday(300),
          displaybegindate: daysFromToday(-60),
          displayenddate: daysFromToday(300),
          setRateCents: 3_300_000,
        })
        .returning({ id: aidYears.id });
      return row!.id;
    },
    /** The demo aid year 2022-2023, long ended. */
    async pastAidYear() {
      const [row] = await db
        .select({ id: aidYears.id })
        .from(aidYears)
        .where(eq(aidYears.aidyear, '2022-2023'));
      return row!.id;
    },
    /** A JSON call as a signed-in user (cookie from t.signIn) or anonymously. */
    call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) {
      return t.app.inject({
        method,
        url,
        headers: cookie ? { cookie } : {},
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    },
  };
}

/** The first field message of a 400 answer. */
export function fieldError(res: LightMyRequestResponse, field: string): string | undefined {
  return (res.json() as { errors?: Record<string, string> }).errors?.[field];
}

export type SchoolHelpers = ReturnType<typeof helpers>;

/** What the school and user API tests share: the app, its helpers, sessions and the demo schools. */
export interface SchoolSuite {
  t: TestContext;
  h: SchoolHelpers;
  /** Session cookie by demo account email. */
  as: Record<string, string>;
  alpha: number;
  beta: number;
  gamma: number;
}

/** Starts a test app for one file, signs in the demo accounts and finds Alpha, Beta and Gamma. */
export async function startSchoolSuite(emails: readonly string[]): Promise<SchoolSuite> {
  const t = await startTestApp();
  const h = helpers(t);
  const as: Record<string, string> = {};
  for (const email of emails) as[email] = await t.signIn(email);
  return {
    t,
    h,
    as,
    alpha: await h.schoolId('Alpha University'),
    beta: await h.schoolId('Beta College'),
    gamma: await h.schoolId('Gamma University'),
  };
}
