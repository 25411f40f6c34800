import { createServer } from 'node:net';
import { API_ENDPOINTS, API_MESSAGES } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, testConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { keptLists } from '../platform/kept-lists/kept-lists.js';
import { createLifecycle } from '../platform/lifecycle/lifecycle.js';
import { startTestApp, type TestContext } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import { METRICS_PATH } from './metrics.js';

// Issue 33, part 6: Prometheus metrics at /api/metrics, for loopback or METRICS_TOKEN, never the public.

const TOKEN = 'metrics-test-token-0123456789';
let t: TestContext;

beforeAll(async () => {
  t = await startTestApp({ metricsToken: TOKEN });
});
afterAll(async () => {
  await t?.close();
});

const scrape = (app = t.app, options: Partial<InjectOptions> = {}) =>
  app.inject({ method: 'GET', url: METRICS_PATH, ...options });

/** The value of one sample line (`name{labels} value`), or undefined when the scrape has none. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** A local port nothing listens on. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('GET /api/metrics', () => {
  it('answers a caller on this host in the Prometheus text format', async () => {
    const res = await scrape(t.app, { remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'portal_http_request_duration_seconds',
      'portal_database_unavailable_responses_total',
      'portal_outbox_pending',
      'portal_outbox_oldest_pending_age_seconds',
      'portal_kept_list_hits_total',
      'portal_kept_list_rebuilds_total',
      'portal_scrape_database_ok',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(res.body, name).toContain(`# TYPE ${name} `);
    }
    expect(sample(res.body, 'portal_scrape_database_ok')).toBe(1);
    expect(sample(res.body, `portal_database_info{driver="${t.database.kind}"}`)).toBe(1);
    expect((await scrape(t.app, { remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await scrape(t.app, { remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
  });

  it('is not found by the public, even through a proxy on this host', async () => {
    const refused = await scrape(t.app, { remoteAddress: '203.0.113.7' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ status: 404, message: API_MESSAGES.notFound });
    const relayed = await scrape(t.app, {
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(relayed.statusCode).toBe(404);
  });

  it('with TRUST_PROXY, refuses a client that claims loopback in front of its address', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ trustProxy: true, webDist: '/nonexistent' }),
      db: database.db,
    });
    try {
      const via = (forwardedFor: string) =>
        scrape(app, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor } });
      expect((await via('127.0.0.1, 203.0.113.7')).statusCode).toBe(404);
      expect((await via('203.0.113.7, 127.0.0.1')).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers METRICS_TOKEN from anywhere and refuses a wrong token with 403', async () => {
    const withToken = (value: string) =>
      scrape(t.app, { remoteAddress: '203.0.113.7', headers: { authorization: value } });
    const ok = await withToken(`Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('# TYPE portal_outbox_pending gauge');
    const wrong = await withToken(`Bearer ${TOKEN.slice(0, -1)}?`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ status: 403, message: API_MESSAGES.forbidden });
    expect((await withToken('Bearer')).statusCode).toBe(403);
  });

  it('refuses a METRICS_TOKEN short enough to guess', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16/);
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  });

  it('counts requests by method, route template and status class, never by raw URL', async () => {
    for (const id of [987_654_321, 987_654_322]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/schools/${id}` })).statusCode).toBe(401);
    }
    await t.app.inject({ method: 'GET', url: '/api/no-such-route-4711' });
    const text = (await scrape()).body;
    const series = 'portal_http_request_duration_seconds';
    expect(sample(text, `${series}_count{method="GET",route="/api/schools/:id",status_class="4xx"}`)).toBe(2);
    expect(sample(text, `${series}_count{method="GET",route="unmatched",status_class="4xx"}`)).toBe(1);
    expect(
      sample(text, `${series}_bucket{le="+Inf",method="GET",route="/api/schools/:id",status_class="4xx"}`),
    ).toBe(2);
    expect(text).not.toContain('987654321');
    expect(text).not.toContain('no-such-route-4711');
  });

  it('shows the outbox backlog and the age of its oldest email', async () => {
    const db = t.database.db;
    await db.execute(sql`delete from email_outbox`);
    const insert = (status: string, minutesAgo: number) =>
      db.execute(sql`insert into email_outbox (to_address, subject, text_body, status, created_at)
        values ('metrics@example.org', 'Metrics', 'Body', ${status}, now() - make_interval(mins => ${minutesAgo}))`);
    await insert('PENDING', 90);
    await insert('PENDING', 5);
    await insert('SENT', 600);
    await insert('FAILED', 300);
    const text = (await scrape()).body;
    expect(sample(text, 'portal_outbox_pending')).toBe(2);
    expect(sample(text, 'portal_outbox_failed')).toBe(1);
    const age = sample(text, 'portal_outbox_oldest_pending_age_seconds') ?? 0;
    expect(age).toBeGreaterThanOrEqual(90 * 60);
    expect(age).toBeLessThan(91 * 60);

    await db.execute(sql`update email_outbox set status = 'SENT' where status = 'PENDING'`);
    const drained = (await scrape()).body;
    expect(sample(drained, 'portal_outbox_pending')).toBe(0);
    expect(sample(drained, 'portal_outbox_oldest_pending_age_seconds')).toBe(0);
  });

  it('shows when the daily jobs last ran, from their claims', async () => {
    const db = t.database.db;
    await db.execute(sql`delete from daily_digest_runs`);
    await db.execute(sql`delete from year_end_closes`);
    expect(sample((await scrape()).body, 'portal_daily_digest_last_claim_timestamp_seconds')).toBeUndefined();
    await db.execute(sql`insert into daily_digest_runs (digest_day, claimed_at)
      values ('2031-03-02', to_timestamp(1930000000)), ('2031-03-01', to_timestamp(1929900000))`);
    const years = await db.execute(sql`select id from aid_years order by id limit 2`);
    const [first, second] = (years as unknown as { rows: { id: number }[] }).rows;
    await db.execute(sql`insert into year_end_closes (aid_year_id, claim_token, claimed_at, finished_at)
      values (${first!.id}, gen_random_uuid(), to_timestamp(1920000000), to_timestamp(1920000600)),
             (${second!.id}, gen_random_uuid(), to_timestamp(1925000000), null)`);
    const text = (await scrape()).body;
    expect(sample(text, 'portal_daily_digest_last_claim_timestamp_seconds')).toBe(1_930_000_000);
    expect(sample(text, 'portal_year_end_close_last_claim_timestamp_seconds')).toBe(1_925_000_000);
    expect(sample(text, 'portal_year_end_close_last_finish_timestamp_seconds')).toBe(1_920_000_600);
    expect(sample(text, 'portal_year_end_close_unfinished')).toBe(1);
  });

  it("shows the kept lists' hits and rebuilds of this app's database", async () => {
    let version = 1;
    const lists = keptLists({
      name: 'metrics-test',
      version: async () => version,
      key: () => 'all',
      read: async () => [{ id: 1 }],
      bytesPerRecord: 10,
    });
    await lists.fresh(t.database.db, {});
    await lists.fresh(t.database.db, {});
    version++;
    await lists.fresh(t.database.db, {});
    const text = (await scrape()).body;
    expect(sample(text, 'portal_kept_list_hits_total{kind="metrics-test"}')).toBe(1);
    expect(sample(text, 'portal_kept_list_rebuilds_total{kind="metrics-test"}')).toBe(2);
  });

  it("shows the PostgreSQL pool's connections in use (PGlite has no pool)", async () => {
    const client = (t.database.db as unknown as { $client: unknown }).$client;
    if (!(client instanceof pg.Pool)) {
      expect((await scrape()).body).not.toContain('portal_db_pool_connections');
      return;
    }
    const held = await client.connect();
    try {
      const text = (await scrape()).body;
      expect(sample(text, 'portal_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'portal_db_pool_waiting')).toBe(0);
    } finally {
      held.release();
    }
  });

  it('stays out of the OpenAPI document and the endpoint contracts, on purpose', async () => {
    // Prometheus's text format and an operator's token fit neither a response schema nor the user-based
    // access rules (docs/decisions/metrics.md "Not an endpoint contract").
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).not.toContain(METRICS_PATH);
    expect(API_ENDPOINTS.map((e) => e.path)).not.toContain(METRICS_PATH);
  });
});

describe('metrics while the database cannot be reached', () => {
  it('count the 503s of an unreachable database, show the pool, and say the scrape could not read it', async () => {
    // The PostgreSQL server of TEST_DATABASE_URL (or a default one) at a port where nothing listens.
    const url = new URL(process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres');
    url.hostname = '127.0.0.1';
    url.port = String(await freePort());
    const database = await openDatabase({ url: url.toString(), poolSize: 3 });
    const lifecycle = createLifecycle();
    const app = await buildApp({
      config: testConfig({ webDist: '/nonexistent' }),
      db: database.db,
      lifecycle,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(503);
      // A 503 for shutting down is not the database's.
      lifecycle.startDraining();
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(503);

      const res = await scrape(app);
      expect(res.statusCode).toBe(200);
      const text = res.body;
      expect(sample(text, 'portal_database_unavailable_responses_total')).toBe(2);
      expect(
        sample(
          text,
          'portal_http_request_duration_seconds_count{method="GET",route="/api/health/ready",status_class="5xx"}',
        ),
      ).toBe(2);
      expect(sample(text, 'portal_database_info{driver="postgres"}')).toBe(1);
      expect(sample(text, 'portal_db_pool_connections{state="in_use"}')).toBe(0);
      expect(sample(text, 'portal_db_pool_waiting')).toBe(0);
      expect(sample(text, 'portal_db_pool_max_connections')).toBe(3);
      expect(sample(text, 'portal_scrape_database_ok')).toBe(0);
      // Nothing stale: the shared gauges are left out rather than shown from an earlier scrape.
      expect(sample(text, 'portal_outbox_pending')).toBeUndefined();
    } finally {
      await app.close();
      await database.close();
    }
  });
});
