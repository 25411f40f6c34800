import { USER_MESSAGES as M, ROLE, TRAINING } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.js';
import { emailOutbox } from '../../db/schema/outbox.js';
import type { TestContext } from '../../test/app.js';
import { fieldError, type SchoolHelpers, startSchoolSuite } from '../../test/school-fixtures.js';

let t: TestContext;
let h: SchoolHelpers;
let as: Record<string, string>;
let alpha: number;

beforeAll(async () => {
  ({ t, h, as, alpha } = await startSchoolSuite([
    'admin@example.org',
    'readonly.admin@example.org',
    'telo@alpha.edu',
    'multi@beta.edu',
    'student@example.com',
  ]));
});
afterAll(() => t?.close());

const teUser = (email: string, o: Record<string, unknown> = {}) => ({
  userName: email,
  firstName: 'Avery',
  lastName: 'Quinn',
  middleInitial: null,
  email,
  ferpa: 0,
  modifiedBy: 1,
  userRole: [
    { userRoleId: ROLE.EXPORT, readOnly: 1 },
    { userRoleId: ROLE.REPORTS, readOnly: 1 },
  ],
  ...o,
});

describe('GET api/user', () => {
  it('lists TE users with their TE role names for TE admins, read-only ones included', async () => {
    for (const cookie of [as['admin@example.org'], as['readonly.admin@example.org']]) {
      const res = await h.call('GET', '/api/user?usertype=TE', cookie);
      expect(res.statusCode).toBe(200);
      const rows = res.json();
      expect(rows.every((r: { usertype: string }) => r.usertype === 'TE')).toBe(true);
      expect(rows.find((r: { email: string }) => r.email === 'admin@example.org').roleName).toBe('TE Admin');
      expect(rows.find((r: { email: string }) => r.email === 'readonly.admin@example.org').roleName).toBe(
        'TE Admin (Read Only)',
      );
    }
  });

  it('lists every staff account without a user type, TELO roles by school', async () => {
    const rows = (await h.call('GET', '/api/user', as['admin@example.org'])).json();
    expect(rows.some((r: { usertype: string }) => r.usertype === 'STUDENT')).toBe(false);
    expect(rows.find((r: { email: string }) => r.email === 'telo@alpha.edu').roleName).toBe(
      'Alpha University: Primary TELO',
    );
  });

  it('refuses school users, students and anonymous visitors', async () => {
    expect((await h.call('GET', '/api/user?usertype=TE', as['telo@alpha.edu'])).statusCode).toBe(403);
    expect((await h.call('GET', '/api/user?usertype=TE', as['student@example.com'])).statusCode).toBe(403);
    expect((await h.call('GET', '/api/user?usertype=TE')).statusCode).toBe(401);
    expect((await h.call('GET', '/api/user?usertype=STUDENT', as['admin@example.org'])).statusCode).toBe(400);
  });
});

describe('POST and PUT api/user/admin', () => {
  let id: number;

  it('creates a TE user with a temporary password by email; Reports is saved non-read-only', async () => {
    const res = await h.call('POST', '/api/user/admin', as['admin@example.org'], teUser('Avery@Example.org'));
    expect(res.statusCode).toBe(201);
    const { message, user } = res.json();
    expect(message).toBe(M.teCreated);
    expect(user).toMatchObject({
      email: 'avery@example.org',
      usertype: 'TE',
      isPasswordTemp: 1,
      trainingComplete: TRAINING.NOT_REQUIRED,
      roleName: 'Export (Read Only), Reports',
    });
    id = user.id;
    const mail = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'avery@example.org'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.textBody).toMatch(/Temporary password: \S{16}/);
    const dup = await h.call('POST', '/api/user/admin', as['admin@example.org'], teUser('telo@alpha.edu'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(M.emailTaken);
  });

  it('edits a TE user: roles replaced, a new email raises the notice', async () => {
    const res = await h.call(
      'PUT',
      `/api/user/admin/${id}`,
      as['admin@example.org'],
      teUser('avery.quinn@example.org', {
        firstName: 'A name longer than fifteen',
        userRole: [{ userRoleId: ROLE.ADMIN }],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.updated,
      user: {
        email: 'avery.quinn@example.org',
        roleName: 'TE Admin',
        firstName: 'A name longer than fifteen',
      },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row!.emailChangeNotice).toBe(1);
    const telo = await h.userId('telo@alpha.edu');
    expect(
      (await h.call('PUT', `/api/user/admin/${telo}`, as['admin@example.org'], teUser('x@example.org')))
        .statusCode,
    ).toBe(404);
  });

  it('refuses read-only TE admins and school users', async () => {
    const body = teUser('nobody@example.org');
    expect((await h.call('POST', '/api/user/admin', as['readonly.admin@example.org'], body)).statusCode).toBe(
      403,
    );
    expect((await h.call('POST', '/api/user/admin', as['telo@alpha.edu'], body)).statusCode).toBe(403);
    expect(
      (await h.call('PUT', `/api/user/admin/${id}`, as['readonly.admin@example.org'], body)).statusCode,
    ).toBe(403);
    expect((await h.call('POST', '/api/user/admin', undefined, body)).statusCode).toBe(401);
  });

  async function messageOf(overrides: Record<string, unknown>, field: string) {
    const res = await h.call(
      'POST',
      '/api/user/admin',
      as['admin@example.org'],
      teUser('form@example.org', overrides),
    );
    expect(res.statusCode).toBe(400);
    return fieldError(res, field);
  }

  it('Must be 15 characters or less', async () =>
    expect(await messageOf({ firstName: 'x'.repeat(16) }, 'firstName')).toBe(M.firstNameMax));
  it('Must be 20 characters or less', async () =>
    expect(await messageOf({ lastName: 'x'.repeat(21) }, 'lastName')).toBe(M.lastNameMax));
  it('First name is required (TE user)', async () =>
    expect(await messageOf({ firstName: '' }, 'firstName')).toBe(M.firstNameRequired));
  it('Enter a valid email (TE user)', async () =>
    expect(await messageOf({ email: 'x@y' }, 'email')).toBe(M.emailInvalid));
  it('Choose at least one role. (TE user)', async () =>
    expect(await messageOf({ userRole: [] }, 'userRole')).toBe(M.roleRequired));
  it('TE Admin cannot be combined with other roles.', async () => {
    const roles = [{ userRoleId: ROLE.ADMIN }, { userRoleId: ROLE.BILLING }];
    expect(await messageOf({ userRole: roles }, 'userRole')).toBe(M.teAdminExclusive);
  });
});

describe('DELETE api/user/{id}', () => {
  it('removes all access: roles deleted, account deactivated, sessions ended; re-adding re-opens it', async () => {
    const cookie = await t.signIn('multi@beta.edu');
    const id = await h.userId('multi@beta.edu');
    expect((await h.call('DELETE', `/api/user/${id}`, as['readonly.admin@example.org'])).statusCode).toBe(
      403,
    );
    expect((await h.call('DELETE', `/api/user/${id}`, as['telo@alpha.edu'])).statusCode).toBe(403);
    const res = await h.call('DELETE', `/api/user/${id}?modifiedby=5`, as['admin@example.org']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.deleted });
    expect((await h.call('POST', '/api/login/User', cookie)).statusCode).toBe(401);
    expect((await h.call('GET', `/api/user/${id}`, as['admin@example.org'])).statusCode).toBe(404);
    const logs = await h.changeLog('users', id);
    expect(logs.find((l) => l.columnName === 'active' && l.action === 'UPDATE')).toMatchObject({
      oldValue: 'true',
      newValue: 'false',
    });

    const again = await h.call('POST', `/api/user/school/${alpha}`, as['telo@alpha.edu'], {
      title: 'Analyst',
      firstName: 'Riley',
      lastName: 'Chen',
      email: 'multi@beta.edu',
      userRole: [{ userRoleId: ROLE.IMPORT }],
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      newAccount: true,
      user: { id, isPasswordTemp: 1, roleName: 'Import' },
    });
  });

  it('refuses deleting oneself', async () => {
    const me = await h.userId('admin@example.org');
    const res = await h.call('DELETE', `/api/user/${me}`, as['admin@example.org']);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.cannotDeleteSelf);
  });
});

describe('GET api/user/{id} and PUT api/user/{id}', () => {
  it('shows a user to themselves, to TE admins, and to managers of their schools (those roles only)', async () => {
    const billing = await h.userId('billing@alpha.edu');
    expect((await h.call('GET', `/api/user/${billing}`, as['admin@example.org'])).statusCode).toBe(200);
    const byManager = await h.call('GET', `/api/user/${billing}`, as['telo@alpha.edu']);
    expect(byManager.statusCode).toBe(200);
    expect(byManager.json().userRole.every((r: { roleSchoolId: number }) => r.roleSchoolId === alpha)).toBe(
      true,
    );
    expect((await h.call('GET', `/api/user/${billing}`, as['student@example.com'])).statusCode).toBe(403);
    const admin = await h.userId('admin@example.org');
    expect((await h.call('GET', `/api/user/${admin}`, as['telo@alpha.edu'])).statusCode).toBe(403);
    const self = await h.userId('telo@alpha.edu');
    expect((await h.call('GET', `/api/user/${self}`, as['telo@alpha.edu'])).json()).toMatchObject({
      id: self,
    });
  });

  it("updates the signed-in user's own names and keeps the email", async () => {
    const self = await h.userId('telo@alpha.edu');
    const body = { userName: 'x', firstName: 'Dana', lastName: 'Whitfield-Ross', email: 'other@alpha.edu' };
    const res = await h.call('PUT', `/api/user/${self}`, as['telo@alpha.edu'], body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.updated,
      user: { lastName: 'Whitfield-Ross', email: 'telo@alpha.edu', middleInitial: null },
    });
    const other = await h.userId('telo2@alpha.edu');
    expect((await h.call('PUT', `/api/user/${other}`, as['telo@alpha.edu'], body)).statusCode).toBe(403);
    const tooLong = await h.call('PUT', `/api/user/${self}`, as['telo@alpha.edu'], {
      ...body,
      lastName: 'x'.repeat(21),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(fieldError(tooLong, 'lastName')).toBe(M.lastNameMax);
    expect((await h.call('PUT', `/api/user/${self}`, undefined, body)).statusCode).toBe(401);
  });
});
