import { AUTH_MESSAGES, USER_MESSAGES as M, ROLE } from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/outbox.js';
import type { TestContext } from '../../test/app.js';
import { type SchoolHelpers, startSchoolSuite } from '../../test/school-fixtures.js';

let t: TestContext;
let h: SchoolHelpers;
let as: Record<string, string>;
let alpha: number;
let beta: number;

beforeAll(async () => {
  ({ t, h, as, alpha, beta } = await startSchoolSuite([
    'admin@example.org',
    'readonly.admin@example.org',
    'telo@alpha.edu',
    'telo2@alpha.edu',
    'multi@beta.edu',
    'student@example.com',
  ]));
});
afterAll(() => t?.close());

const person = (email: string, o: Record<string, unknown> = {}) => ({
  title: 'Coordinator',
  firstName: 'Rowan',
  lastName: 'Pike',
  email,
  DailyDigest: 0,
  userRole: [{ userRoleId: ROLE.EXPORT, readOnly: 0 }],
  ...o,
});
const admin = [{ userRoleId: ROLE.ADMIN, readOnly: 0 }];
const mailTo = (email: string) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

describe('who may call is decided before the body is looked at', () => {
  const invalid = { title: '', email: 'not-an-email', userRole: [] };

  it('gives students, other schools and read-only users 403, not the form messages', async () => {
    const studentCalls = [
      ['POST', `/api/user/school/${alpha}`],
      ['PUT', `/api/user/1/${alpha}`],
      ['POST', '/api/user/admin'],
      ['PUT', '/api/user/admin/1'],
      ['PUT', '/api/user/1'],
    ] as const;
    for (const [method, url] of studentCalls) {
      const res = await h.call(method, url, as['student@example.com'], invalid);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const otherSchool = await h.call('POST', `/api/user/school/${alpha}`, as['multi@beta.edu'], invalid);
    expect(otherSchool.statusCode).toBe(403);
    const readOnly = await h.call('PUT', `/api/user/1/${alpha}`, as['readonly.admin@example.org'], invalid);
    expect(readOnly.statusCode).toBe(403);
    expect(
      (await h.call('POST', '/api/user/admin', as['readonly.admin@example.org'], invalid)).statusCode,
    ).toBe(403);
    const telo = await h.userId('telo@alpha.edu');
    const othersProfile = await h.call('PUT', `/api/user/${telo}`, as['telo2@alpha.edu'], invalid);
    expect(othersProfile.statusCode).toBe(403);
    const othersPassword = await h.call('PUT', `/api/user/updatepwd/${telo}`, as['telo2@alpha.edu'], {});
    expect(othersPassword.statusCode).toBe(403);
  });

  it('still answers the form messages to those who may use the form', async () => {
    const res = await h.call('POST', `/api/user/school/${alpha}`, as['telo@alpha.edu'], invalid);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ title: M.titleRequired, userRole: M.roleRequired });
  });
});

describe('own roles', () => {
  it('a school user manager changes their own details but not their own roles or access', async () => {
    const id = await h.userId('telo@alpha.edu');
    const self = person('telo@alpha.edu', {
      title: 'Director of Human Resources and Payroll',
      firstName: 'Dana',
      lastName: 'Whitfield',
      DailyDigest: 1,
    });
    const escalate = await h.call('PUT', `/api/user/${id}/${alpha}`, as['telo@alpha.edu'], {
      ...self,
      userRole: admin,
    });
    expect(escalate.statusCode).toBe(409);
    expect(escalate.json().message).toBe(M.cannotChangeOwnRoles);

    const same = await h.call('PUT', `/api/user/${id}/${alpha}`, as['telo@alpha.edu'], {
      ...self,
      userRole: [{ userRoleId: ROLE.PRIMARY_TELO }],
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().user).toMatchObject({
      title: 'Director of Human Resources and Payroll',
      roleName: 'Primary TELO',
    });

    const remove = await h.call('DELETE', `/api/user/${id}/${alpha}`, as['telo@alpha.edu']);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(M.cannotRemoveSelf);
  });

  it('a TE admin changes their own names but not their own TE roles', async () => {
    const id = await h.userId('admin@example.org');
    const body = { firstName: 'Morgan', lastName: 'Ellison', email: 'admin@example.org' };
    const demote = await h.call('PUT', `/api/user/admin/${id}`, as['admin@example.org'], {
      ...body,
      userRole: [{ userRoleId: ROLE.REPORTS }],
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(M.cannotChangeOwnRoles);
    const names = await h.call('PUT', `/api/user/admin/${id}`, as['admin@example.org'], {
      ...body,
      middleInitial: 'J',
      userRole: admin,
    });
    expect(names.statusCode).toBe(200);
    expect(names.json().user).toMatchObject({ middleInitial: 'J', roleName: 'TE Admin' });
  });
});

describe('the Admin role is given, changed and taken away by role-1 users only', () => {
  it('refuses a primary TELO giving it to a new or an existing account', async () => {
    const created = await h.call(
      'POST',
      `/api/user/school/${alpha}`,
      as['telo@alpha.edu'],
      person('rowan.pike@alpha.edu', { userRole: admin }),
    );
    expect(created.statusCode).toBe(403);
    expect(created.json()).toMatchObject({
      message: M.adminRoleOnlyAdmin,
      errors: { userRole: M.adminRoleOnlyAdmin },
    });
    expect(await mailTo('rowan.pike@alpha.edu')).toHaveLength(0);

    const existing = await h.call(
      'POST',
      `/api/user/school/${alpha}`,
      as['telo@alpha.edu'],
      person('multi@beta.edu', { userRole: admin }),
    );
    expect(existing.statusCode).toBe(403);
    expect(existing.json().message).toBe(M.adminRoleOnlyAdmin);
  });

  it('lets a TE admin give it; a primary TELO then cannot change, remove or delete it', async () => {
    const given = await h.call(
      'POST',
      `/api/user/school/${alpha}`,
      as['admin@example.org'],
      person('avery.stone@alpha.edu', { userRole: [...admin, { userRoleId: ROLE.EXPORT, readOnly: 0 }] }),
    );
    expect(given.statusCode).toBe(201);
    const id = given.json().user.id;

    const readOnly = await h.call('PUT', `/api/user/${id}/${alpha}`, as['telo@alpha.edu'], {
      ...person('avery.stone@alpha.edu'),
      userRole: [
        { userRoleId: ROLE.ADMIN, readOnly: 1 },
        { userRoleId: ROLE.EXPORT, readOnly: 0 },
      ],
    });
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().message).toBe(M.adminRoleOnlyAdmin);

    // Other roles of a school admin stay the primary TELO's to change.
    const otherRoles = await h.call('PUT', `/api/user/${id}/${alpha}`, as['telo@alpha.edu'], {
      ...person('avery.stone@alpha.edu'),
      userRole: [...admin, { userRoleId: ROLE.IMPORT, readOnly: 1 }],
    });
    expect(otherRoles.statusCode).toBe(200);
    expect(otherRoles.json().user.roleName).toBe('Admin, Import (Read Only)');

    const removed = await h.call('DELETE', `/api/user/${id}/${alpha}`, as['telo@alpha.edu']);
    expect(removed.statusCode).toBe(403);
    expect(removed.json().message).toBe(M.adminRoleOnlyAdmin);
    expect((await h.call('DELETE', `/api/user/${id}/${alpha}`, as['admin@example.org'])).statusCode).toBe(
      200,
    );
  });

  it('lets a school admin (role 1) give it at their school', async () => {
    const res = await h.call(
      'POST',
      `/api/user/school/${beta}`,
      as['multi@beta.edu'],
      person('quinn.hale@beta.edu', { userRole: admin }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().user.roleName).toBe('Admin');
  });
});

describe('refusals name the field they are about', () => {
  it('puts a taken email on the email field and a taken TELO slot on the roles', async () => {
    const taken = await h.call(
      'POST',
      `/api/user/school/${alpha}`,
      as['telo@alpha.edu'],
      person('admin@example.org'),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: M.emailTaken });
    const here = await h.call(
      'POST',
      `/api/user/school/${alpha}`,
      as['telo@alpha.edu'],
      person('telo2@alpha.edu'),
    );
    expect(here.json().errors).toEqual({ email: M.alreadyAtSchool });
    const slot = await h.call(
      'POST',
      `/api/user/school/${alpha}`,
      as['telo@alpha.edu'],
      person('jo.marsh@alpha.edu', { userRole: [{ userRoleId: ROLE.PRIMARY_TELO }] }),
    );
    expect(slot.statusCode).toBe(409);
    expect(slot.json().errors).toEqual({ userRole: M.primaryUsed });
  });
});

describe("an administrator's change of a staff email", () => {
  it('tells the old and the new address what the sign-in user ID now is', async () => {
    const created = await h.call(
      'POST',
      `/api/user/school/${alpha}`,
      as['telo@alpha.edu'],
      person('sam.reed@alpha.edu'),
    );
    const { id, version } = created.json().user;
    const res = await h.call(
      'PUT',
      `/api/user/${id}/${alpha}`,
      as['telo@alpha.edu'],
      person('sam.reed@alpha.org', { version }),
    );
    expect(res.statusCode).toBe(200);
    for (const address of ['sam.reed@alpha.edu', 'sam.reed@alpha.org']) {
      const mails = (await mailTo(address)).filter((m) => m.subject.includes('sign-in user ID'));
      expect(mails, address).toHaveLength(1);
      expect(mails[0]?.textBody).toContain('User ID: sam.reed@alpha.org');
    }
  });
});

describe('sign-in password', () => {
  it('has no form rule: an empty password gets the one sign-in failure message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { userName: 'telo2@alpha.edu', userPassword: '' },
      remoteAddress: '10.9.9.9',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(AUTH_MESSAGES.signInFailed);
  });
});
