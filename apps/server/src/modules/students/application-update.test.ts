import { API_MESSAGES, APPLICATION_STATUS, IMPORT_STATUS, STUDENT_MESSAGES as M } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.js';
import {
  type ApplicationFixtures,
  applicationBody,
  createApplicationFixtures,
  registerApplicant,
  selectRows,
  setImportStatus,
} from '../../test/student-fixtures.js';

let t: TestContext;
let f: ApplicationFixtures;
let demo: { cookie: string; studentId: number };
let other: string;
let telo: string;
let importTelo: string;
let teRead: string;
let te: string;
beforeAll(async () => {
  t = await startTestApp();
  f = await createApplicationFixtures(t);
  const cookie = await t.signIn('student@example.com');
  const me = await t.app.inject({ method: 'POST', url: '/api/login/User', headers: { cookie } });
  demo = { cookie, studentId: me.json().studentId };
  other = await t.signIn('newstudent@example.com');
  telo = await t.signIn('telo@alpha.edu');
  // Roles at Beta College and Gamma University: the fixture application's import schools, not its employer.
  importTelo = await t.signIn('multi@beta.edu');
  teRead = await t.signIn('readonly.admin@example.org');
  te = await t.signIn('admin@example.org');
});
afterAll(() => t?.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
type Applicant = Awaited<ReturnType<typeof registerApplicant>>;

/** A new applicant with one OPEN application to Beta College and Gamma University. */
async function applicantWithApplication(prefix: string) {
  const a = await registerApplicant(t, prefix);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/student/${a.studentId}/application`,
    headers: { cookie: a.cookie },
    payload: applicationBody(f),
  });
  return { ...a, applicationId: res.json().studentApplication[0].id as number };
}

/** The update body: the fixture address and the given schools. */
function updateBody(schools: string[], extra: object = {}, student: object = {}) {
  const { studentApplication: _entry, ...address } = applicationBody(f);
  return {
    ...address,
    ...student,
    studentApplication: {
      studentApplicationSchool: schools.map((n) => ({ importSchool: f.school(n), importStatus: 1 })),
      ...extra,
    },
  };
}
const put = (a: { studentId: number; applicationId: number }, cookie: string | undefined, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/student/${a.studentId}/application/${a.applicationId}`,
    headers: cookie ? { cookie } : {},
    payload,
  });

describe('GET api/student/{id}/applications', () => {
  it('answers the student with their applications and what they may start', async () => {
    const res = await get(`/api/student/${demo.studentId}/applications`, demo.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: demo.studentId,
      studentFirstName: 'Jamie',
      canStartNewApplication: false,
      transferOffered: false,
    });
    expect(body.studentApplication).toHaveLength(1);
    expect(body.studentApplication[0]).toMatchObject({
      applicationStatus: APPLICATION_STATUS.OPEN,
      exportSchoolName: 'Alpha University',
      canUpdate: true,
      applyListLocked: false,
    });
    expect(
      body.studentApplication[0].studentApplicationSchool.map(
        (s: { importSchoolName: string }) => s.importSchoolName,
      ),
    ).toContain('Beta College');
  });

  it('lists newest first by id; a CLOSED application cannot be updated and a new one may start', async () => {
    const a = await applicantWithApplication('history');
    await t.database.db.execute(
      sql`update student_applications set application_status = 'CLOSED' where id = ${a.applicationId}`,
    );
    const closed = (await get(`/api/student/${a.studentId}/applications`, a.cookie)).json();
    expect(closed).toMatchObject({ canStartNewApplication: true, transferOffered: false });
    expect(closed.studentApplication[0].canUpdate).toBe(false);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/student/${a.studentId}/application`,
      headers: { cookie: a.cookie },
      payload: applicationBody(f),
    });
    expect(again.statusCode).toBe(201);
    const list = (await get(`/api/student/${a.studentId}/applications`, a.cookie)).json();
    expect(list.studentApplication.map((x: { id: number }) => x.id)).toEqual([
      again.json().studentApplication[0].id,
      a.applicationId,
    ]);
  });

  it('answers 404 when the student has no application yet', async () => {
    const a = await registerApplicant(t, 'none');
    const res = await get(`/api/student/${a.studentId}/applications`, a.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.noApplications);
  });

  it('refuses other students and school users, allows TE users, 401 without a session', async () => {
    const url = `/api/student/${demo.studentId}/applications`;
    expect((await get(url, other)).statusCode).toBe(403);
    expect((await get(url, telo)).statusCode).toBe(403);
    expect((await get(url, te)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(401);
  });
});

describe('GET api/student/application/{id}', () => {
  it('answers the application to the student, TE users, the export school and its import schools', async () => {
    const a = await applicantWithApplication('read');
    const url = `/api/student/application/${a.applicationId}`;
    const own = await get(url, a.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: a.studentId, studentApplication: [{ id: a.applicationId }] });
    // The student sees no export choices or actions.
    expect(own.json().studentApplication[0]).toMatchObject({
      exportStatusOptions: [],
      exportActions: { view: 'hidden', editStatus: 'hidden', editApplication: 'hidden', delete: 'hidden' },
    });
    expect((await get(url, te)).statusCode).toBe(200);
    // The employer's primary TELO (Alpha University) reads it with the Export Application's choices.
    const staff = await get(url, telo);
    expect(staff.statusCode).toBe(200);
    expect(staff.json().studentApplication[0]).toMatchObject({
      exportStatusOptions: [1, 2, 3, 4, 5],
      exportActions: { view: 'enabled', editStatus: 'enabled', editApplication: 'enabled' },
    });
    expect((await get(url, other)).statusCode).toBe(403);
    // An import-side reader (multi@beta.edu: roles at Beta and Gamma) reads their schools' rows (issue 10).
    const importSide = await get(url, importTelo);
    expect(importSide.statusCode).toBe(200);
    expect(
      importSide
        .json()
        .studentApplication[0].studentApplicationSchool.map(
          (s: { importSchoolName: string }) => s.importSchoolName,
        ),
    ).toEqual(['Beta College', 'Gamma University']);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get('/api/student/application/99999999', a.cookie)).statusCode).toBe(404);
  });
});

describe('PUT api/student/{id}/application/{applicationId} (Update EZ Application)', () => {
  let a: Applicant & { applicationId: number };
  beforeAll(async () => {
    a = await applicantWithApplication('update');
  });

  it('changes the address and the schools applied to; classification stays read-only', async () => {
    const res = await put(
      a,
      a.cookie,
      updateBody(
        ['Gamma University', 'Lambda College'],
        { version: 1, studentCategoryId: 7 },
        { studentAddress: '9 Oak Road' },
      ),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.studentAddress).toBe('9 Oak Road');
    expect(body.studentApplication[0]).toMatchObject({ version: 2, studentCategoryId: 2 });
    expect(body.studentApplication[0].studentApplicationSchool).toEqual([
      expect.objectContaining({
        importSchoolName: 'Gamma University',
        importStatus: IMPORT_STATUS.AWAITING_EXPORT_DECISION,
      }),
      expect.objectContaining({
        importSchoolName: 'Lambda College',
        importStatus: IMPORT_STATUS.AWAITING_EXPORT_DECISION,
      }),
    ]);
  });

  it('records the changes in the change log as the student', async () => {
    const rows = await selectRows<{ table_name: string; action: string; modified_by: number }>(
      t,
      sql`select table_name, action, modified_by from change_log
          where application_id = ${a.applicationId} and action in ('INSERT', 'DELETE') and table_name = 'application_schools'
          and modified_at > now() - interval '1 minute'`,
    );
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['INSERT', 'DELETE']));
    expect(rows.every((r) => r.modified_by === a.userId)).toBe(true);
  });

  it('answers 409 when the version sent is stale', async () => {
    const res = await put(a, a.cookie, updateBody(['Gamma University', 'Lambda College'], { version: 1 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(API_MESSAGES.conflict);
  });

  it('keeps a school that acted on the application on the list', async () => {
    await setImportStatus(t, a.applicationId, f.school('Gamma University'), IMPORT_STATUS.UNDER_REVIEW);
    const res = await put(a, a.cookie, updateBody(['Lambda College']));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.importSchoolNotRemovable);
  });

  it('refuses schools not open for the aid year and the employer itself', async () => {
    const disabled = await put(
      a,
      a.cookie,
      updateBody(['Gamma University', 'Lambda College', 'Epsilon State University']),
    );
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().errors['studentApplication.studentApplicationSchool']).toBe(
      M.importSchoolDisabled,
    );
    const employer = await put(
      a,
      a.cookie,
      updateBody(['Gamma University', 'Lambda College', 'Alpha University']),
    );
    expect(employer.json().errors['studentApplication.studentApplicationSchool']).toBe(
      M.importSchoolIsEmployer,
    );
  });

  it.each([
    ['acknowledgment', { acknowledgment: false }, M.acknowledgmentRequired],
    ['studentBirthDate', { studentBirthDate: '2008-00-10' }, M.birthMonthInvalid],
    ['studentZip', { studentZip: 'abcde' }, M.numericOnly],
  ])('validates %s like the EZ application', async (field, change, message) => {
    const res = await put(a, a.cookie, updateBody(['Gamma University', 'Lambda College'], {}, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('locks the list while a school has the student on leave, but still takes the address', async () => {
    await setImportStatus(t, a.applicationId, f.school('Lambda College'), IMPORT_STATUS.LEAVE_OF_ABSENCE);
    const locked = await put(
      a,
      a.cookie,
      updateBody(['Gamma University', 'Lambda College', 'Pi University']),
    );
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(M.applyListLocked);
    const address = await put(
      a,
      a.cookie,
      updateBody(['Lambda College', 'Gamma University'], {}, { studentCity: 'Dayton' }),
    );
    expect(address.statusCode).toBe(200);
    expect(address.json()).toMatchObject({
      studentCity: 'Dayton',
      studentApplication: [{ applyListLocked: true }],
    });
  });

  it('refuses a CLOSED application', async () => {
    const b = await applicantWithApplication('closed');
    await t.database.db.execute(
      sql`update student_applications set application_status = 'CLOSED' where id = ${b.applicationId}`,
    );
    const res = await put(b, b.cookie, updateBody(['Beta College']));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.applicationNotUpdatable);
  });

  it("refuses other students, other schools' staff, anonymous callers and another student's application", async () => {
    const body = updateBody(['Gamma University', 'Lambda College']);
    expect((await put(a, other, body)).statusCode).toBe(403);
    expect((await put(a, importTelo, body)).statusCode).toBe(403);
    expect((await put(a, teRead, body)).statusCode).toBe(403);
    // The export school's editors may call it, with the Export Application's body: the student's is a 400.
    expect((await put(a, te, body)).statusCode).toBe(400);
    expect((await put(a, telo, body)).statusCode).toBe(400);
    expect((await put(a, undefined, body)).statusCode).toBe(401);
    const b = await applicantWithApplication('thief');
    const res = await put({ studentId: b.studentId, applicationId: a.applicationId }, b.cookie, body);
    expect(res.statusCode).toBe(403);
  });
});
