import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './db/seed/index.js';
import {
  createEmptyDatabase,
  type EmptyDatabase,
  httpRequest,
  type ServerProcess,
  signIn,
  startServerProcess,
  stopServerProcesses,
  testServerUrl,
} from './test/server-process.js';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy.js';

// Issue 12, finding 1: the server process survives a database connection lost at the network level or
// ended by the database, answers 503 with Retry-After while it is away and serves again once it is back.

let database: EmptyDatabase;
let proxy: TcpProxy | undefined;

beforeAll(async () => {
  database = await createEmptyDatabase();
});
afterEach(async () => {
  await stopServerProcesses();
  await proxy?.close();
  proxy = undefined;
});
afterAll(async () => {
  await stopServerProcesses();
  await database?.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads one row straight from the test database, past the proxy and the server. */
async function queryDatabase<T extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Polls a path until it answers 200; returns how long that took, or throws with the last answer. */
async function untilOk(
  server: ServerProcess,
  path: string,
  cookie: string,
  withinMs: number,
): Promise<number> {
  const start = Date.now();
  let last = '';
  while (Date.now() - start < withinMs) {
    const res = await httpRequest(server.baseUrl, path, { cookie, timeoutMs: withinMs }).catch(
      (err: Error) => ({ status: 0, body: err.message }),
    );
    if (res.status === 200) return Date.now() - start;
    last = `${res.status} ${res.body}`;
    await sleep(100);
  }
  throw new Error(`${path} did not answer 200 within ${withinMs} ms; last answer: ${last}`);
}

function expectUnavailable(res: { status: number; headers: Record<string, unknown>; body: string }) {
  expect(res.status, res.body).toBe(503);
  expect(res.headers['retry-after'], 'Retry-After').toMatch(/^\d+$/);
}

describe('a server process whose database connection is lost', () => {
  it('stays up through a cut link, answers 503 while cut and serves again within 5 s of the restore', async () => {
    const target = new URL(testServerUrl());
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const server = await startServerProcess({ databaseUrl: viaProxy.toString() });
    const { cookie, userId } = await signIn(server.baseUrl, 'admin@example.org', DEMO_PASSWORD);

    // An acknowledged write before the cut.
    const saved = await httpRequest(server.baseUrl, `/api/user/${userId}`, {
      method: 'PUT',
      cookie,
      body: { firstName: 'Cutover', lastName: 'Survivor', email: 'admin@example.org' },
    });
    expect(saved.status, saved.body).toBe(200);
    expect((await httpRequest(server.baseUrl, '/api/schools', { cookie })).status).toBe(200);

    proxy.cut();
    // The pool learns of its dead connections asynchronously; a crash would come within this moment.
    await sleep(500);
    expect(server.running(), server.logs().join('\n')).toBe(true);
    expectUnavailable(await httpRequest(server.baseUrl, '/api/schools', { cookie }));
    expectUnavailable(await httpRequest(server.baseUrl, `/api/user/${userId}`, { cookie }));
    expectUnavailable(await httpRequest(server.baseUrl, '/api/health/ready'));
    const live = await httpRequest(server.baseUrl, '/api/health/live');
    expect(live.status, live.body).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    await sleep(300);
    expect(server.running(), server.logs().join('\n')).toBe(true);

    proxy.restore();
    const tookMs = await untilOk(server, '/api/schools', cookie, 5_000);
    expect(tookMs).toBeLessThan(5_000);
    const ready = await httpRequest(server.baseUrl, '/api/health/ready');
    expect(ready.status, ready.body).toBe(200);
    expect(server.running()).toBe(true);

    // No acknowledged write lost: read straight from the database.
    const rows = await queryDatabase<{ first_name: string; last_name: string }>(
      'select first_name, last_name from users where id = $1',
      [userId],
    );
    expect(rows).toEqual([{ first_name: 'Cutover', last_name: 'Survivor' }]);
  }, 60_000);

  it('answers the next request after the database ended its idle connections (pg_terminate_backend)', async () => {
    const server = await startServerProcess({ databaseUrl: database.url });
    const { cookie } = await signIn(server.baseUrl, 'admin@example.org', DEMO_PASSWORD);
    expect((await httpRequest(server.baseUrl, '/api/schools', { cookie })).status).toBe(200);
    await sleep(200); // the pool's connections are idle now

    const admin = new pg.Client({ connectionString: testServerUrl() });
    await admin.connect();
    try {
      const ended = await admin.query<{ n: number }>(
        `select count(*)::int as n from (
           select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()
         ) ended`,
        [database.name],
      );
      expect(ended.rows[0]?.n, 'idle server connections ended').toBeGreaterThan(0);
      for (let i = 0; i < 50; i++) {
        const left = await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [database.name],
        );
        if (left.rows[0]?.n === 0) break;
        await sleep(100);
      }
    } finally {
      await admin.end();
    }
    // The server hears of it as an error on its idle connections: a warning, not a crash.
    const warned = () => server.logs().some(isConnectionLostWarning);
    for (let i = 0; i < 30 && !warned(); i++) await sleep(100);

    const res = await httpRequest(server.baseUrl, '/api/schools', { cookie });
    expect(res.status, res.body).toBe(200);
    expect(server.running(), server.logs().join('\n')).toBe(true);
    const logs = server.logs();
    expect(logs.some(isConnectionLostWarning), logs.join('\n')).toBe(true);
    expect(logs.join('\n')).not.toMatch(/Unhandled 'error' event/);
  }, 60_000);
});

/** A pino warning (level 40) about a connection the database ended (57P01, "terminating connection …"). */
function isConnectionLostWarning(line: string): boolean {
  try {
    const entry = JSON.parse(line) as { level?: number };
    return entry.level === 40 && /57P01|terminat/i.test(line);
  } catch {
    return false;
  }
}
