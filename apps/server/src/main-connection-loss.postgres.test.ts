import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './db/seed/index.js';
import {
  createEmptyDatabase,
  type EmptyDatabase,
  type HttpAnswer,
  httpRequest,
  type ServerProcess,
  signIn,
  startServerProcess,
  stopServerProcesses,
  testServerUrl,
  waitForLog,
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

    const lostBefore = server.logs().filter(isConnectionLostLine).length;
    proxy.cut();
    // The pool learns of its dead connections asynchronously, as an `error` on each: without a listener
    // that error would end the process; with one the server logs it.
    await waitForLog(server, isConnectionLostLine, { atLeast: lostBefore + 1 });
    expect(server.running(), server.logs().join('\n')).toBe(true);
    expectUnavailable(await httpRequest(server.baseUrl, '/api/schools', { cookie }));
    expectUnavailable(await httpRequest(server.baseUrl, `/api/user/${userId}`, { cookie }));
    expectUnavailable(await httpRequest(server.baseUrl, '/api/health/ready'));
    const live = await httpRequest(server.baseUrl, '/api/health/live');
    expect(live.status, live.body).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    // Answered after the failed ones: whatever their failures left behind (an unhandled rejection ends
    // the process at the end of its tick) has run by now.
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

    const admin = new pg.Client({ connectionString: testServerUrl() });
    await admin.connect();
    try {
      // The pool's connections are idle (back in the pool) once nothing of the server is running.
      const deadline = Date.now() + 10_000;
      for (;;) {
        const busy = await admin.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where datname = $1 and pid <> pg_backend_pid() and state <> 'idle'`,
          [database.name],
        );
        if (busy.rows[0]?.n === 0) break;
        if (Date.now() > deadline) throw new Error('the server kept a connection busy for 10 s');
        await sleep(20);
      }
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
    await waitForLog(server, isConnectionLostWarning, { timeoutMs: 3_000 });

    const res = await httpRequest(server.baseUrl, '/api/schools', { cookie });
    expect(res.status, res.body).toBe(200);
    expect(server.running(), server.logs().join('\n')).toBe(true);
    const logs = server.logs();
    expect(logs.some(isConnectionLostWarning), logs.join('\n')).toBe(true);
    expect(logs.join('\n')).not.toMatch(/Unhandled 'error' event/);
  }, 60_000);

  it('answers 503 to a write whose connection the database ends mid-transaction, and serves the next one', async () => {
    // The write waits on a row lock inside its transaction; ending its backend fails that statement
    // (57P01), and Drizzle's rollback, sent on the closing connection, fails with "Connection terminated
    // unexpectedly". That rejection must reach the request (503), not end the process unhandled.
    const server = await startServerProcess({ databaseUrl: database.url });
    const { cookie, userId } = await signIn(server.baseUrl, 'admin@example.org', DEMO_PASSWORD);
    const body = { firstName: 'Midway', lastName: 'Survivor', email: 'admin@example.org' };

    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('select id from users where id = $1 for update', [userId]);
      // Settled into its outcome at once: a failing assertion below must leave no rejection unhandled.
      let answered: HttpAnswer | Error | undefined;
      const write = httpRequest(server.baseUrl, `/api/user/${userId}`, { method: 'PUT', cookie, body }).then(
        (res) => (answered = res),
        (err: Error) => (answered = err),
      );

      let waiting: number | undefined;
      const deadline = Date.now() + 10_000;
      while (waiting === undefined && answered === undefined && Date.now() < deadline) {
        const { rows } = await locker.query<{ pid: number }>(
          `select pid from pg_stat_activity
            where datname = $1 and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
          [database.name],
        );
        waiting = rows[0]?.pid;
        if (waiting === undefined) await sleep(20);
      }
      expect(waiting, `the write waiting on the row lock (answered: ${answerText(answered)})`).toBeDefined();
      await locker.query('select pg_terminate_backend($1)', [waiting]);

      const res = await write;
      if (res instanceof Error) throw res;
      expectUnavailable(res);
      expect(server.running(), server.logs().join('\n')).toBe(true);
      await locker.query('rollback');
    } finally {
      await locker.end();
    }

    const again = await httpRequest(server.baseUrl, `/api/user/${userId}`, { method: 'PUT', cookie, body });
    expect(again.status, again.body).toBe(200);
    expect(server.running(), server.logs().join('\n')).toBe(true);
    expect(server.logs().join('\n')).not.toMatch(/unhandled|uncaught/i);
  }, 60_000);
});

function answerText(answer: HttpAnswer | Error | undefined): string {
  if (answer === undefined) return 'not yet';
  return answer instanceof Error ? answer.message : `${answer.status} ${answer.body}`;
}

/** The server's log line for a connection the pool lost (main.ts, onConnectionError). */
function isConnectionLostLine(line: string): boolean {
  return line.includes('database connection lost');
}

/** A pino warning (level 40) about a connection the database ended (57P01, "terminating connection …"). */
function isConnectionLostWarning(line: string): boolean {
  try {
    const entry = JSON.parse(line) as { level?: number };
    return entry.level === 40 && /57P01|terminat/i.test(line);
  } catch {
    return false;
  }
}
