import { AUTH_MESSAGES } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, sessionCookie, startTestApp, type TestContext } from '../../test/app.js';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const login = (userName: string, userPassword: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { userName, userPassword }, remoteAddress });

describe('POST api/login', () => {
  it('signs a TELO in, sets an httpOnly SameSite=Lax cookie and answers the user with roles', async () => {
    const res = await login('telo@alpha.edu', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'ep_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const user = res.json();
    expect(user).toMatchObject({ email: 'telo@alpha.edu', usertype: 'TELO', multiSchoolAccess: false });
    expect(user.userRole).toEqual([
      expect.objectContaining({ schoolName: 'Alpha University', userRoleId: 6, readOnly: 0 }),
    ]);
    expect(JSON.stringify(user)).not.toMatch(/password_?hash/i);
  });

  it('gives the same message for a wrong password and an unknown account', async () => {
    const wrong = await login('telo2@alpha.edu', 'Wrong@Password1', '10.0.0.1');
    const unknown = await login('nobody@alpha.edu', 'Wrong@Password1', '10.0.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: 401, message: AUTH_MESSAGES.signInFailed });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies.find((c) => c.name === 'ep_session')).toBeUndefined();
  });

  it('refuses a TELO whose training is not complete, without a session', async () => {
    const res = await login('untrained@delta.edu', DEMO_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.trainingIncomplete);
    expect(res.cookies.find((c) => c.name === 'ep_session')).toBeUndefined();
  });

  it('validates the email with the form messages', async () => {
    const empty = await login('', 'x');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.userName).toBe(AUTH_MESSAGES.emailRequired);
    const invalid = await login('not-an-email', 'x');
    expect(invalid.json().errors.userName).toBe(AUTH_MESSAGES.emailInvalid);
  });

  it('throttles repeated failures for an account with 429, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login('billing@alpha.edu', `Wrong@Password${i}`, '10.0.0.2')).statusCode).toBe(401);
    }
    const blocked = await login('billing@alpha.edu', DEMO_PASSWORD, '10.0.0.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
  });

  it('throttles many failures from one address across accounts', async () => {
    for (let i = 0; i < 30; i++) await login(`ghost${i}@alpha.edu`, 'Wrong@Password1', '10.9.9.9');
    expect((await login('telo@alpha.edu', DEMO_PASSWORD, '10.9.9.9')).statusCode).toBe(429);
    expect((await login('telo@alpha.edu', DEMO_PASSWORD, '10.9.9.8')).statusCode).toBe(200);
  });

  it('rotates the token: a new sign-in ends the session the browser had', async () => {
    const first = await t.signIn('telo@alpha.edu');
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: first },
      payload: { userName: 'telo@alpha.edu', userPassword: DEMO_PASSWORD },
    });
    expect(sessionCookie(second)).not.toBe(first);
    const reload = await t.app.inject({ method: 'POST', url: '/api/login/User', headers: { cookie: first } });
    expect(reload.statusCode).toBe(401);
  });
});

describe('session', () => {
  it('reloads the user from the session and refuses without one', async () => {
    const cookie = await t.signIn('multi@beta.edu');
    const res = await t.app.inject({ method: 'POST', url: '/api/login/User', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'multi@beta.edu', multiSchoolAccess: true });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/login/User' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ status: 401, message: AUTH_MESSAGES.sessionExpired });
  });

  it('ends the session server-side at sign-out', async () => {
    const cookie = await t.signIn('telo2@alpha.edu');
    const out = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'POST', url: '/api/login/User', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('expires an idle session and one past its absolute lifetime', async () => {
    const idle = await t.signIn('admin@example.org');
    const absolute = await t.signIn('readonly.admin@example.org');
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '31 minutes' where user_id = (select id from users where email = 'admin@example.org')`,
    );
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = (select id from users where email = 'readonly.admin@example.org')`,
    );
    for (const cookie of [idle, absolute]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/schools/name', headers: { cookie } });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('permissions', () => {
  it('gives anonymous callers 401 and students 403 on staff calls', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/schools/name' })).statusCode).toBe(401);
    const cookie = await t.signIn('student@example.com');
    const res = await t.app.inject({ method: 'GET', url: '/api/schools/name', headers: { cookie } });
    expect(res.statusCode).toBe(403);
    const staff = await t.signIn('telo@alpha.edu');
    const ok = await t.app.inject({ method: 'GET', url: '/api/schools/name', headers: { cookie: staff } });
    expect(ok.statusCode).toBe(200);
    const names = ok.json().map((s: { schoolName: string }) => s.schoolName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('refuses anonymous writes with 401 before looking at their input', async () => {
    const bad = { schoolName: '' };
    for (const [method, url] of [
      ['POST', '/api/schools'],
      ['PUT', '/api/schools/1'],
      ['PUT', '/api/user/updatepwd/1'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: bad });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ status: 401, message: AUTH_MESSAGES.sessionExpired });
    }
    // The public calls still validate for anonymous callers.
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(login.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('lets only TE admins read the outbox', async () => {
    const telo = await t.signIn('telo@alpha.edu');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/outbox', headers: { cookie: telo } })).statusCode,
    ).toBe(403);
    const admin = await t.signIn('admin@example.org');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/outbox', headers: { cookie: admin } })).statusCode,
    ).toBe(200);
  });
});
