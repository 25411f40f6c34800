import {
  APPLICATION_MESSAGES,
  EXPORT_STATUS,
  IMPORT_STATUS,
  type ImportListRow,
  type StudentWithApplications,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aidYears } from '../../db/schema/aid-years.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { createPersonaFixtures, type Persona, type PersonaFixtures } from '../../test/persona-fixtures.js';
import { setExportState, submitApplication } from '../../test/student-fixtures.js';

// Who reads an import school's rows (2-applications §6), the reader's choices (the 15 August rule and the
// leave exclusions at a fixed programme day), and the application read by an import-side reader. The
// persona schools A and B are both import schools of this file's applications; Alpha University exports.

const I = IMPORT_STATUS;
let t: TestContext;
let fx: PersonaFixtures;
let A: number;
let B: number;
let applicationId: number;
/** The cookie of the application's student. */
let student: string;
/** The programme clock: the real one unless a test sets it. */
let clock: Date | undefined;

beforeAll(async () => {
  t = await startTestApp({ now: () => clock ?? new Date() });
  fx = await createPersonaFixtures(t);
  A = fx.ownSchoolId;
  B = fx.otherSchoolId;
  const schools = [
    { importSchool: A, importStatus: I.AWAITING_EXPORT_DECISION },
    { importSchool: B, importStatus: I.AWAITING_EXPORT_DECISION },
  ];
  const a = await submitApplication(t, fx.applications, { studentApplicationSchool: schools }, 'reads');
  applicationId = a.applicationId;
  student = a.cookie;
  await setExportState(t, applicationId, {
    exportStatusId: EXPORT_STATUS.EXPORT_APPROVED,
    importStatuses: { [A]: I.DECISION_PENDING, [B]: I.UNDER_REVIEW },
  });
});
afterAll(() => t?.close());

async function get(url: string, persona: Persona | string) {
  const cookie = persona.includes('@')
    ? await t.signIn(persona)
    : persona.startsWith('ep_session=')
      ? persona
      : fx.cookies[persona as Persona];
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

const listUrl = (school: number) => `/api/import/school/${school}`;
const rowUrl = (school: number, id = applicationId) => `/api/import/appid/${id}/importschool/${school}`;
const rowOf = (rows: ImportListRow[]) => rows.find((r) => r.applicationId === applicationId);

describe('who reads an import school', () => {
  it("lets the school's import readers read, and read-only ones without choices or actions", async () => {
    for (const persona of ['own:3', 'own:1', 'own:6', 'own:7', 'te'] as const) {
      const res = await get(listUrl(A), persona);
      expect(res.statusCode, persona).toBe(200);
      expect(rowOf(res.json())?.statusOptions, persona).toContain(I.UNDER_REVIEW);
    }
    for (const persona of ['own:1ro', 'teRead'] as const) {
      const res = await get(listUrl(A), persona);
      expect(res.statusCode, persona).toBe(200);
      expect(rowOf(res.json()), persona).toMatchObject({
        statusOptions: [],
        actions: {
          view: 'enabled',
          editStatus: 'hidden',
          editProgram: 'hidden',
          extendEligibility: 'hidden',
          addSummerTerm: 'hidden',
        },
      });
    }
  });

  it('refuses the other import school of the application, the export school, other roles and students', async () => {
    for (const persona of ['other:3', 'other:1', 'own:2', 'own:4', 'own:5', 'student', 'telo@alpha.edu']) {
      expect((await get(listUrl(A), persona)).statusCode, persona).toBe(403);
      expect((await get(rowUrl(A), persona)).statusCode, persona).toBe(403);
      expect((await get(`/api/import/school/quickview/${A}`, persona)).statusCode, persona).toBe(403);
    }
    expect((await get(listUrl(A), 'anonymous')).statusCode).toBe(401);
    // B's own reader reads B's row of the same application.
    const atB = await get(rowUrl(B), 'other:3');
    expect(atB.statusCode).toBe(200);
    expect(atB.json()).toMatchObject({ importSchool: B, importStatus: I.UNDER_REVIEW });
  });

  it('answers one row with the list columns, or 404 when the application has none at the school', async () => {
    const res = await get(rowUrl(A), 'own:3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      applicationId,
      importSchool: A,
      importStatus: I.DECISION_PENDING,
      additionalImportSchools: 1,
      exportSchoolName: 'Alpha University',
    });
    const missing = await get(rowUrl(A, fx.student.applicationId), 'own:3');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(APPLICATION_MESSAGES.importRowNotFound);
  });
});

describe("the reader's choices", () => {
  /** Moves the application to an aid year 2093-2094 and A's row to the given status and category. */
  async function placeIn2093(status: number, studentCategoryId = 2) {
    const [year] = await t.database.db
      .insert(aidYears)
      .values({
        aidyear: '2093-2094',
        aidyearbegindate: '2093-07-01',
        aidyearenddate: '2094-06-30',
        displaybegindate: '2093-01-01',
        displayenddate: '2094-06-30',
      })
      .onConflictDoNothing()
      .returning({ id: aidYears.id });
    if (year)
      await t.database.db.execute(sql`update student_applications set aid_year_id = ${year.id}
        where id = ${applicationId}`);
    await t.database.db.execute(sql`update student_applications set student_category_id = ${studentCategoryId}
      where id = ${applicationId}`);
    await t.database.db.execute(sql`update application_schools set import_status_id = ${status},
      leave_of_absence_begin = null, leave_of_absence_end = null
      where application_id = ${applicationId} and import_school_id = ${A}`);
  }

  /** A's row as the TE admin reads it on the list and on its own, at a programme instant. */
  async function choicesAt(instant: string) {
    clock = new Date(instant);
    try {
      const fromRow = (await get(rowUrl(A), 'te')).json().statusOptions as number[];
      const fromList = rowOf((await get(listUrl(A), 'te')).json())?.statusOptions;
      expect(fromList).toEqual(fromRow);
      return fromRow;
    } finally {
      clock = undefined;
    }
  }

  it('offers Enrolled from Under Review from 15 August (Chicago) of the first year, and for past years', async () => {
    await placeIn2093(I.UNDER_REVIEW);
    // 23:00 on 14 August in Chicago, already the 15th in UTC.
    const before = await choicesAt('2093-08-15T04:00:00Z');
    expect(before).toContain(I.IMPORT_APPROVED);
    expect(before).not.toContain(I.ENROLLED);
    expect(await choicesAt('2093-08-15T17:00:00Z')).toContain(I.ENROLLED);
    const future = await choicesAt('2093-06-01T17:00:00Z');
    expect(future).toContain(I.IMPORT_APPROVED);
    expect(future).not.toContain(I.ENROLLED);
    expect(await choicesAt('2095-01-10T17:00:00Z')).toContain(I.ENROLLED);
  });

  it('leaves out Leave of Absence for a first-time student in the current year', async () => {
    await placeIn2093(I.ENROLLED, 1);
    expect(await choicesAt('2093-09-01T17:00:00Z')).not.toContain(I.LEAVE_OF_ABSENCE);
    await placeIn2093(I.ENROLLED, 2);
    expect(await choicesAt('2093-09-01T17:00:00Z')).toContain(I.LEAVE_OF_ABSENCE);
  });

  it('keeps the row read-only while the export school has denied the application', async () => {
    await setExportState(t, applicationId, { exportStatusId: EXPORT_STATUS.DENIED_OTHER });
    const row = (await get(rowUrl(A), 'te')).json() as ImportListRow;
    expect(row.actions.editStatus).toBe('disabled');
    expect(row.statusOptions).toEqual([row.importStatus]);
    await setExportState(t, applicationId, {
      exportStatusId: EXPORT_STATUS.EXPORT_APPROVED,
      importStatuses: { [A]: I.DECISION_PENDING, [B]: I.UNDER_REVIEW },
    });
  });
});

describe('the application read by an import-side reader', () => {
  const appUrl = (query = '') => `/api/student/application/${applicationId}${query}`;
  const schoolsOf = (body: StudentWithApplications) =>
    body.studentApplication[0]!.studentApplicationSchool.map((s) => s.importSchool);

  it("shows an import school's reader only their own school's row", async () => {
    const own = await get(appUrl(), 'own:3');
    expect(own.statusCode).toBe(200);
    expect(schoolsOf(own.json())).toEqual([A]);
    expect(own.json().studentApplication[0]).toMatchObject({
      additionalImportSchools: 2,
      exportStatusOptions: [],
      exportActions: { view: 'hidden', editStatus: 'hidden' },
    });
    expect(schoolsOf((await get(appUrl(), 'own:1ro')).json())).toEqual([A]);
    expect(schoolsOf((await get(appUrl(), 'other:3')).json())).toEqual([B]);
    expect(schoolsOf((await get(appUrl(`?importschool=${A}`), 'own:3')).json())).toEqual([A]);
  });

  it('refuses a school the reader may not read and readers of neither side', async () => {
    expect((await get(appUrl(`?importschool=${B}`), 'own:3')).statusCode).toBe(403);
    expect((await get(appUrl(), 'own:2')).statusCode).toBe(403);
    expect((await get(appUrl(), 'other:4')).statusCode).toBe(403);
    expect((await get(appUrl(), 'otherStudent')).statusCode).toBe(403);
    expect((await get(appUrl('?importschool=abc'), 'own:3')).statusCode).toBe(400);
  });

  it('keeps every row for the export school and TE users, unless they read it as one import school', async () => {
    expect(schoolsOf((await get(appUrl(), 'telo@alpha.edu')).json())).toEqual([A, B]);
    expect(schoolsOf((await get(appUrl(), 'teRead')).json())).toEqual([A, B]);
    expect(schoolsOf((await get(appUrl(`?importschool=${B}`), 'te')).json())).toEqual([B]);
    const elsewhere = await get(appUrl(`?importschool=${fx.applications.school('Delta College')}`), 'te');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(APPLICATION_MESSAGES.importRowNotFound);
    // The export school's liaison holds no import role at A.
    expect((await get(appUrl(`?importschool=${A}`), 'telo@alpha.edu')).statusCode).toBe(403);
    // The student reads their application whole; the parameter is for staff.
    expect(schoolsOf((await get(appUrl(`?importschool=${A}`), student)).json())).toEqual([A, B]);
  });
});
