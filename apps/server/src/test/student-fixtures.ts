import { type EzApplicationInput, toProgramDay } from '@exchange/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { aidYears, schoolAidYears } from '../db/schema/aid-years.js';
import { schools } from '../db/schema/schools.js';
import type { TestContext } from './app.js';

/** A date some days from today in the programme time zone, YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  return toProgramDay(new Date(Date.now() + days * 86_400_000));
}

/**
 * Application fixtures that do not depend on the calendar: an aid year running from ten days ago for
 * most of a year, with every school's record open for a month, except Epsilon State University (deadlines
 * passed), Psi College (opted out of importing) and Zeta College (no record). Chi University is not
 * accepting new students in the demo data.
 */
export interface ApplicationFixtures {
  aidYearId: number;
  /** An aid year that ended long ago (2022-2023 of the demo data). */
  pastAidYearId: number;
  school(name: string): number;
}

/** Inserts the fixture aid year and its school records. */
export async function createApplicationFixtures(t: TestContext): Promise<ApplicationFixtures> {
  const db = t.database.db;
  const [year] = await db
    .insert(aidYears)
    .values({
      aidyear: '2090-2091',
      aidyearbegindate: daysFromToday(-10),
      aidyearenddate: daysFromToday(300),
      displaybegindate: daysFromToday(-60),
      displayenddate: daysFromToday(300),
    })
    .returning({ id: aidYears.id });
  const aidYearId = year!.id;
  const all = await db.select({ id: schools.id, name: schools.schoolName }).from(schools);
  const ids = new Map(all.map((s) => [s.name, s.id]));
  const school = (name: string) => {
    const id = ids.get(name);
    if (!id) throw new Error(`no school ${name}`);
    return id;
  };
  await db.insert(schoolAidYears).values(
    all
      .filter((s) => s.name !== 'Zeta College')
      .map((s) => ({
        schoolId: s.id,
        aidYearId,
        optOutImportScholarship: s.name === 'Psi College' ? 1 : 0,
        exportDeadline: s.name === 'Epsilon State University' ? daysFromToday(-1) : daysFromToday(30),
        importDeadline: s.name === 'Epsilon State University' ? daysFromToday(-1) : daysFromToday(30),
      })),
  );
  const [past] = await db.select({ id: aidYears.id }).from(aidYears).where(eq(aidYears.aidyear, '2022-2023'));
  return { aidYearId, pastAidYearId: past!.id, school };
}

/** The applicant's own fields of a valid EZ application (address, phone, birth date, acknowledgment). */
export const APPLICANT_DETAILS = {
  studentAddress: '12 Elm Street',
  studentCity: 'Columbus',
  studentState: 'OH',
  studentZip: '43215',
  studentZipFour: '1234',
  studentCellPhone: '(614) 555-0199',
  studentBirthDate: '2008-05-20',
  countryId: 1,
  acknowledgment: true,
} as const;

/** A valid EZ application body from Alpha University to Beta College and Gamma University. */
export function applicationBody(
  f: ApplicationFixtures,
  entry: Partial<EzApplicationInput['studentApplication']> = {},
  student: Partial<Omit<EzApplicationInput, 'studentApplication'>> = {},
): EzApplicationInput {
  return {
    ...APPLICANT_DETAILS,
    ...student,
    studentApplication: {
      applicationStatus: 'OPEN',
      aidyear: f.aidYearId,
      exportSchool: f.school('Alpha University'),
      employeeFirstName: 'Maria',
      employeeLastName: 'Lopez',
      employeeTitle: 'Librarian',
      employeeEmail: 'maria.lopez@alpha.edu',
      employeeId: 'ALP000123',
      employeeYearOfService: '7',
      customField1: 'University Libraries',
      studentCategoryId: 2,
      studentApplicationSchool: [
        { importSchool: f.school('Beta College'), importStatus: 1 },
        { importSchool: f.school('Gamma University'), importStatus: 1 },
      ],
      ...entry,
    },
  };
}

let counter = 0;

/** Signs a new applicant up through the API; answers the cookie and the ids. */
export async function registerApplicant(t: TestContext, prefix = 'applicant') {
  counter += 1;
  const email = `${prefix}${counter}.${Date.now()}@example.net`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/student/register',
    payload: {
      userName: email,
      firstName: 'Sam',
      lastName: 'Fixture',
      email,
      userPassword: 'Demo@Password1',
      confirmPassword: 'Demo@Password1',
      userType: 'STUDENT',
      ferpa: 1,
    },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const user = res.json();
  const cookie = res.cookies.find((c) => c.name === 'ep_session')!;
  return {
    email,
    userId: user.id as number,
    studentId: user.studentId as number,
    cookie: `${cookie.name}=${cookie.value}`,
  };
}

/** Sets an import school's status directly, as the import school would (2-applications handles that). */
export async function setImportStatus(
  t: TestContext,
  applicationId: number,
  schoolId: number,
  status: number,
) {
  await t.database.db.execute(
    sql`update application_schools set import_status_id = ${status}
        where application_id = ${applicationId} and import_school_id = ${schoolId}`,
  );
}

/** Rows of a raw SQL query, the same shape on PGlite and node-postgres. */
export async function selectRows<T = Record<string, unknown>>(t: TestContext, query: SQL): Promise<T[]> {
  const result = (await t.database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Signs a new applicant up and submits an application (Alpha University to Beta and Gamma unless given). */
export async function submitApplication(
  t: TestContext,
  f: ApplicationFixtures,
  entry: Partial<EzApplicationInput['studentApplication']> = {},
  prefix = 'exported',
) {
  const applicant = await registerApplicant(t, prefix);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/student/${applicant.studentId}/application`,
    headers: { cookie: applicant.cookie },
    payload: applicationBody(f, entry) as unknown as Record<string, unknown>,
  });
  if (res.statusCode !== 201) throw new Error(`application failed: ${res.statusCode} ${res.body}`);
  const applicationId = (res.json() as { studentApplication: { id: number }[] }).studentApplication[0]!.id;
  return { ...applicant, applicationId };
}

/**
 * Puts an application in an export state directly (as earlier decisions would have): its export status,
 * application status and, per import school id, the import status; the reason, date and modifier cleared.
 */
export async function setExportState(
  t: TestContext,
  applicationId: number,
  state: { exportStatusId: number; applicationStatus?: string; importStatuses?: Record<number, number> },
) {
  await t.database.db.execute(
    sql`update student_applications set export_status_id = ${state.exportStatusId},
          application_status = ${state.applicationStatus ?? 'OPEN'}, export_status_reason_other = null,
          no_longer_eligible_date = null
        where id = ${applicationId}`,
  );
  for (const [schoolId, status] of Object.entries(state.importStatuses ?? {}))
    await setImportStatus(t, applicationId, Number(schoolId), status);
}
