import { API_MESSAGES } from '@exchange/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { RETRY_AFTER_SECONDS } from '../../plugins/errors.js';
import { createTestDatabase } from '../../test/database.js';
import { createLifecycle, type Lifecycle } from './lifecycle.js';

let shared: Database;
beforeAll(async () => {
  shared = await createTestDatabase();
});
afterAll(async () => {
  await shared?.close();
});
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** A portal with its own lifecycle over a database (the shared one unless given). */
async function portal(database: Database = shared, lifecycle: Lifecycle = createLifecycle()) {
  const app = await buildApp({ config: testConfig({ webDist: '/nonexistent' }), db: database.db, lifecycle });
  await app.ready();
  apps.push(app);
  return { app, lifecycle };
}

function expectNotReady(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  expect(res.json()).toEqual({ status: 503, message: API_MESSAGES.unavailable });
}

describe('liveness and readiness', () => {
  it('both answer 200 while the database answers and the server takes work', async () => {
    const { app } = await portal();
    for (const url of ['/api/health/live', '/api/health/ready', '/api/health']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers.connection, url).not.toBe('close');
    }
  });

  it('readiness turns 503 with the database away, liveness stays 200, even with a session cookie', async () => {
    const database = await createTestDatabase();
    const { app } = await portal(database);
    await database.close();
    const cookie = 'ep_session=0123456789abcdef0123456789abcdef';
    expectNotReady(await app.inject({ url: '/api/health/ready', headers: { cookie } }));
    const live = await app.inject({ url: '/api/health/live', headers: { cookie } });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });

  it('while draining, readiness is 503, liveness 200, and every answer closes its connection', async () => {
    const { app, lifecycle } = await portal();
    lifecycle.startDraining();
    const ready = await app.inject({ url: '/api/health/ready' });
    expectNotReady(ready);
    expect(ready.headers.connection).toBe('close');
    const live = await app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
    // Requests still arriving on open connections are served, then the connection closes.
    const config = await app.inject({ url: '/api/config' });
    expect(config.statusCode).toBe(200);
    expect(config.headers.connection).toBe('close');
    const refused = await app.inject({ url: '/api/schools' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers.connection).toBe('close');
  });
});
