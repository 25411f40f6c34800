import { API_MESSAGES, USER_MESSAGES as M, ROLE, TRAINING } from '@exchange/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.js';
import { changeLog } from '../../db/schema/change-log.js';
import { DEMO_PASSWORD, type TestContext } from '../../test/app.js';
import { fieldError, type SchoolHelpers, startSchoolSuite } from '../../test/school-fixtures.js';

let t: TestContext;
let h: SchoolHelpers;
let as: Record<string, string>;
let alpha: number;
let beta: number;

beforeAll(async () => {
  ({ t, h, as, alpha, beta } = await startSchoolSuite([
    'admin@example.org',
    'telo@alpha.edu',
    'billing@alpha.edu',
    'multi@beta.edu',
  ]));
});
afterAll(() => t?.close());

const edit = (email: string, o: Record<string, unknown> = {}) => ({
  title: 'Bursar',
  firstName: 'Casey',
  lastName: 'Morgan',
  email,
  DailyDigest: 0,
  userRole: [{ userRoleId: ROLE.BILLING, readOnly: 0 }],
  ...o,
});

describe('PUT api/user/{id}/{schoolId}', () => {
  it("changes a user's email: it becomes the user ID and the user sees the notice until acknowledged", async () => {
    const id = await h.userId('billing@alpha.edu');
    const [loaded] = (await h.call('GET', `/api/user/school/${alpha}`, as['telo@alpha.edu']))
      .json()
      .filter((r: { id: number }) => r.id === id);
    const res = await h.call(
      'PUT',
      `/api/user/${id}/${alpha}`,
      as['telo@alpha.edu'],
      edit('bursar@alpha.edu', { version: loaded.version, trainingComplete: TRAINING.NOT_REQUIRED }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.updated,
      user: { email: 'bursar@alpha.edu', userName: 'bursar@alpha.edu' },
    });
    // A primary TELO (not role 1) cannot change the training status: the stored value stays.
    expect(res.json().user.trainingComplete).toBe(loaded.trainingComplete);

    const logs = await h.changeLog('users', id);
    expect(logs.find((l) => l.columnName === 'email' && l.action === 'UPDATE')).toMatchObject({
      oldValue: 'billing@alpha.edu',
      newValue: 'bursar@alpha.edu',
      modifiedBy: await h.userId('telo@alpha.edu'),
    });

    const cookie = await t.signIn('bursar@alpha.edu', DEMO_PASSWORD);
    const reload = await h.call('POST', '/api/login/User', cookie);
    expect(reload.json()).toMatchObject({ email: 'bursar@alpha.edu', emailChanged: 1 });
    const ack = await h.call('POST', '/api/user/emailnotice/ack', cookie);
    expect(ack.statusCode).toBe(200);
    expect(ack.json().emailChanged).toBe(0);
    expect((await h.call('POST', '/api/login/User', cookie)).json().emailChanged).toBe(0);
    expect((await h.call('POST', '/api/user/emailnotice/ack')).statusCode).toBe(401);

    const stale = await h.call(
      'PUT',
      `/api/user/${id}/${alpha}`,
      as['telo@alpha.edu'],
      edit('bursar@alpha.edu', { version: loaded.version }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(API_MESSAGES.conflict);
  });

  it('lets a role-1 user change the training status', async () => {
    const noor = await h.call('POST', `/api/user/school/${beta}`, as['multi@beta.edu'], {
      ...edit('trainee@beta.edu'),
      trainingComplete: TRAINING.REQUIRED,
    });
    const id = noor.json().user.id;
    const res = await h.call(
      'PUT',
      `/api/user/${id}/${beta}`,
      as['multi@beta.edu'],
      edit('trainee@beta.edu', { trainingComplete: TRAINING.COMPLETE }),
    );
    expect(res.json().user.trainingComplete).toBe(TRAINING.COMPLETE);
  });

  it('refuses an email another account uses, a user of another school, and other roles', async () => {
    const id = await h.userId('telo2@alpha.edu');
    const taken = await h.call(
      'PUT',
      `/api/user/${id}/${alpha}`,
      as['admin@example.org'],
      edit('admin@example.org', { userRole: [{ userRoleId: ROLE.SECONDARY_TELO }] }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.emailTaken);
    const elsewhere = await h.call(
      'PUT',
      `/api/user/${id}/${beta}`,
      as['admin@example.org'],
      edit('telo2@alpha.edu'),
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(
      (await h.call('PUT', `/api/user/${id}/${alpha}`, as['multi@beta.edu'], edit('x@alpha.edu'))).statusCode,
    ).toBe(403);
    expect((await h.call('PUT', `/api/user/${id}/${alpha}`, undefined, edit('x@alpha.edu'))).statusCode).toBe(
      401,
    );
  });
});

describe('school user form rules on the server (1-core §5), one message each', () => {
  async function messageOf(overrides: Record<string, unknown>, field: string) {
    const res = await h.call(
      'POST',
      `/api/user/school/${alpha}`,
      as['telo@alpha.edu'],
      edit('form@alpha.edu', overrides),
    );
    expect(res.statusCode).toBe(400);
    return fieldError(res, field);
  }

  it('Title is required', async () => expect(await messageOf({ title: '' }, 'title')).toBe(M.titleRequired));
  it('First name is required', async () =>
    expect(await messageOf({ firstName: ' ' }, 'firstName')).toBe(M.firstNameRequired));
  it('Last name is required', async () =>
    expect(await messageOf({ lastName: '' }, 'lastName')).toBe(M.lastNameRequired));
  it('Email is required', async () => expect(await messageOf({ email: '' }, 'email')).toBe(M.emailRequired));
  it('Enter a valid email', async () =>
    expect(await messageOf({ email: 'casey@' }, 'email')).toBe(M.emailInvalid));
  it('Must be 1 character or less.', async () =>
    expect(await messageOf({ middleInitial: 'AB' }, 'middleInitial')).toBe(M.middleInitialMax));
  it('Choose at least one role.', async () =>
    expect(await messageOf({ userRole: [] }, 'userRole')).toBe(M.roleRequired));
  it('Primary and Secondary TELO cannot be combined with other roles.', async () => {
    const roles = [{ userRoleId: ROLE.SECONDARY_TELO }, { userRoleId: ROLE.EXPORT }];
    expect(await messageOf({ userRole: roles }, 'userRole')).toBe(M.teloExclusive);
  });
});

describe('DELETE api/user/{id}/{schoolId}', () => {
  it("removes the user's roles at this school only; other schools remain", async () => {
    const multi = await h.userId('multi@beta.edu');
    const added = await h.call(
      'POST',
      `/api/user/school/${alpha}`,
      as['telo@alpha.edu'],
      edit('multi@beta.edu'),
    );
    expect(added.json().newAccount).toBe(false);
    const res = await h.call('DELETE', `/api/user/${multi}/${alpha}?modifiedby=1`, as['telo@alpha.edu']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.deleted });
    const user = (await h.call('GET', `/api/user/${multi}`, as['admin@example.org'])).json();
    expect(user.userRole.every((r: { roleSchoolId: number }) => r.roleSchoolId !== alpha)).toBe(true);
    expect(user.userRole.some((r: { roleSchoolId: number }) => r.roleSchoolId === beta)).toBe(true);
    expect((await h.call('POST', '/api/login/User', as['multi@beta.edu'])).statusCode).toBe(200);
  });

  it('deactivates and signs out a user left without any school', async () => {
    const cookie = await t.signIn('telo2@alpha.edu');
    const id = await h.userId('telo2@alpha.edu');
    expect((await h.call('DELETE', `/api/user/${id}/${alpha}`, as['billing@alpha.edu'])).statusCode).toBe(
      403,
    );
    const res = await h.call('DELETE', `/api/user/${id}/${alpha}`, as['telo@alpha.edu']);
    expect(res.statusCode).toBe(200);
    const telo = await h.userId('telo@alpha.edu');
    const [row] = await t.database.db.select({ active: users.active }).from(users).where(eq(users.id, id));
    expect(row!.active).toBe(false);
    expect((await h.call('POST', '/api/login/User', cookie)).statusCode).toBe(401);
    const roleLogs = await t.database.db
      .select()
      .from(changeLog)
      .where(
        and(
          eq(changeLog.tableName, 'user_roles'),
          eq(changeLog.subjectUserId, id),
          eq(changeLog.action, 'DELETE'),
        ),
      );
    expect(roleLogs.length).toBeGreaterThan(0);
    expect(roleLogs.every((l) => l.modifiedBy === telo)).toBe(true);
  });
});
