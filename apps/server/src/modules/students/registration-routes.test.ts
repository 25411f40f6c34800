import { AUTH_MESSAGES, STUDENT_MESSAGES as M } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, startTestApp, type TestContext } from '../../test/app.js';
import { selectRows } from '../../test/student-fixtures.js';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const valid = {
  userName: 'casey.nguyen@example.net',
  firstName: 'Casey',
  middleInitial: 'J',
  lastName: 'Nguyen',
  email: 'Casey.Nguyen@example.net',
  userPassword: 'Strong@Password9',
  confirmPassword: 'Strong@Password9',
  userType: 'STUDENT',
  ferpa: 1,
};
const register = (payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/student/register',
    payload,
    headers: cookie ? { cookie } : {},
  });

describe('POST api/student/register (applicant sign-up)', () => {
  it('creates a STUDENT account and student record, signs in and answers the session user', async () => {
    const res = await register(valid);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      userName: 'casey.nguyen@example.net',
      email: 'casey.nguyen@example.net',
      firstName: 'Casey',
      middleInitial: 'J',
      lastName: 'Nguyen',
      usertype: 'STUDENT',
      ferpa: 1,
      isPasswordTemp: 0,
      userRole: [],
    });
    expect(user.studentId).toEqual(expect.any(Number));
    expect(res.cookies.find((c) => c.name === 'ep_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });

    const cookie = sessionCookie(res);
    const reload = await t.app.inject({ method: 'POST', url: '/api/login/User', headers: { cookie } });
    expect(reload.json()).toMatchObject({ id: user.id, studentId: user.studentId });
    const student = await t.app.inject({
      method: 'GET',
      url: `/api/student/${user.studentId}`,
      headers: { cookie },
    });
    expect(student.json()).toMatchObject({
      studentFirstName: 'Casey',
      studentLastName: 'Nguyen',
      studentMiddleInitial: 'J',
      studentEmail: 'casey.nguyen@example.net',
      ferpa: 1,
      countryId: 1,
      studentAddress: null,
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { userName: 'casey.nguyen@example.net', userPassword: 'Strong@Password9' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('records the new account and student record in the change log', async () => {
    const res = await register({ ...valid, email: 'logged@example.net', userName: 'logged@example.net' });
    const { id, studentId } = res.json();
    const rows = await selectRows<{ table_name: string; modified_by: number | null }>(
      t,
      sql`select table_name, modified_by from change_log
          where (table_name = 'users' and record_id = ${id}) or (table_name = 'students' and record_id = ${studentId})`,
    );
    const tables = new Set(rows.map((r) => r.table_name));
    expect(tables).toEqual(new Set(['users', 'students']));
    expect(rows.filter((r) => r.table_name === 'students').every((r) => r.modified_by === id)).toBe(true);
  });

  it('ends the session the browser had before signing up', async () => {
    const before = await t.signIn('newstudent@example.com');
    const res = await register(
      { ...valid, email: 'rotated@example.net', userName: 'rotated@example.net' },
      before,
    );
    expect(res.statusCode).toBe(201);
    const old = await t.app.inject({ method: 'POST', url: '/api/login/User', headers: { cookie: before } });
    expect(old.statusCode).toBe(401);
  });

  it('stores FERPA consent 0 when the box is left unchecked', async () => {
    const res = await register({ ...valid, email: 'noferpa@example.net', ferpa: 0 });
    expect(res.json().ferpa).toBe(0);
  });

  it("answers 409 'Requested username is unavailable' for an address on file, staff included", async () => {
    for (const email of ['student@example.com', 'TELO@alpha.edu']) {
      const res = await register({ ...valid, email, userName: email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 409, message: M.usernameUnavailable });
      expect(res.cookies.find((c) => c.name === 'ep_session')).toBeUndefined();
    }
  });

  it.each([
    ['firstName', { firstName: '' }, M.firstNameRequired],
    ['lastName', { lastName: '' }, M.lastNameRequired],
    ['firstName', { firstName: 'A'.repeat(16) }, M.firstNameMax],
    ['lastName', { lastName: 'B'.repeat(21) }, M.lastNameMax],
    ['middleInitial', { middleInitial: 'JK' }, M.middleInitialMax],
    ['email', { email: '' }, M.emailRequired],
    ['email', { email: 'casey@' }, M.emailInvalid],
    ['userPassword', { userPassword: '', confirmPassword: '' }, M.passwordRequired],
    ['userPassword', { userPassword: 'password', confirmPassword: 'password' }, AUTH_MESSAGES.passwordRule],
    ['confirmPassword', { confirmPassword: 'Strong@Password8' }, AUTH_MESSAGES.passwordMustMatch],
    ['confirmPassword', { confirmPassword: '' }, M.confirmPasswordRequired],
    ['userType', { userType: 'TE' }, undefined],
  ])('refuses %s %j with its message', async (field, change, message) => {
    const res = await register({ ...valid, email: 'invalid@example.net', ...change });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().errors[field]).toBe(message);
    else expect(res.json().errors[field]).toBeDefined();
    const made = await selectRows(t, sql`select 1 from users where email = 'invalid@example.net'`);
    expect(made).toHaveLength(0);
  });
});

describe('POST api/student (student record of the signed-in account)', () => {
  it('creates the record for a STUDENT account without one, and answers the existing one after', async () => {
    const db = t.database.db;
    await db.execute(sql`insert into users (user_name, email, first_name, last_name, usertype, training_complete, password_hash)
      select 'norecord@example.net', 'norecord@example.net', 'Noa', 'Record', 'STUDENT', 2, password_hash
      from users where email = 'newstudent@example.com'`);
    const cookie = await t.signIn('norecord@example.net');
    const first = await t.app.inject({ method: 'POST', url: '/api/student', headers: { cookie } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      studentFirstName: 'Noa',
      studentEmail: 'norecord@example.net',
      ferpa: 0,
    });
    const second = await t.app.inject({ method: 'POST', url: '/api/student', headers: { cookie } });
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
  });

  it('refuses staff (403) and anonymous callers (401)', async () => {
    const staff = await t.signIn('admin@example.org');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/student', headers: { cookie: staff } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/student' })).statusCode).toBe(401);
  });
});
