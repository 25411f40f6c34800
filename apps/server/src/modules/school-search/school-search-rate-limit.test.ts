import { SCHOOL_SEARCH_MESSAGES } from '@exchange/domain';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema/shared-limits.js';
import { registerErrorHandler } from '../../plugins/errors.js';
import { safeValidatorCompiler } from '../../plugins/validation.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { DEFAULT_SCHOOL_SEARCH_RATE_LIMITS } from './school-search-rate-limit.js';
import { schoolSearchRoutes } from './school-search-routes.js';

// The public member-school calls are rate-limited per address and route (issue 24), counted in the
// database so every server on it shares the allowance (issue 33): a small limit is injected through the
// plugin's options; the app's own registration is checked at its default, and across two apps.
let database: Database;
let small: FastifyInstance;
let t: TestContext;
let secondServer: FastifyInstance;

/** The member-school plugin alone, with a small limit, over `db`. */
async function smallApp(db: Database['db']) {
  const app = Fastify();
  app.setValidatorCompiler(safeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(schoolSearchRoutes, {
    db,
    config: testConfig(),
    rateLimits: { readsPerMinute: 3, searchesPerMinute: 2 },
  });
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  small = await smallApp(database.db);
  t = await startTestApp();
  // A second server on the first app's database: its own process state, the same rows.
  secondServer = await buildApp({ config: t.config, db: t.database.db });
  await secondServer.ready();
});

afterAll(async () => {
  await small?.close();
  await database?.close();
  await secondServer?.close();
  await t?.close();
});

const read = (app: FastifyInstance, url: string, address: string) =>
  app.inject({ method: 'GET', url, remoteAddress: address });
const ago = (interval: string) => sql`now() - ${interval}::interval`;
const hitsOf = async (address: string) =>
  (
    await database.db
      .select({ hits: rateLimitCounters.hits })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.address, address))
  ).map((r) => r.hits);
const search = (app: FastifyInstance, body: unknown, address: string) =>
  app.inject({ method: 'POST', url: '/api/schoolsearch', payload: body as object, remoteAddress: address });

describe('the rate limit of the public member-school calls', () => {
  it('answers 429 with a sentence and Retry-After once an address used up a read route', async () => {
    for (let i = 0; i < 3; i++)
      expect((await read(small, '/api/schoolsearch', '198.51.100.1')).statusCode).toBe(200);
    const refused = await read(small, '/api/schoolsearch', '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 429, message: SCHOOL_SEARCH_MESSAGES.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address, and another route of the same address, have their own allowance.
    expect((await read(small, '/api/schoolsearch', '198.51.100.2')).statusCode).toBe(200);
    expect((await read(small, '/api/schoolsearch/states', '198.51.100.1')).statusCode).toBe(200);
  });

  it('allows fewer searches than reads, and counts only searches that reach the database', async () => {
    const address = '198.51.100.3';
    for (let i = 0; i < 5; i++)
      expect((await search(small, { state: 'Texas' }, address)).statusCode).toBe(400);
    expect((await search(small, {}, address)).statusCode).toBe(200);
    expect((await search(small, { schoolName: 'a' }, address)).statusCode).toBe(200);
    expect((await search(small, {}, address)).statusCode).toBe(429);
  });

  it('holds in the app at its default of 120 reads a minute per address', async () => {
    const { readsPerMinute } = DEFAULT_SCHOOL_SEARCH_RATE_LIMITS;
    const codes: number[] = [];
    for (let i = 0; i <= readsPerMinute; i++)
      codes.push((await read(t.app, '/api/schoolsearch/country', '203.0.113.99')).statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(readsPerMinute);
    expect(codes.at(-1)).toBe(429);
  });

  it('is one allowance for every server on the database: 30 searches on one, the 31st on another is refused', async () => {
    const { searchesPerMinute } = DEFAULT_SCHOOL_SEARCH_RATE_LIMITS;
    const address = '203.0.113.31';
    for (let i = 0; i < searchesPerMinute; i++)
      expect((await search(t.app, {}, address)).statusCode).toBe(200);
    const refused = await search(secondServer, {}, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 429, message: SCHOOL_SEARCH_MESSAGES.tooManyRequests });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The first server refuses too, and another address still searches on either.
    expect((await search(t.app, {}, address)).statusCode).toBe(429);
    expect((await search(secondServer, {}, '203.0.113.32')).statusCode).toBe(200);
  });

  it('opens a new window once the last is over, and deletes the counters of windows over', async () => {
    // An address that used up its reads more than a minute ago (its window opened then).
    await database.db.insert(rateLimitCounters).values([
      { bucket: 'GET /api/schoolsearch', address: '198.51.100.200', windowStart: ago('61 seconds'), hits: 9 },
      {
        bucket: 'GET /api/schoolsearch/states',
        address: '198.51.100.202',
        windowStart: ago('2 minutes'),
        hits: 9,
      },
    ]);
    expect((await read(small, '/api/schoolsearch', '198.51.100.200')).statusCode).toBe(200);
    expect(await hitsOf('198.51.100.200')).toEqual([1]);
    // A server's first counted request also deletes the rows of windows over.
    const fresh = await smallApp(database.db);
    try {
      expect((await read(fresh, '/api/schoolsearch', '198.51.100.201')).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
    expect(await hitsOf('198.51.100.202')).toEqual([]);
  });
});
