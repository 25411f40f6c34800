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
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent, PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in memory (tests). */
  dataDir?: string;
  /** Connections to PostgreSQL; absent means defaultPoolSize(). */
  poolSize?: number;
}

/**
 * Connections per server when none are configured. A request holds a connection only for its one or two
 * statements, so a few connections per core keep the database busy; more only queue inside PostgreSQL
 * and cost its memory (measured on 2 cores in docs/decisions.md).
 */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.max(4, cores * 4);
}

/** Opens the system of record: a PostgreSQL server when a URL is given, otherwise embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // Every connection works in UTC, as PGlite does below.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? defaultPoolSize(),
      options: '-c timezone=UTC',
    });
    // An idle connection the database ends (restart, failover, idle timeout: 57P01) is reported here;
    // without a listener Node ends the process. The pool drops it and the next query opens a new one.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  await client.exec("set timezone = 'UTC'");
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}
