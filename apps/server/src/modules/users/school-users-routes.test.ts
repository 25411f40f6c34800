import { USER_MESSAGES as M, ROLE, TRAINING } from '@exchange/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles, users } from '../../db/schema/auth.js';
import { emailOutbox } from '../../db/schema/outbox.js';
import type { TestContext } from '../../test/app.js';
import { type SchoolHelpers, startSchoolSuite } from '../../test/school-fixtures.js';

let t: TestContext;
let h: SchoolHelpers;
let as: Record<string, string>;
let alpha: number;
let beta: number;
let gamma: number;

beforeAll(async () => {
  ({ t, h, as, alpha, beta, gamma } = await startSchoolSuite([
    'admin@example.org',
    'readonly.admin@example.org',
    'telo@alpha.edu',
    'telo2@alpha.edu',
    'billing@alpha.edu',
    'multi@beta.edu',
    'student@example.com',
  ]));
});
afterAll(() => t?.close());

const person = (email: string, o: Record<string, unknown> = {}) => ({
  userName: 'ignored',
  title: 'Coordinator',
  firstName: 'Noor',
  lastName: 'Haddad',
  middleInitial: 'Q',
  email,
  trainingComplete: TRAINING.COMPLETE,
  DailyDigest: 0,
  isPasswordTemp: 0,
  userType: 'TE',
  ferpa: 1,
  modifiedBy: 1,
  userRole: [{ userRoleId: ROLE.EXPORT, readOnly: 1 }],
  ...o,
});

async function account(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row!;
}

async function mailTo(email: string) {
  return t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
}

describe('GET api/user/school/{schoolId}', () => {
  it('answers the grid rows by last name with roles here and the TELO slot flags', async () => {
    const res = await h.call('GET', `/api/user/school/${alpha}`, as['telo@alpha.edu']);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    const names = rows.map((r: { lastName: string }) => r.lastName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const primary = rows.find((r: { email: string }) => r.email === 'telo@alpha.edu');
    const secondary = rows.find((r: { email: string }) => r.email === 'telo2@alpha.edu');
    expect(primary).toMatchObject({
      roleName: 'Primary TELO',
      primaryUsed: false,
      secondaryUsed: true,
      DailyDigest: 1,
    });
    expect(secondary).toMatchObject({ roleName: 'Secondary TELO', primaryUsed: true, secondaryUsed: false });
    expect(primary.userRole).toEqual([
      expect.objectContaining({ roleSchoolId: alpha, userRoleId: ROLE.PRIMARY_TELO }),
    ]);
    expect(primary).not.toHaveProperty('ferpa');
  });

  it('is readable by user managers (read-only TE admin too), refused to other roles and schools', async () => {
    expect((await h.call('GET', `/api/user/school/${beta}`, as['multi@beta.edu'])).statusCode).toBe(200);
    expect(
      (await h.call('GET', `/api/user/school/${alpha}`, as['readonly.admin@example.org'])).statusCode,
    ).toBe(200);
    expect((await h.call('GET', `/api/user/school/${alpha}`, as['billing@alpha.edu'])).statusCode).toBe(403);
    expect((await h.call('GET', `/api/user/school/${gamma}`, as['multi@beta.edu'])).statusCode).toBe(403);
    expect((await h.call('GET', `/api/user/school/${alpha}`, as['student@example.com'])).statusCode).toBe(
      403,
    );
    expect((await h.call('GET', `/api/user/school/${alpha}`)).statusCode).toBe(401);
  });
});

describe('POST api/user/school/{schoolId}', () => {
  it('opens a new account with a temporary password sent through the outbox, and logs it', async () => {
    const res = await h.call(
      'POST',
      `/api/user/school/${beta}`,
      as['multi@beta.edu'],
      person('Noor@Beta.edu'),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ message: M.created, newAccount: true });
    expect(body.user).toMatchObject({
      email: 'noor@beta.edu',
      userName: 'noor@beta.edu',
      usertype: 'TELO',
      isPasswordTemp: 1,
      trainingComplete: TRAINING.COMPLETE,
      roleName: 'Export (Read Only)',
    });
    const [mail] = await mailTo('noor@beta.edu');
    expect(mail?.textBody).toContain('User ID: noor@beta.edu');
    const password = /Temporary password: (\S+)/.exec(mail!.textBody)![1]!;
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { userName: 'noor@beta.edu', userPassword: password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ isPasswordTemp: 1, usertype: 'TELO' });

    const multiId = await h.userId('multi@beta.edu');
    const roleLogs = await h.changeLog('user_roles', await roleRowId(body.user.id, beta));
    expect(roleLogs.find((l) => l.columnName === 'role_id')).toMatchObject({
      action: 'INSERT',
      newValue: String(ROLE.EXPORT),
      modifiedBy: multiId,
      schoolId: beta,
      logType: 'TELO',
    });
    const userLogs = await h.changeLog('users', body.user.id);
    expect(userLogs.find((l) => l.columnName === 'email')).toMatchObject({
      action: 'INSERT',
      modifiedBy: multiId,
    });
    expect(userLogs.some((l) => l.columnName === 'password_hash')).toBe(false);
  });

  it("ignores a non-admin's training status and forces the daily digest for a TELO role", async () => {
    const res = await h.call(
      'POST',
      `/api/user/school/${gamma}`,
      as['admin@example.org'],
      person('sec@gamma.edu', { userRole: [{ userRoleId: ROLE.SECONDARY_TELO }] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ trainingComplete: TRAINING.COMPLETE, DailyDigest: 1 });
    const byTelo = await h.call(
      'POST',
      `/api/user/school/${alpha}`,
      as['telo@alpha.edu'],
      person('new@alpha.edu'),
    );
    expect(byTelo.statusCode).toBe(201);
    expect(byTelo.json().user.trainingComplete).toBe(TRAINING.REQUIRED);
  });

  it('gives an existing TELO a role at this school instead of a second account', async () => {
    const before = await account('multi@beta.edu');
    const res = await h.call(
      'POST',
      `/api/user/school/${alpha}`,
      as['telo@alpha.edu'],
      person('multi@beta.edu', { firstName: 'Someone', userRole: [{ userRoleId: ROLE.IMPORT }] }),
    );
    expect(res.statusCode).toBe(201);
    // The answer echoes what was typed; the account keeps its own name (account-takeover.test.ts).
    expect(res.json()).toMatchObject({ newAccount: false, user: { id: before.id, firstName: 'Someone' } });
    expect((await account('multi@beta.edu')).firstName).toBe(before.firstName);
    const mail = await mailTo('multi@beta.edu');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.textBody).not.toContain('Temporary password');
    const again = await h.call(
      'POST',
      `/api/user/school/${alpha}`,
      as['telo@alpha.edu'],
      person('multi@beta.edu'),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyAtSchool);
    const te = await h.call(
      'POST',
      `/api/user/school/${alpha}`,
      as['telo@alpha.edu'],
      person('admin@example.org'),
    );
    expect(te.statusCode).toBe(409);
    expect(te.json().message).toBe(M.emailTaken);
  });

  it('keeps one primary and one secondary TELO per school', async () => {
    const primary = await h.call(
      'POST',
      `/api/user/school/${alpha}`,
      as['admin@example.org'],
      person('second.primary@alpha.edu', { userRole: [{ userRoleId: ROLE.PRIMARY_TELO }] }),
    );
    expect(primary.statusCode).toBe(409);
    expect(primary.json().message).toBe(M.primaryUsed);
    const telo2 = await h.userId('telo2@alpha.edu');
    const promote = await h.call(
      'PUT',
      `/api/user/${telo2}/${alpha}`,
      as['admin@example.org'],
      person('telo2@alpha.edu', { userRole: [{ userRoleId: ROLE.PRIMARY_TELO }] }),
    );
    expect(promote.statusCode).toBe(409);
    expect(promote.json().message).toBe(M.primaryUsed);
    const secondary = await h.call(
      'POST',
      `/api/user/school/${alpha}`,
      as['admin@example.org'],
      person('second.secondary@alpha.edu', { userRole: [{ userRoleId: ROLE.SECONDARY_TELO }] }),
    );
    expect(secondary.statusCode).toBe(409);
    expect(secondary.json().message).toBe(M.secondaryUsed);
  });

  it('refuses other roles, read-only TE admins, other schools, students and anonymous visitors', async () => {
    const body = person('refused@alpha.edu');
    expect(
      (await h.call('POST', `/api/user/school/${alpha}`, as['billing@alpha.edu'], body)).statusCode,
    ).toBe(403);
    expect(
      (await h.call('POST', `/api/user/school/${alpha}`, as['readonly.admin@example.org'], body)).statusCode,
    ).toBe(403);
    expect((await h.call('POST', `/api/user/school/${gamma}`, as['multi@beta.edu'], body)).statusCode).toBe(
      403,
    );
    expect(
      (await h.call('POST', `/api/user/school/${alpha}`, as['student@example.com'], body)).statusCode,
    ).toBe(403);
    expect((await h.call('POST', `/api/user/school/${alpha}`, undefined, body)).statusCode).toBe(401);
  });
});

/** The user_roles row id of a user's first role at a school. */
async function roleRowId(userId: number, schoolId: number) {
  const [row] = await t.database.db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.schoolId, schoolId)))
    .orderBy(asc(userRoles.id))
    .limit(1);
  return row!.id;
}
