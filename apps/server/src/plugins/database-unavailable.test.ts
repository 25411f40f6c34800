import { createServer } from 'node:net';
import { API_MESSAGES } from '@exchange/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DEMO_PASSWORD, sessionCookie } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import { RETRY_AFTER_SECONDS } from './errors.js';

// Issue 7, defect 10: with the database gone the API answers 503 with Retry-After, not 500.

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function appOver(db: Parameters<typeof buildApp>[0]['db']) {
  const app = await buildApp({ config: testConfig({ webDist: '/nonexistent' }), db });
  await app.ready();
  apps.push(app);
  return app;
}

/** A local port nothing listens on. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function expectUnavailable(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  expect(res.json()).toEqual({ status: 503, message: API_MESSAGES.unavailable });
}

const signInBody = { userName: 'admin@example.org', userPassword: DEMO_PASSWORD };

describe('an unreachable database answers 503 with Retry-After', () => {
  it('when the database is closed under the running app', async () => {
    const database = await createTestDatabase({ seeded: true });
    const app = await appOver(database.db);
    const signIn = await app.inject({ method: 'POST', url: '/api/login', payload: signInBody });
    const cookie = sessionCookie(signIn);
    await database.close();

    expectUnavailable(await app.inject({ method: 'GET', url: '/api/health' }));
    expectUnavailable(await app.inject({ method: 'POST', url: '/api/login', payload: signInBody }));
    // The session is looked up before any route runs.
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/schools', headers: { cookie } }));
  });

  it('when the PostgreSQL server refuses connections', async () => {
    // The server of TEST_DATABASE_URL (or a default one) at a port where nothing listens.
    const url = new URL(process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres');
    url.hostname = '127.0.0.1';
    url.port = String(await freePort());
    const database = await openDatabase({ url: url.toString() });
    try {
      const app = await appOver(database.db);
      expectUnavailable(await app.inject({ method: 'GET', url: '/api/health' }));
      expectUnavailable(await app.inject({ method: 'POST', url: '/api/login', payload: signInBody }));
      const cookie = 'ep_session=0123456789abcdef';
      expectUnavailable(await app.inject({ method: 'GET', url: '/api/schools', headers: { cookie } }));
    } finally {
      await database.close();
    }
  });
});
