import pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/client.js';
import { keptListCounts } from '../kept-lists/kept-lists.js';
import { readSharedState, type SharedState } from './metrics-repo.js';

// Names and meanings: README "Metrics", docs/decisions/metrics.md (issue 33).

let processRegistry: Registry | undefined;

/**
 * Memory, CPU, event-loop lag and garbage collection describe the process, not one app: collected once
 * per process (the event-loop monitor and the GC observer are set up by the first call), into a registry
 * of their own rather than prom-client's global one.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** How long the scrape waits for its database statement (connection included) before saying it failed. */
const SHARED_STATE_DEADLINE_MS = 2000;

/** Request latency buckets (seconds): the p95 target of a page call is 50 ms, a slow report takes seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The answer's status class: 2xx, 3xx, 4xx or 5xx. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** The metrics of one app over one database handle; tests build several apps, each with its own. */
export interface AppMetrics {
  /** The media type of the exposition text. */
  contentType: string;
  /** Reads what the gauges show now (pool, kept lists, the shared state) and renders the scrape's text. */
  scrape(): Promise<string>;
  /** Records an answered request under its route template (never the raw URL: unbounded labels). */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** Counts a 503 answered because the database could not be reached. */
  countDatabaseUnavailable(): void;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  // A statement that answers after the deadline is dropped; its failure must not go unhandled.
  work.catch(() => {});
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** What the database holds for all servers, each with its metric name and meaning. */
const SHARED_METRICS: Record<keyof SharedState, { name: string; help: string }> = {
  outboxPending: { name: 'portal_outbox_pending', help: 'Emails in the outbox still to send (all servers)' },
  outboxOldestPendingSeconds: {
    name: 'portal_outbox_oldest_pending_age_seconds',
    help: 'How long the oldest email still to send has waited; 0 when none waits',
  },
  outboxFailed: { name: 'portal_outbox_failed', help: 'Emails given up after their retries' },
  digestLastClaimedAt: {
    name: 'portal_daily_digest_last_claim_timestamp_seconds',
    help: "When a server last claimed a day's Daily Digest (absent before the first)",
  },
  yearEndCloseLastClaimedAt: {
    name: 'portal_year_end_close_last_claim_timestamp_seconds',
    help: "When a server last claimed an aid year's year-end close (absent before the first)",
  },
  yearEndCloseLastFinishedAt: {
    name: 'portal_year_end_close_last_finish_timestamp_seconds',
    help: 'When a year-end close last finished (absent before the first)',
  },
  yearEndCloseUnfinished: {
    name: 'portal_year_end_close_unfinished',
    help: 'Year-end closes claimed and not finished (at work, or left by a server that stopped)',
  },
};

type SharedGauge = { name: string; gauge: Gauge };

/** The shared gauges, not yet in any registry: a scrape adds those it could read. */
function sharedGauges(): Record<keyof SharedState, SharedGauge> {
  const entries = Object.entries(SHARED_METRICS).map(([key, { name, help }]) => [
    key,
    { name, gauge: new Gauge({ name, help, registers: [] }) },
  ]);
  return Object.fromEntries(entries) as Record<keyof SharedState, SharedGauge>;
}

/** The gauges of a PostgreSQL pool; answers the function that reads the pool into them. */
function poolGauges(pool: pg.Pool, registers: Registry[]): () => void {
  const connections = new Gauge({
    name: 'portal_db_pool_connections',
    help: 'PostgreSQL connections of this server: in_use by a request or worker, idle in the pool',
    labelNames: ['state'],
    registers,
  });
  const waiting = new Gauge({
    name: 'portal_db_pool_waiting',
    help: 'Queries waiting for a free connection of the pool',
    registers,
  });
  const max = new Gauge({
    name: 'portal_db_pool_max_connections',
    help: 'The pool size (DATABASE_POOL_SIZE)',
    registers,
  });
  return () => {
    connections.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
    connections.set({ state: 'idle' }, pool.idleCount);
    waiting.set(pool.waitingCount);
    max.set(pool.options.max ?? 0);
  };
}

/** Builds the registry and instruments of one app. */
export function createAppMetrics(db: Db): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const client = (db as unknown as { $client?: unknown }).$client;
  const pool = client instanceof pg.Pool ? client : undefined;

  new Gauge({
    name: 'portal_database_info',
    help: 'The database driver: postgres (a connection pool) or pglite (embedded, one connection)',
    labelNames: ['driver'],
    registers,
  }).set({ driver: pool ? 'postgres' : 'pglite' }, 1);

  const requests = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Requests answered, by method, route template and status class, and how long each took (_count: the request count)',
    labelNames: ['method', 'route', 'status_class'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const unavailable = new Counter({
    name: 'portal_database_unavailable_responses_total',
    help: 'Requests answered 503 because the database could not be reached',
    registers,
  });
  // Seeded at 0 so that rate() and increase() see the first 503.
  unavailable.inc(0);

  // PGlite is one embedded connection with no pool: no pool gauges at all rather than made-up ones.
  const refreshPool = pool ? poolGauges(pool, registers) : () => {};

  const keptHits = new Counter({
    name: 'portal_kept_list_hits_total',
    help: 'List reads answered from the rows kept in memory, by kind of list',
    labelNames: ['kind'],
    registers,
  });
  const keptRebuilds = new Counter({
    name: 'portal_kept_list_rebuilds_total',
    help: 'List reads that ran the list statement (first read, or the list changed), by kind of list',
    labelNames: ['kind'],
    registers,
  });
  const keptLists = new Gauge({ name: 'portal_kept_lists', help: 'Lists kept in memory', registers });
  const keptBytes = new Gauge({
    name: 'portal_kept_lists_bytes',
    help: 'Memory the kept lists take, roughly',
    registers,
  });

  const sharedOk = new Gauge({
    name: 'portal_scrape_database_ok',
    help: "1 when this scrape's database statement answered in time; else 0 and the shared gauges are left out",
    registers,
  });
  const shared = sharedGauges();

  /** The shared gauges are in the scrape only when read: a stale value would hide an outage. */
  function showShared(state: SharedState | undefined) {
    for (const [key, { name, gauge }] of Object.entries(shared) as [keyof SharedState, SharedGauge][]) {
      registry.removeSingleMetric(name);
      const value = state?.[key];
      if (value === undefined || value === null) continue;
      gauge.set(value);
      registry.registerMetric(gauge);
    }
  }

  function refreshKeptLists() {
    const counts = keptListCounts(db);
    keptHits.reset();
    keptRebuilds.reset();
    for (const [kind, n] of counts.hits) keptHits.inc({ kind }, n);
    for (const [kind, n] of counts.rebuilds) keptRebuilds.inc({ kind }, n);
    keptLists.set(counts.lists);
    keptBytes.set(counts.bytes);
  }

  return {
    contentType: registry.contentType,
    observeRequest(method, route, status, seconds) {
      requests.observe({ method, route, status_class: statusClass(status) }, seconds);
    },
    countDatabaseUnavailable() {
      unavailable.inc();
    },
    async scrape() {
      // The pool first: what requests hold, before the scrape takes a connection of its own.
      refreshPool();
      refreshKeptLists();
      const state = await withTimeout(readSharedState(db), SHARED_STATE_DEADLINE_MS).catch(() => undefined);
      sharedOk.set(state ? 1 : 0);
      showShared(state);
      // Two registries of one text format: their texts follow one another.
      return (await processMetrics().metrics()) + (await registry.metrics());
    },
  };
}
