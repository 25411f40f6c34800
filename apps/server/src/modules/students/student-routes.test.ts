import { STUDENT_MESSAGES as M } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApp, type TestContext } from '../../test/app.js';
import {
  type ApplicationFixtures,
  createApplicationFixtures,
  registerApplicant,
  selectRows,
} from '../../test/student-fixtures.js';

let t: TestContext;
let f: ApplicationFixtures;
let student: { cookie: string; studentId: number };
let staff: string;
beforeAll(async () => {
  t = await startTestApp();
  f = await createApplicationFixtures(t);
  const cookie = await t.signIn('student@example.com');
  const me = await t.app.inject({ method: 'POST', url: '/api/login/User', headers: { cookie } });
  student = { cookie, studentId: me.json().studentId };
  staff = await t.signIn('telo@alpha.edu');
});
afterAll(() => t?.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const putProfile = (studentId: number, cookie: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/student/${studentId}`, headers: { cookie }, payload });

describe('GET api/student/{id}', () => {
  it('answers the student their own record', async () => {
    const res = await get(`/api/student/${student.studentId}`, student.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: student.studentId,
      studentFirstName: 'Jamie',
      studentEmail: 'student@example.com',
      studentAddress: '42 Maple Avenue',
      studentBirthDate: '2008-03-14',
      version: expect.any(Number),
    });
  });

  it('refuses another student and school users, allows TE users, and 401 without a session', async () => {
    const other = await t.signIn('newstudent@example.com');
    expect((await get(`/api/student/${student.studentId}`, other)).statusCode).toBe(403);
    expect((await get(`/api/student/${student.studentId}`, staff)).statusCode).toBe(403);
    const te = await t.signIn('admin@example.org');
    expect((await get(`/api/student/${student.studentId}`, te)).statusCode).toBe(200);
    expect((await get(`/api/student/${student.studentId}`)).statusCode).toBe(401);
  });
});

describe('PUT api/student/{id} (student profile)', () => {
  const profile = {
    studentFirstName: 'Robin',
    studentLastName: 'Hale',
    studentMiddleInitial: 'Q',
    studentEmail: 'robin.hale@example.net',
    ferpa: 0,
  };

  it('updates names and email; the new email is the sign-in ID; FERPA can be given', async () => {
    const a = await registerApplicant(t, 'profile');
    await t.database.db.execute(sql`update users set ferpa = 0 where id = ${a.userId}`);
    await t.database.db.execute(sql`update students set ferpa = 0 where id = ${a.studentId}`);
    const res = await putProfile(a.studentId, a.cookie, { ...profile, ferpa: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...profile, ferpa: 1 });
    const me = await t.app.inject({ method: 'POST', url: '/api/login/User', headers: { cookie: a.cookie } });
    expect(me.json()).toMatchObject({
      userName: profile.studentEmail,
      email: profile.studentEmail,
      firstName: 'Robin',
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { userName: profile.studentEmail, userPassword: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const logged = await selectRows<{ column_name: string }>(
      t,
      sql`select column_name from change_log where table_name = 'students' and record_id = ${a.studentId}
          and action = 'UPDATE' and modified_by = ${a.userId}`,
    );
    expect(logged.map((r) => r.column_name)).toEqual(
      expect.arrayContaining(['student_first_name', 'student_email', 'ferpa']),
    );
  });

  it('never clears FERPA consent once given', async () => {
    const a = await registerApplicant(t, 'ferpa');
    const res = await putProfile(a.studentId, a.cookie, { ...profile, studentEmail: a.email, ferpa: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ ferpa: M.ferpaCannotBeCleared });
  });

  it('keeps FERPA as it is when left out', async () => {
    const a = await registerApplicant(t, 'keep');
    const { ferpa: _ferpa, ...rest } = profile;
    const res = await putProfile(a.studentId, a.cookie, { ...rest, studentEmail: a.email });
    expect(res.json().ferpa).toBe(1);
  });

  it('refuses the employee email of an open application', async () => {
    const res = await putProfile(student.studentId, student.cookie, {
      ...profile,
      studentEmail: 'Elena.Rivera@alpha.edu',
      ferpa: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ studentEmail: M.emailsMustDiffer });
  });

  it("answers 409 'Requested username is unavailable' for another account's email", async () => {
    const a = await registerApplicant(t, 'taken');
    const res = await putProfile(a.studentId, a.cookie, {
      ...profile,
      studentEmail: 'telo2@alpha.edu',
      ferpa: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.usernameUnavailable);
  });

  it('answers 409 when the version sent is stale', async () => {
    const a = await registerApplicant(t, 'stale');
    const body = { ...profile, studentEmail: a.email, ferpa: 1, version: 1 };
    const first = await putProfile(a.studentId, a.cookie, body);
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(2);
    const second = await putProfile(a.studentId, a.cookie, body);
    expect(second.statusCode).toBe(409);
  });

  it.each([
    ['studentFirstName', { studentFirstName: '' }, M.firstNameRequired],
    ['studentFirstName', { studentFirstName: 'A'.repeat(16) }, M.firstNameMax],
    ['studentLastName', { studentLastName: '' }, M.lastNameRequired],
    ['studentLastName', { studentLastName: 'B'.repeat(21) }, M.lastNameMax],
    ['studentMiddleInitial', { studentMiddleInitial: 'QR' }, M.middleInitialMax],
    ['studentEmail', { studentEmail: '' }, M.emailRequired],
    ['studentEmail', { studentEmail: 'robin@' }, M.emailInvalid],
  ])('refuses %s %j with its message', async (field, change, message) => {
    const res = await putProfile(student.studentId, student.cookie, { ...profile, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('refuses another student, staff and anonymous callers', async () => {
    const other = await t.signIn('newstudent@example.com');
    const te = await t.signIn('admin@example.org');
    expect((await putProfile(student.studentId, other, profile)).statusCode).toBe(403);
    expect((await putProfile(student.studentId, te, profile)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/student/${student.studentId}`,
      payload: profile,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('school options', () => {
  type Option = { id: number; schoolName: string; deadlineStatus: string; nonEduAccepted?: number };

  it('lists employers by name with deadlineStatus, nonEduAccepted and custom field labels', async () => {
    const res = await get(`/api/schools/exportschools/${f.aidYearId}`, student.cookie);
    expect(res.statusCode).toBe(200);
    const options = res.json() as Option[];
    const names = options.map((o) => o.schoolName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const byName = (n: string) => options.find((o) => o.schoolName === n);
    expect(byName('Alpha University')).toMatchObject({
      deadlineStatus: 'ENABLED',
      nonEduAccepted: 0,
      customField1: 'Department',
      customField2: 'Supervisor Name',
      customField3: null,
      city: 'Columbus',
      state: 'OH',
    });
    expect(byName('Delta College')).toMatchObject({ deadlineStatus: 'ENABLED', nonEduAccepted: 1 });
    expect(byName('Epsilon State University')?.deadlineStatus).toBe('DISABLED');
    expect(byName('Zeta College')?.deadlineStatus).toBe('DISABLED');
  });

  it('lists import schools without the employer or opted-out schools; closed ones are DISABLED', async () => {
    const url = `/api/schools/importschools/${f.school('Alpha University')}/${f.aidYearId}`;
    const options = (await get(url, student.cookie)).json() as Option[];
    const byName = (n: string) => options.find((o) => o.schoolName === n);
    expect(byName('Alpha University')).toBeUndefined();
    expect(byName('Psi College')).toBeUndefined();
    expect(byName('Beta College')).toEqual({
      id: f.school('Beta College'),
      schoolName: 'Beta College',
      city: 'Burlington',
      state: 'VT',
      deadlineStatus: 'ENABLED',
    });
    expect(byName('Epsilon State University')?.deadlineStatus).toBe('DISABLED');
    expect(byName('Zeta College')?.deadlineStatus).toBe('DISABLED');
    expect(byName('Chi University')?.deadlineStatus).toBe('DISABLED');
  });

  it('answers 404 for an unknown aid year and 401 without a session', async () => {
    expect((await get('/api/schools/exportschools/999999', student.cookie)).statusCode).toBe(404);
    expect((await get(`/api/schools/exportschools/${f.aidYearId}`)).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents every student call', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/student/register',
      '/api/student/{id}/application',
      '/api/student/{id}/application/{applicationId}',
      '/api/student/{id}/transferprefill',
      '/api/schools/importschools/{exportSchoolId}/{aidYearId}',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
