import { SCHOOL_SEARCH_MESSAGES } from '@exchange/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { registerErrorHandler } from '../../plugins/errors.js';
import { safeValidatorCompiler } from '../../plugins/validation.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { DEFAULT_SCHOOL_SEARCH_RATE_LIMITS } from './school-search-rate-limit.js';
import { schoolSearchRoutes } from './school-search-routes.js';

// The public member-school calls are rate-limited per address and route (issue 24): a small limit is
// injected through the plugin's options; the app's own registration is checked at its default.
let database: Database;
let small: FastifyInstance;
let t: TestContext;

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  small = Fastify();
  small.setValidatorCompiler(safeValidatorCompiler);
  small.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(small);
  await small.register(schoolSearchRoutes, {
    db: database.db,
    config: testConfig(),
    rateLimits: { readsPerMinute: 3, searchesPerMinute: 2 },
  });
  await small.ready();
  t = await startTestApp();
});

afterAll(async () => {
  await small?.close();
  await database?.close();
  await t?.close();
});

const read = (app: FastifyInstance, url: string, address: string) =>
  app.inject({ method: 'GET', url, remoteAddress: address });
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
});
