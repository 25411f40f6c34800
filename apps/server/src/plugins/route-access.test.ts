import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { signedIn } from './route-guards.js';
import sessionPlugin, { PUBLIC_ROUTE } from './session.js';

// No API route may be open by omission: one without an access rule stops the server at start-up.
async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  await app.register(fastifyCookie);
  // The database is never reached: no request is made.
  await app.register(sessionPlugin, { db: {} as Db, idleMinutes: 30, cacheMs: 0 });
  await app.register(async (scope) => register(scope as unknown as ReturnType<typeof Fastify>));
  return app;
}

describe('route access rules', () => {
  it('refuses to start with an API route that declares no rule', async () => {
    const starting = appWith((a) => a.get('/api/forgotten', async () => ({}))).then((app) => app.ready());
    await expect(starting).rejects.toThrow(/GET \/api\/forgotten declares no access rule/);
  });

  it('starts with public routes, routes with a rule and non-API routes', async () => {
    const app = await appWith((a) => {
      a.get('/api/open', PUBLIC_ROUTE, async () => ({}));
      a.get('/api/closed', { config: { access: signedIn } }, async () => ({}));
      a.get('/page', async () => ({}));
    });
    await expect(app.ready()).resolves.toBeDefined();
    expect((await app.inject({ url: '/api/closed' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/open' })).statusCode).toBe(200);
    await app.close();
  });
});
