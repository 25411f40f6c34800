import { AUTH_MESSAGES, authEndpoints } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApp, type TestContext } from '../test/app.js';
import { fillPath, formatTable } from '../test/openapi-operations.js';

/** The seeded account whose password is an emailed, temporary one. */
const TEMPORARY = 'newtelo@gamma.edu';
const NEW_PASSWORD = 'Fresh@Password24';

interface DocOperation {
  key: string;
  method: string;
  path: string;
  isPublic: boolean;
}

/** Every /api operation of the OpenAPI document, with whether it needs a session. */
function operationsOf(ctx: TestContext): DocOperation[] {
  const doc = ctx.app.swagger() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  const found: DocOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, op] of Object.entries(item)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'DELETE'].includes(upper)) continue;
      found.push({ key: `${upper} ${path}`, method: upper, path, isPublic: op.security?.length === 0 });
    }
  }
  return found;
}

/** "METHOD /path" of a contract, as the OpenAPI document names it. */
const keyOf = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

/**
 * Open-points 37: while the password is temporary, every call that needs a session answers 403 before
 * its body is read, except the password update and the session read the password dialog is drawn from
 * (sign-out is public and always works).
 */
describe('a session signed in with a temporary password', () => {
  let ctx: TestContext;
  let cookie: string;
  let userId: number;

  beforeAll(async () => {
    ctx = await startTestApp();
    cookie = await ctx.signIn(TEMPORARY);
    const session = await ctx.app.inject({ method: 'POST', url: '/api/login/User', headers: { cookie } });
    userId = session.json().id;
  });
  afterAll(() => ctx.close());

  it('is refused on every operation but the password update and the session read', async () => {
    const allowed = new Set([keyOf(authEndpoints.updatePassword), keyOf(authEndpoints.getSessionUser)]);
    const guarded = operationsOf(ctx).filter((op) => !op.isPublic && !allowed.has(op.key));
    expect(guarded.length).toBeGreaterThan(100);
    const wrong: string[][] = [];
    for (const op of guarded) {
      const params = Object.fromEntries([...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, 1]));
      const res = await ctx.app.inject({
        method: op.method as 'GET',
        url: fillPath(op.path, params),
        headers: { cookie, 'content-type': 'application/json' },
        ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: 'not json at all' }),
      });
      const message = res.statusCode === 403 ? res.json().message : '';
      if (res.statusCode !== 403 || message !== AUTH_MESSAGES.temporaryPasswordMustChange)
        wrong.push([op.key, String(res.statusCode), res.body.slice(0, 60)]);
    }
    expect(wrong, `\n${formatTable(['operation', 'status', 'answer'], wrong)}`).toEqual([]);
  });

  it('still reads its session, which says the password is temporary', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login/User', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().isPasswordTemp).toBe(1);
  });

  it('opens everything its roles allow once the password is changed, in the same session', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: `/api/user/${userId}`, headers: { cookie } });
    expect(before.statusCode).toBe(403);
    const update = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/updatepwd/${userId}`,
      headers: { cookie },
      payload: { userPassword: DEMO_PASSWORD, userNewPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(update.statusCode, update.body).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: `/api/user/${userId}`, headers: { cookie } });
    expect(after.statusCode, after.body).toBe(200);
    const signOut = await ctx.app.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie } });
    expect(signOut.statusCode).toBe(204);
  });
});
