import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import { type Database, openDatabase } from './client.js';
import { isDatabaseUnavailable } from './connection-errors.js';
import { queryRows } from './query-rows.js';
import { inTransaction } from './transaction.js';

// Issue 12: a connection lost while the server holds it (a transaction between two statements) used to
// emit an `error` with no listener on its pg client, which ends the Node process. The same goes for a
// promise rejected with nobody to handle it: a lost connection must fail the one transaction (503) and
// nothing else, whatever the transaction was doing at that moment.

let database: Database;
let admin: pg.Client;
let name = '';

beforeAll(async () => {
  database = await createTestDatabase();
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  name = row!.name;
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await database?.close();
});

/** What ends the process: an `error` event nobody listens to, a promise rejection nobody handles. */
let fatal: unknown[] = [];
const record = (err: unknown) => fatal.push(err);
beforeEach(() => {
  fatal = [];
  process.on('uncaughtException', record);
  process.on('unhandledRejection', record);
});
afterEach(() => {
  process.off('uncaughtException', record);
  process.off('unhandledRejection', record);
});

/** The pool under a Drizzle database opened by openDatabase on PostgreSQL. */
const poolOf = (db: Database) => (db.db as unknown as { $client: pg.Pool }).$client;

/** Ends one backend from the database side (as a restart or failover does) and says whether it was there. */
async function endBackend(pid: number): Promise<boolean> {
  const { rows } = await admin.query<{ ended: boolean }>('select pg_terminate_backend($1) as ended', [pid]);
  return rows[0]?.ended === true;
}

/**
 * Settles a promise into its outcome at once, as a route handler awaiting it does, so that its rejection
 * is handled the moment it happens: the tests assert that nothing ELSE is left rejected and unhandled.
 */
const outcomeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'committed' as const,
    (err: unknown) => err,
  );

describe('a PostgreSQL connection lost under the server', () => {
  it('fails the transaction holding it as "unavailable", keeps the process, and the next query works', async () => {
    // Plain listeners, not events.once: that one listens for `error` too, which would hide a missing listener.
    const acquired = new Promise<pg.PoolClient>((resolve) => poolOf(database).once('acquire', resolve));
    let resume = () => {};
    const paused = new Promise<void>((resolve) => {
      resume = resolve;
    });
    let reachedPause = (_pid: number) => {};
    const atPause = new Promise<number>((resolve) => {
      reachedPause = resolve;
    });
    const outcome = outcomeOf(
      inTransaction(database.db, null, async (tx) => {
        const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        reachedPause(row!.pid);
        await paused; // the connection sits checked out and idle, as between two statements of a write
        await tx.execute(sql`select 2`);
      }),
    );
    const client = await acquired;
    const pid = await atPause;
    const ended = new Promise((resolve) => client.once('end', resolve));
    expect(await endBackend(pid), 'backend of the transaction ended').toBe(true);
    await ended; // the client has heard of it (and emitted its `error`) before the transaction goes on
    resume();

    const failure = await outcome;
    expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
    expect(await queryRows(database.db, sql`select 3 as n`)).toEqual([{ n: 3 }]);
    expect(fatal).toEqual([]);
  });

  it('fails the transaction whose statement was in flight as "unavailable", its failed rollback included', async () => {
    // The statement gets the database's 57P01 answer; Drizzle then sends `rollback` on the closing
    // connection, which fails with "Connection terminated unexpectedly" and is what the transaction
    // rejects with. That rejection reaches the caller (a 503); nothing is left unhandled.
    let reachedStatement = (_pid: number) => {};
    const inStatement = new Promise<number>((resolve) => {
      reachedStatement = resolve;
    });
    const outcome = outcomeOf(
      inTransaction(database.db, null, async (tx) => {
        const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        reachedStatement(row!.pid);
        await tx.execute(sql`select pg_sleep(60)`);
      }),
    );
    const pid = await inStatement;
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await admin.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where pid = $1 and wait_event = 'PgSleep'",
        [pid],
      );
      if (rows[0]?.n === 1) break;
      if (Date.now() > deadline) throw new Error('the transaction never reached its pg_sleep');
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await endBackend(pid), 'backend of the transaction ended').toBe(true);

    const failure = await outcome;
    expect(String(failure)).toMatch(/^Error: Failed query: rollback/);
    expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
    expect(await queryRows(database.db, sql`select 3 as n`)).toEqual([{ n: 3 }]);
    expect(fatal).toEqual([]);
  });

  it('gives back to the pool a connection that was lost while its transaction was beginning', async () => {
    // Drizzle sends `begin` outside the try whose `finally` releases the connection: without the pool's
    // own guard a failed `begin` kept its connection checked out for good, one pool slot lost per such
    // failure, until every query waited for a connection and answered 503 and pool.end() never resolved.
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    const single = await openDatabase({ url: url.toString(), poolSize: 1 });
    try {
      const [row] = await queryRows<{ pid: number }>(single.db, sql`select pg_backend_pid() as pid`);
      // The database ends the pool's idle connection while this process is busy (the event loop blocked
      // in a synchronous call), so the pool has not heard of it when the transaction's `begin` goes out.
      endBackendWhileBlocked(url.toString(), row!.pid);
      const failure = await outcomeOf(inTransaction(single.db, null, async () => {}));
      expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);

      const started = Date.now();
      expect(await queryRows(single.db, sql`select 3 as n`)).toEqual([{ n: 3 }]);
      // Well inside the pool's 5 s wait for a free connection, which a leaked one would exhaust.
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(poolOf(single).totalCount, 'connections held by the pool').toBe(1);
      expect(fatal).toEqual([]);
    } finally {
      // pool.end() waits for every checked-out connection: a leaked one would hold it (and the test) for good.
      const closed = single.close().then(() => true);
      const stuck = new Promise<false>((resolve) => setTimeout(() => resolve(false), 5_000).unref());
      expect.soft(await Promise.race([closed, stuck]), 'pool closed').toBe(true);
    }
  });
});

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Ends a backend and waits until it is gone, in a child process: this process does nothing meanwhile. */
function endBackendWhileBlocked(url: string, pid: number) {
  const script = `
    const { Client } = require('pg');
    (async () => {
      const client = new Client({ connectionString: process.env.DB_URL });
      await client.connect();
      await client.query('select pg_terminate_backend($1)', [${pid}]);
      const gone = "select count(*)::int as n from pg_stat_activity where pid = $1";
      while ((await client.query(gone, [${pid}])).rows[0].n > 0) await new Promise((r) => setTimeout(r, 10));
      await client.end();
    })().catch((err) => { console.error(err); process.exit(1); });`;
  const child = spawnSync(process.execPath, ['-e', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, DB_URL: url },
    encoding: 'utf8',
    timeout: 15_000,
  });
  if (child.status !== 0) throw new Error(`ending backend ${pid} failed: ${child.stderr || child.error}`);
}
