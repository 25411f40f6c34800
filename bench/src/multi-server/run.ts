// Several servers behave as one (issue 33): three servers on one PostgreSQL database behind a round-robin
// TCP balancer with readiness checks, 150 readers and 50 writers, one server killed with SIGKILL
// mid-run. Checks that the other two carry on, that every acknowledged write is in the database, and
// that no request hangs (each ends within REQUEST_TIMEOUT_MS); prints errors per second around the kill.
//
//   npm run multi-server -w bench            (MULTI_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/h2_multi)
//
// The database is dropped and created afresh; the first server to start migrates it and seeds the demo.
import pg from 'pg';
import { LoadClient, type Outcome } from './load.js';
import { startBalancer } from './proxy.js';
import { type PortalServer, startPortalServer } from './servers.js';

const DATABASE_URL = process.env.MULTI_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/h2_multi';
const READERS = Number(process.env.READERS ?? 150);
const WRITERS = Number(process.env.WRITERS ?? 50);
const RUN_MS = Number(process.env.RUN_MS ?? 30_000);
const KILL_AT_MS = Number(process.env.KILL_AT_MS ?? 10_000);
const REQUEST_TIMEOUT_MS = Number(process.env.REQUEST_TIMEOUT_MS ?? 30_000);
const ADMIN = { userName: 'admin@example.org', userPassword: 'Demo@Password1' };
const READ_PATHS = ['/api/user', '/api/schools/name', '/api/invoice/invoicetype', '/api/student/aidyear'];

async function onDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function recreateDatabase() {
  const name = new URL(DATABASE_URL).pathname.slice(1);
  if (!/^h2_\w+$/.test(name)) throw new Error(`refusing to drop ${name}: the run's database starts with h2_`);
  const admin = new URL(DATABASE_URL);
  admin.pathname = '/postgres';
  await onDatabase(admin.toString(), async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
}

async function signIn(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = /ep_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (res.status !== 200 || !cookie) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookie;
}

/** An Add Fee body the demo data accepts: a school, a program it offers, an aid year. */
async function feeBody() {
  return onDatabase(DATABASE_URL, async (c) => {
    const { rows } = await c.query<{ school: number; program: number; year: number }>(
      `select spt.school_id as school, spt.participation_id as program,
              (select max(id) from aid_years) as year
       from school_participation_types spt order by spt.school_id limit 1`,
    );
    const row = rows[0];
    if (!row) throw new Error('the demo data has no school offering a program');
    return {
      schoolID: row.school,
      participationTypeId: row.program,
      aidYearId: row.year,
      feeTypeId: 3,
      amount: 2_500,
    };
  });
}

/** Ok (2xx) and failed requests per second, relative to the kill. */
function perSecond(outcomes: Outcome[], killedAt: number) {
  const rows = new Map<number, { ok: number; failed: number }>();
  for (const o of outcomes) {
    const second = Math.floor((o.at - killedAt) / 1000);
    const row = rows.get(second) ?? { ok: 0, failed: 0 };
    if (o.status >= 200 && o.status < 300) row.ok++;
    else row.failed++;
    rows.set(second, row);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b);
}

async function main() {
  await recreateDatabase();
  console.log(`database ${DATABASE_URL} created; starting three servers`);
  const servers: PortalServer[] = [];
  // One after the other would work too; together shows the startup lock serializing migrate and seed.
  servers.push(
    ...(await Promise.all(
      ['server-1', 'server-2', 'server-3'].map((n) => startPortalServer(n, DATABASE_URL)),
    )),
  );
  const balancer = await startBalancer(servers);
  console.log(`balancer on :${balancer.port} → ${servers.map((s) => `${s.name} :${s.port}`).join(', ')}`);
  const cookie = await signIn(balancer.port);
  const fee = await feeBody();

  const client = new LoadClient(balancer.port, cookie, REQUEST_TIMEOUT_MS);
  const started = Date.now();
  const loops = [
    ...Array.from({ length: READERS }, () => client.reader(READ_PATHS)),
    ...Array.from({ length: WRITERS }, (_, i) => client.writer(`w${i}`, fee)),
  ];
  const victim = servers[1]!;
  await new Promise((r) => setTimeout(r, KILL_AT_MS));
  const killedAt = Date.now();
  victim.child.kill('SIGKILL');
  console.log(`${victim.name} killed with SIGKILL at ${killedAt - started} ms`);
  await new Promise((r) => setTimeout(r, RUN_MS - KILL_AT_MS));
  client.stop();
  const stoppedAt = Date.now();
  await Promise.all(loops);
  const drainedMs = Date.now() - stoppedAt;

  // Every acknowledged write must be in the database; unanswered ones may or may not be.
  const acked = client.writes.filter((w) => w.ackedId !== null);
  const unanswered = client.writes.filter((w) => w.ackedId === null);
  const found = await onDatabase(DATABASE_URL, async (c) => {
    const ids = await c.query<{ n: number }>('select count(*)::int as n from invoices where id = any($1)', [
      acked.map((w) => w.ackedId),
    ]);
    const markers = await c.query<{ n: number }>(
      'select count(*)::int as n from invoices where note = any($1)',
      [unanswered.map((w) => w.marker)],
    );
    return { acked: ids.rows[0]!.n, unansweredStored: markers.rows[0]!.n };
  });

  const outcomes = client.outcomes;
  const failed = outcomes.filter((o) => o.status < 200 || o.status >= 300);
  const byError = new Map<string, number>();
  for (const o of failed)
    byError.set(o.error ?? `HTTP ${o.status}`, (byError.get(o.error ?? `HTTP ${o.status}`) ?? 0) + 1);
  const after = outcomes.filter((o) => o.at >= killedAt + 5_000);
  const summary = {
    readers: READERS,
    writers: WRITERS,
    runMs: RUN_MS,
    killAtMs: KILL_AT_MS,
    requests: outcomes.length,
    reads: outcomes.filter((o) => o.kind === 'read').length,
    writesAttempted: client.writes.length,
    writesAcknowledged: acked.length,
    acknowledgedWritesInDatabase: found.acked,
    lostWrites: acked.length - found.acked,
    writesWithoutAnswer: unanswered.length,
    unansweredWritesStoredAnyway: found.unansweredStored,
    failedRequests: failed.length,
    failuresByCause: Object.fromEntries(byError),
    timedOut: outcomes.filter((o) => o.timedOut).length,
    slowestRequestMs: Math.max(...outcomes.map((o) => o.ms)),
    p99RequestMs: [...outcomes.map((o) => o.ms)].sort((a, b) => a - b)[Math.floor(outcomes.length * 0.99)],
    /** Requests over 5 s: when they were sent, relative to the kill (s). */
    over5sSentAt: outcomes
      .filter((o) => o.ms > 5_000)
      .map((o) => Math.round((o.startedAt - killedAt) / 100) / 10),
    failuresFrom5sAfterKill: after.filter((o) => o.status < 200 || o.status >= 300).length,
    requestsFrom5sAfterKill: after.length,
    loopsEndedWithinMs: drainedMs,
    connectionsPerServer: balancer.connections,
    survivorsRunning: servers.filter((s) => s !== victim).every((s) => s.child.exitCode === null),
  };
  console.log('\nsecond (0 = kill) | ok | failed');
  for (const [second, row] of perSecond(outcomes, killedAt))
    console.log(`${String(second).padStart(17)} | ${String(row.ok).padStart(5)} | ${row.failed}`);
  console.log(`\n${JSON.stringify(summary, null, 2)}`);

  await balancer.close();
  for (const s of servers) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  // The other two carry on: from 5 s after the kill every request is answered with a 2xx.
  const survivorsServed = summary.requestsFrom5sAfterKill > 0 && summary.failuresFrom5sAfterKill === 0;
  const passed =
    summary.lostWrites === 0 && summary.timedOut === 0 && summary.survivorsRunning && survivorsServed;
  console.log(
    passed
      ? '\nPASS: no acknowledged write lost, no request hung, the other two served every request from 5 s after the kill'
      : '\nFAIL',
  );
  process.exitCode = passed ? 0 : 1;
}

await main();
