import { Agent } from 'node:http';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './db/seed/index.js';
import {
  createEmptyDatabase,
  type EmptyDatabase,
  httpRequest,
  signIn,
  startServerProcess,
  stopServerProcesses,
  waitForExit,
  waitForLog,
} from './test/server-process.js';

// Issue 12, finding 3: on SIGTERM the server finishes the requests in flight, closes idle keep-alive
// connections, answers with Connection: close and exits 0 in time. And its logs carry no secrets.

const IN_FLIGHT = 20;
const IDLE_CONNECTIONS = 3;
/** Given in the URL; the test server trusts local connections, so it is never checked but must never be logged. */
const DB_PASSWORD = 'Db-Secret-7f3a9c';
const WRONG_PASSWORD = 'Wrong@Password9';

let database: EmptyDatabase | undefined;
let locker: pg.Client | undefined;
const agents: Agent[] = [];
afterAll(async () => {
  for (const agent of agents) agent.destroy();
  await locker?.end().catch(() => {});
  await stopServerProcesses();
  await database?.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Requests of this database's server waiting for a lock (the statements the held table lock blocks). */
async function lockWaiters(admin: pg.Client, datname: string): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
    [datname],
  );
  return rows[0]?.n ?? 0;
}

describe('SIGTERM while requests wait inside the server', () => {
  it('answers every request in flight with 200 and Connection: close, then exits 0 within 10 s', async () => {
    database = await createEmptyDatabase();
    const databaseUrl = new URL(database.url);
    databaseUrl.password = DB_PASSWORD;
    const server = await startServerProcess({
      databaseUrl: databaseUrl.toString(),
      // A connection for every request in flight, so that each one is seen waiting on the lock below
      // (with fewer, the rest would wait unseen for a connection inside the server).
      env: { SHUTDOWN_TIMEOUT_MS: '10000', DATABASE_POOL_SIZE: String(IN_FLIGHT + 2) },
    });
    const { cookie, token } = await signIn(server.baseUrl, 'admin@example.org', DEMO_PASSWORD);
    const refused = await httpRequest(server.baseUrl, '/api/login', {
      method: 'POST',
      body: { userName: 'admin@example.org', userPassword: WRONG_PASSWORD },
    });
    expect(refused.status).toBe(401);

    // A client that keeps idle keep-alive connections open across the shutdown.
    const idleAgent = new Agent({ keepAlive: true, maxSockets: IDLE_CONNECTIONS });
    agents.push(idleAgent);
    // The agent emits `free` once it has put a socket back among its free ones (its own listener runs first).
    let freed = 0;
    const allFreed = new Promise<void>((resolve) => {
      idleAgent.on('free', () => {
        if (++freed === IDLE_CONNECTIONS) resolve();
      });
    });
    const warmUps = await Promise.all(
      Array.from({ length: IDLE_CONNECTIONS }, () =>
        httpRequest(server.baseUrl, '/api/health/live', { agent: idleAgent }),
      ),
    );
    expect(warmUps.map((r) => r.status)).toEqual(Array(IDLE_CONNECTIONS).fill(200));
    await allFreed;
    const idleSockets = Object.values(idleAgent.freeSockets).flatMap((sockets) => sockets ?? []);
    expect(idleSockets).toHaveLength(IDLE_CONNECTIONS);

    // GET /api/schools/state reads `states`, which the session lookup does not: the requests get past
    // sign-in checks and wait on the lock inside their query.
    locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table states in access exclusive mode');

    const flightAgent = new Agent({ keepAlive: true });
    agents.push(flightAgent);
    const inFlight = Array.from({ length: IN_FLIGHT }, () =>
      httpRequest(server.baseUrl, '/api/schools/state', { cookie, agent: flightAgent, timeoutMs: 20_000 }),
    );
    const settled = Promise.allSettled(inFlight);

    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      // Every request is inside the server, waiting on the lock inside its query.
      let waiting = 0;
      const deadline = Date.now() + 10_000;
      while (waiting < IN_FLIGHT && Date.now() < deadline) {
        waiting = await lockWaiters(admin, database.name);
        if (waiting < IN_FLIGHT) await sleep(20);
      }
      expect(waiting, 'requests waiting on the table lock').toBeGreaterThanOrEqual(IN_FLIGHT);
    } finally {
      await admin.end();
    }

    // The server closes idle keep-alive connections as it starts draining.
    const idleClosed = Promise.all(
      idleSockets.map((socket) => new Promise((resolve) => socket.once('close', resolve))),
    );
    const termAt = Date.now();
    server.kill('SIGTERM');
    await waitForLog(server, /shutting down: finishing the requests in flight/);
    await idleClosed;
    expect(server.running(), 'still draining while the lock is held').toBe(true);
    await locker.query('rollback');
    await locker.end();
    locker = undefined;

    const answers = await settled;
    for (const [i, answer] of answers.entries()) {
      if (answer.status === 'rejected') throw new Error(`request ${i + 1} failed: ${String(answer.reason)}`);
      expect(answer.value.status, answer.value.body).toBe(200);
      expect(answer.value.json()).toEqual(
        expect.arrayContaining([expect.objectContaining({ stateAbbr: 'TX' })]),
      );
      expect(answer.value.headers.connection, `request ${i + 1}: Connection header`).toBe('close');
    }

    const exit = await waitForExit(server, Math.max(0, termAt + 10_000 - Date.now()));
    expect(exit, server.logs().join('\n')).toEqual({ code: 0, signal: null, at: expect.any(Number) });
    expect(exit.at - termAt).toBeLessThan(10_000);

    // Logs free of secrets: no password (right or wrong), no session token, no database password.
    const logs = server.logs().join('\n');
    expect(logs).toContain('Server listening at');
    for (const secret of [DEMO_PASSWORD, WRONG_PASSWORD, token, decodeURIComponent(token), DB_PASSWORD]) {
      expect(logs.includes(secret), `logs contain ${secret.slice(0, 4)}…`).toBe(false);
    }
  }, 60_000);
});
