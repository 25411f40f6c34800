// Throughput of the screens' reads (issue 8): each API call under 50 concurrent clients against a server
// process, beside the same SQL statements replayed straight through a pool at the same concurrency.
import type { FastifyInstance } from 'fastify';
import { type Database, defaultPoolSize } from '../../../apps/server/src/db/client.js';
import type { BenchContext } from '../scenarios/api-scenarios.js';
import {
  scenarioEmail,
  THROUGHPUT_SCENARIOS,
  type ThroughputScenario,
} from '../scenarios/throughput-scenarios.js';
import { CONNECTIONS, type LoadResult, loadUrl, signInOverHttp } from './load-api.js';
import { startServer } from './server-process.js';
import {
  captureStatements,
  openReplayPool,
  type ReplayResult,
  replayStatements,
  type Statement,
} from './statements.js';

const DEMO_PASSWORD = 'Demo@Password1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** What one scenario measured. */
export interface ThroughputResult {
  name: string;
  api: LoadResult;
  /** Every statement of a request whose session is not cached (session lookup and the read). */
  sqlAll: ReplayResult & { statements: number };
  /** The read's statements alone: what a request runs while its session is cached. */
  sqlRead: ReplayResult & { statements: number };
  target: ThroughputScenario['target'];
}

/** The statements the in-process app runs for the first call of a fresh session (nothing cached). */
async function statementsOf(app: FastifyInstance, database: Database, url: string, email: string) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { userName: email, userPassword: DEMO_PASSWORD },
  });
  const cookie = login.cookies.find((c) => c.name === 'ep_session');
  if (!cookie) throw new Error(`cannot sign in as ${email}: ${login.statusCode}`);
  let status = 0;
  const statements = await captureStatements(database.db, async () => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie: `ep_session=${cookie.value}` } });
    status = res.statusCode;
  });
  if (status !== 200) throw new Error(`${url} answered ${status}`);
  return statements;
}

/**
 * Captures each scenario's statements (those whose name contains `only`, lower case, when given) through
 * the in-process app (call before closing the database). A
 * scenario whose call does not answer 200 (a route not built yet, a user it does not serve) is reported
 * in `skipped` and left out of the throughput runs.
 */
export async function captureScenarioStatements(
  app: FastifyInstance,
  database: Database,
  ids: BenchContext,
  only?: string,
) {
  const captured = new Map<string, Statement[]>();
  const skipped = new Map<string, string>();
  for (const s of THROUGHPUT_SCENARIOS) {
    if (only && !s.name.toLowerCase().includes(only)) continue;
    try {
      captured.set(s.name, await statementsOf(app, database, s.path(ids), scenarioEmail(s, ids)));
    } catch (err) {
      skipped.set(s.name, err instanceof Error ? err.message : String(err));
    }
  }
  return { captured, skipped };
}

// The session statement is the one the session store prepares (platform/sessions/session-repo.ts); PGlite
// gets no statement names, so its text tells it too.
const isSessionStatement = (s: Statement) => s.name === 'session_actor' || /from "sessions"/.test(s.text);

/** Replays the captured statements (all of them, then the read's alone) through the bench's own pool. */
export async function replayScenarios(
  database: Database,
  url: string | undefined,
  captured: Map<string, Statement[]>,
) {
  const poolSize = Number(process.env.DATABASE_POOL_SIZE) || defaultPoolSize();
  const pool = url ? openReplayPool(url, poolSize) : undefined;
  const target = pool
    ? { pool }
    : {
        pglite: (database.db as unknown as { $client: Parameters<typeof replayStatements>[0] & object })
          .$client,
      };
  const results = new Map<
    string,
    { sqlAll: ThroughputResult['sqlAll']; sqlRead: ThroughputResult['sqlRead'] }
  >();
  try {
    for (const [name, statements] of captured) {
      const reads = statements.filter((s) => !isSessionStatement(s));
      const all = await replayStatements(target as never, statements, CONNECTIONS, SECONDS);
      const read = await replayStatements(target as never, reads, CONNECTIONS, SECONDS);
      results.set(name, {
        sqlAll: { ...all, statements: statements.length },
        sqlRead: { ...read, statements: reads.length },
      });
    }
  } finally {
    await pool?.end();
  }
  return results;
}

/**
 * Loads each scenario's URL on a server process over the same database (start it only after the bench's
 * own PGlite handle is closed: one process at a time may open a PGlite directory).
 */
export async function loadScenarios(
  target: { url?: string; dataDir: string },
  ids: BenchContext,
  only: ReadonlySet<string>,
  afterLoad?: (baseUrl: string) => Promise<void>,
) {
  const server = await startServer(target);
  const results = new Map<string, LoadResult>();
  try {
    for (const s of THROUGHPUT_SCENARIOS) {
      if (!only.has(s.name)) continue;
      const cookie = await signInOverHttp(server.baseUrl, scenarioEmail(s, ids), DEMO_PASSWORD);
      results.set(s.name, await loadUrl(`${server.baseUrl}${s.path(ids)}`, cookie, SECONDS));
    }
    await afterLoad?.(server.baseUrl);
  } finally {
    await server.stop();
  }
  return results;
}

/** A scenario's target as the table shows it: "≥ 1000 req/s, p95 ≤ 100 ms". */
function formatTarget(target: ThroughputScenario['target']): string {
  return [
    target.requestsPerSecond ? `≥ ${target.requestsPerSecond} req/s` : '',
    target.p95Ms ? `p95 ≤ ${target.p95Ms} ms` : '',
    target.p99Ms ? `p99 ≤ ${target.p99Ms} ms` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** Prints the throughput table: API beside the bare SQL of the same statements, and the targets. */
export function printThroughput(results: ThroughputResult[]) {
  console.log(`\nThroughput at ${CONNECTIONS} concurrent clients, ${SECONDS} s each:`);
  console.table(
    results.map((r) => ({
      scenario: r.name,
      'API req/s': r.api.requestsPerSecond,
      'API p50 ms': r.api.p50Ms,
      'API p95 ms': r.api.p95Ms,
      'API p99 ms': r.api.p99Ms,
      'SQL tps (all stmts)': `${r.sqlAll.transactionsPerSecond} (${r.sqlAll.statements})`,
      'SQL tps (read stmts)': `${r.sqlRead.transactionsPerSecond} (${r.sqlRead.statements})`,
      // The bare SQL's own latency at the same concurrency: the floor under the API's.
      'SQL all p95 ms': r.sqlAll.p95Ms,
      // The same work as the API: every statement an uncached request runs (the target: >= 0.67).
      'API / SQL all': Number((r.api.requestsPerSecond / r.sqlAll.transactionsPerSecond).toFixed(2)),
      'API / SQL read': Number((r.api.requestsPerSecond / r.sqlRead.transactionsPerSecond).toFixed(2)),
      target: formatTarget(r.target),
      errors: r.api.non2xx + r.api.errors,
    })),
  );
}
