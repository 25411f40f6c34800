import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeAdmin, parseCreateAdminArgs } from '../../cli/first-admin.js';
import { testConfig } from '../../config.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { users } from '../schema/auth.js';
import { deactivateDemoAccounts, demoAccountsRefusal, findActiveDemoAccounts } from './demo-accounts.js';
import { DEMO_PASSWORD } from './index.js';

// Issue 33, part 5: production refuses to start while an account with the published demo password is
// active; `npm run deactivate-demo` deactivates them all.

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const activeCount = async () =>
  (
    await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.active, true))
  )[0]!.n;

async function openRealAdmin(email: string) {
  return createTeAdmin(
    t.database.db,
    testConfig(),
    parseCreateAdminArgs(['--email', email, '--name', 'Real Admin']),
  );
}

describe('demo accounts', () => {
  it('are every account the demo seed made, staff first', async () => {
    const demo = await findActiveDemoAccounts(t.database.db);
    expect(demo).toHaveLength(await activeCount());
    const emails = demo.map((a) => a.email);
    for (const named of ['admin@example.org', 'newtelo@gamma.edu', 'student@example.com'])
      expect(emails).toContain(named);
    expect(demo.findIndex((a) => a.usertype === 'STUDENT')).toBeGreaterThan(
      demo.findLastIndex((a) => a.usertype !== 'STUDENT'),
    );
  });

  it('leave out an account with a password of its own, and a demo account whose password was changed', async () => {
    const real = await openRealAdmin('real.admin@example.org');
    const cookie = await t.signIn('telo@alpha.edu');
    const id = (
      await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'telo@alpha.edu'))
    )[0]!.id;
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/user/updatepwd/${id}`,
      headers: { cookie },
      payload: { userPassword: DEMO_PASSWORD, userNewPassword: 'Own@Password42' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const emails = (await findActiveDemoAccounts(t.database.db)).map((a) => a.email);
    expect(emails).not.toContain(real.email);
    expect(emails).not.toContain('telo@alpha.edu');
    expect(emails).toHaveLength((await activeCount()) - 2);
  });

  it('are named in the refusal, ten of them and how many more, with the way out', () => {
    const accounts = Array.from({ length: 12 }, (_, i) => ({
      id: i,
      email: `d${i}@example.org`,
      usertype: 'TE',
    }));
    const message = demoAccountsRefusal(accounts)!;
    expect(message).toContain('12 demo account(s) are active');
    expect(message).toContain('d0@example.org, d1@example.org');
    expect(message).toContain('d9@example.org and 2 more');
    expect(message).not.toContain('d10@example.org');
    expect(message).toContain('npm run deactivate-demo');
    expect(message).toContain('npm run create-admin');
    expect(demoAccountsRefusal([])).toBeNull();
  });

  it('are deactivated all at once, their sessions ended, the others untouched', async () => {
    const session = await t.signIn('admin@example.org');
    const before = await findActiveDemoAccounts(t.database.db);
    const deactivated = await deactivateDemoAccounts(t.database.db);
    expect(deactivated.map((a) => a.email).sort()).toEqual(before.map((a) => a.email).sort());
    expect(await findActiveDemoAccounts(t.database.db)).toEqual([]);
    expect(await activeCount()).toBe(2);
    const reload = await t.app.inject({
      method: 'POST',
      url: '/api/login/User',
      headers: { cookie: session },
    });
    expect(reload.statusCode).toBe(401);
    const demoSignIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { userName: 'admin@example.org', userPassword: DEMO_PASSWORD },
    });
    expect(demoSignIn.statusCode).toBe(401);
    expect(await t.signIn('telo@alpha.edu', 'Own@Password42')).toMatch(/^ep_session=/);
    expect(await deactivateDemoAccounts(t.database.db)).toEqual([]);
  });

  it('is still found when it is the only demo account left active', async () => {
    await t.database.db.update(users).set({ active: true }).where(eq(users.email, 'reports@example.org'));
    expect((await findActiveDemoAccounts(t.database.db)).map((a) => a.email)).toEqual([
      'reports@example.org',
    ]);
  });
});
