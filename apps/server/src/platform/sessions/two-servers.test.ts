import { ROLE } from '@exchange/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { userRoles, users } from '../../db/schema/auth.js';
import { emailOutbox } from '../../db/schema/outbox.js';
import { DEMO_PASSWORD, sessionCookie } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';

// Two servers on one database, each with its own session cache (the supported way to scale out):
// a sign-out, a role removal or a password reset made through one must be seen by the other within
// a second, and at once by the server that made it.
const CACHE_MS = 1000;

let database: Database;
let one: FastifyInstance;
let two: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  const config = testConfig({ webDist: '/nonexistent', sessionCacheMs: CACHE_MS });
  one = await buildApp({ config, db: database.db });
  two = await buildApp({ config, db: database.db });
  await Promise.all([one.ready(), two.ready()]);
});

afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.close();
});

async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { userName: email, userPassword: password },
  });
  expect(res.statusCode).toBe(200);
  return sessionCookie(res);
}

async function statusOf(app: FastifyInstance, url: string, cookie: string) {
  return (await app.inject({ method: 'GET', url, headers: { cookie } })).statusCode;
}

// The session caches read the clock through Date.now(): the tests move a fake Date past the cache bound
// instead of waiting a real second. Only Date is faked; the database's timers run as ever.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock to the moment the cache bound has passed since `since`. */
function passCacheBound(since: number) {
  vi.setSystemTime(since + CACHE_MS);
}

async function idOf(email: string) {
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('a session used on two servers', () => {
  it('is refused by the other server within a second of signing out, and by this one at once', async () => {
    const cookie = await signIn(one, 'admin@example.org');
    // Both servers now hold the session in their caches.
    expect(await statusOf(one, '/api/schools/name', cookie)).toBe(200);
    expect(await statusOf(two, '/api/schools/name', cookie)).toBe(200);

    const out = await one.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie } });
    const signedOutAt = Date.now();
    expect(out.statusCode).toBe(204);
    expect(await statusOf(one, '/api/schools/name', cookie)).toBe(401);

    passCacheBound(signedOutAt);
    expect(await statusOf(two, '/api/schools/name', cookie)).toBe(401);
  });

  it('loses a removed role on the other server within a second, and on this one at once', async () => {
    const multi = await idOf('multi@beta.edu');
    const [exportRole] = await database.db
      .select({ schoolId: userRoles.schoolId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, multi), eq(userRoles.roleId, ROLE.EXPORT)));
    const school = `/api/schools/${exportRole!.schoolId}`;
    const cookie = await signIn(two, 'multi@beta.edu');
    expect(await statusOf(one, school, cookie)).toBe(200);
    expect(await statusOf(two, school, cookie)).toBe(200);

    const admin = await signIn(one, 'admin@example.org');
    const removed = await one.inject({
      method: 'DELETE',
      url: `/api/user/${multi}/${exportRole!.schoolId}`,
      headers: { cookie: admin },
    });
    const removedAt = Date.now();
    expect(removed.statusCode).toBe(200);
    expect(await statusOf(one, school, cookie)).toBe(403);

    passCacheBound(removedAt);
    expect(await statusOf(two, school, cookie)).toBe(403);
    // The user keeps the session and the roles left elsewhere.
    expect(await statusOf(two, '/api/schools/name', cookie)).toBe(200);
  });

  it('is refused by the other server within a second of a password reset', async () => {
    const cookie = await signIn(one, 'telo2@alpha.edu');
    expect(await statusOf(one, '/api/schools/name', cookie)).toBe(200);
    expect(await statusOf(two, '/api/schools/name', cookie)).toBe(200);

    const forgot = await one.inject({ method: 'PUT', url: '/api/user/forgotpwd/telo2%40alpha.edu' });
    expect(forgot.statusCode).toBe(200);
    const [mail] = await database.db
      .select({ body: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'telo2@alpha.edu'))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const token = mail!.body.match(/resetpassword\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    // The old session is still good on both servers until the reset is made.
    expect(await statusOf(two, '/api/schools/name', cookie)).toBe(200);

    const reset = await one.inject({
      method: 'POST',
      url: '/api/user/resetpwd',
      payload: { token, userNewPassword: 'Fresh@Password22' },
    });
    const resetAt = Date.now();
    expect(reset.statusCode).toBe(200);
    expect(await statusOf(one, '/api/schools/name', cookie)).toBe(401);

    passCacheBound(resetAt);
    expect(await statusOf(two, '/api/schools/name', cookie)).toBe(401);
    expect(
      await statusOf(two, '/api/schools/name', await signIn(two, 'telo2@alpha.edu', 'Fresh@Password22')),
    ).toBe(200);
  });
});
