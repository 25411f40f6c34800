// The bare-SQL side of the throughput comparison: the exact statements one API request runs (captured
// from the database client while the in-process app answers it), replayed at the same concurrency
// straight through a connection pool, without HTTP, Fastify or the session logic around them.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../../../apps/server/src/db/client.js';

/** One statement as the server sent it: its prepared-statement name when it has one, text and values. */
export interface Statement {
  name?: string;
  text: string;
  values: unknown[];
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;

/** Records every statement the database client runs while `work` runs. */
export async function captureStatements(db: Db, work: () => Promise<void>): Promise<Statement[]> {
  const client = (db as unknown as { $client: { query: QueryFn; connect?: unknown } }).$client;
  const original = client.query;
  const captured: Statement[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') captured.push({ text: first, values: (second as unknown[]) ?? [] });
    else {
      const config = first as { name?: string; text: string; values?: unknown[] };
      captured.push({
        name: config.name,
        text: config.text,
        values: (second as unknown[]) ?? config.values ?? [],
      });
    }
    return original.apply(this, args);
  } as QueryFn;
  try {
    await work();
  } finally {
    client.query = original;
  }
  return captured;
}

/** Statements per second and requests' worth of statements per second at the given concurrency. */
export interface ReplayResult {
  transactionsPerSecond: number;
  statementsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

function percentile(sorted: number[], q: number) {
  return Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1));
}

/**
 * Runs the statements one after another, as one request would, from `concurrency` clients at once for
 * `seconds` (after a short warm-up), and answers how many such sequences completed per second.
 */
export async function replayStatements(
  target: { pool: pg.Pool } | { pglite: PGlite },
  statements: readonly Statement[],
  concurrency: number,
  seconds: number,
): Promise<ReplayResult> {
  const runOne =
    'pool' in target
      ? (s: Statement) => target.pool.query({ name: s.name, text: s.text, values: s.values })
      : (s: Statement) => target.pglite.query(s.text, s.values);
  const loop = async (until: number, latencies: number[] | null) => {
    let done = 0;
    while (performance.now() < until) {
      const started = performance.now();
      for (const s of statements) await runOne(s);
      latencies?.push(performance.now() - started);
      done++;
    }
    return done;
  };
  const clients = Array.from({ length: concurrency });
  const warmUntil = performance.now() + Math.min(3, seconds) * 1000;
  await Promise.all(clients.map(() => loop(warmUntil, null)));
  const latencies: number[] = [];
  const started = performance.now();
  const counts = await Promise.all(clients.map(() => loop(started + seconds * 1000, latencies)));
  const elapsed = (performance.now() - started) / 1000;
  const total = counts.reduce((a, b) => a + b, 0);
  latencies.sort((a, b) => a - b);
  return {
    transactionsPerSecond: Math.round(total / elapsed),
    statementsPerSecond: Math.round((total * statements.length) / elapsed),
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
  };
}

/** A pool like the server's (same size, same session settings) for the replay. */
export function openReplayPool(url: string, size: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: size, options: '-c timezone=UTC' });
  pool.on('error', () => {});
  return pool;
}
