import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The Drizzle database, the same type over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repos accept either. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while holding the portal's startup lock: on PostgreSQL a session advisory lock on a
   * connection of its own, so servers starting together migrate and seed one after the other; PGlite has
   * one process and needs none.
   */
  exclusively<T>(work: () => Promise<T>, whileWaiting?: () => void): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent, PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in memory (tests). */
  dataDir?: string;
  /** A PGlite data-directory dump to start the in-memory database from (the tests' template). */
  pgliteDump?: Blob;
  /** Connections to PostgreSQL; absent means defaultPoolSize(). */
  poolSize?: number;
  /** Told when an idle connection is lost (the pool replaces it); absent means ignored (tests). */
  onConnectionError?: (err: Error) => void;
}

/** How long opening a PostgreSQL connection may take before the request answers 503. */
const CONNECT_TIMEOUT_MS = 5000;
/** The advisory lock key of migrations and the demo seed (any constant the portal alone uses). */
const STARTUP_LOCK_KEY = 7_411_202_612;

function postgresSettings(url: string) {
  return {
    connectionString: url,
    // Every connection works in UTC, as PGlite does below.
    options: '-c timezone=UTC',
    application_name: 'exchange-portal',
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // TCP keep-alive probes notice a link that died silently (a cut network) instead of waiting forever.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

/**
 * Runs `work` holding the startup advisory lock; ending the lock's own session releases it. Says so
 * through `whileWaiting` when another server holds it.
 */
async function holdingStartupLock<T>(
  url: string,
  onError: (err: Error) => void,
  work: () => Promise<T>,
  whileWaiting: () => void = () => {},
) {
  const client = new pg.Client(postgresSettings(url));
  client.on('error', onError);
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      STARTUP_LOCK_KEY,
    ]);
    if (!rows[0]?.locked) {
      whileWaiting();
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    }
    return await work();
  } finally {
    await client.end().catch(onError);
  }
}

type CheckoutCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pool that takes back a checked-out connection the moment it is lost, whoever holds it. Drizzle's
 * transaction sends `begin` before the `try` whose `finally` releases its connection (drizzle-orm 0.45),
 * so a connection lost while `begin` is on the wire was never released: the dead connection kept its
 * pool slot for good, and once every slot was taken so, every query waited for a connection (503) and
 * pool.end() never returned. Released here with its error the pool discards it and opens a new one when
 * needed; the holder's own release later is a no-op, and its further queries fail as "not queryable".
 * Only the promise form is guarded: the callback form is pool.query's own, which always releases.
 */
class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: CheckoutCallback): void;
  override connect(callback?: CheckoutCallback): Promise<pg.PoolClient> | undefined {
    if (!callback) return super.connect().then(releasedWhenLost);
    super.connect(callback);
    return undefined;
  }
}

function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const releaseOnce = client.release;
  let released = false;
  const release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('error', release);
    releaseOnce(err);
  };
  client.on('error', release);
  client.release = release;
  return client;
}

/**
 * Connections per server when none are configured. A request holds a connection only for its one or two
 * statements, so a few connections per core keep the database busy; more only queue inside PostgreSQL
 * and cost its memory (measured on 2 cores in docs/decisions/platform.md "Pool size").
 */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.max(4, cores * 4);
}

/** Opens the system of record: a PostgreSQL server when a URL is given, otherwise embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const onError = options.onConnectionError ?? (() => {});
  const url = options.url;
  if (url) {
    const pool = new GuardedPool({ ...postgresSettings(url), max: options.poolSize ?? defaultPoolSize() });
    // A connection the database ends (restart, failover, idle timeout: 57P01) or the network drops emits
    // `error` on its client, and an `error` nobody listens to ends the process. The pool listens only
    // while a client is idle in it (and re-emits on the pool), so every client gets a listener of its own
    // for the time it is checked out too, e.g. inside a transaction between two statements: the pending
    // query fails (503), the pool discards the client and the next query opens a new connection.
    pool.on('connect', (client) => client.on('error', onError));
    pool.on('error', () => {}); // already reported by the client's own listener
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      exclusively: (work, whileWaiting) => holdingStartupLock(url, onError, work, whileWaiting),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir
    ? new PGlite(options.dataDir)
    : new PGlite(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {});
  await client.waitReady;
  await client.exec("set timezone = 'UTC'");
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'pglite', exclusively: (work) => work(), close: () => client.close() };
}
