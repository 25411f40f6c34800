import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { databaseUrl, onServer } from './database-templates.js';

export interface TestDatabaseOptions {
  /** Start from the demo data (as `npm start` seeds it) instead of the bare migrated schema. */
  seeded?: boolean;
}

/** Drops a test database once every connection of the closed pool has gone. */
async function dropWhenIdle(serverUrl: string, name: string) {
  const dropper = new pg.Client({ connectionString: serverUrl });
  await dropper.connect();
  try {
    // pool.end() resolves before its connections have finished closing; dropping WITH (FORCE) at once
    // would terminate them mid-close, and pg reports that as an uncaught error. Wait for them first.
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const { rows } = await dropper.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await dropper.query(`drop database if exists ${name} with (force)`);
  } finally {
    await dropper.end();
  }
}

/**
 * A fresh database for one test file, copied from the run's template (test/global-setup.ts): migrated,
 * and with the demo data when `seeded`. In-memory PGlite by default, or a new database on the PostgreSQL
 * server of TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase({ seeded = false }: TestDatabaseOptions = {}): Promise<Database> {
  const templates = inject('databaseTemplates');
  const template = seeded ? templates.seeded : templates.migrated;
  if (templates.kind === 'pglite') return openDatabase({ pgliteDump: new Blob([await readFile(template)]) });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The PostgreSQL templates were made, but TEST_DATABASE_URL is unset');

  const name = `ep_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, [`create database ${name} template ${template}`]);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  return {
    ...database,
    async close() {
      await database.close();
      await dropWhenIdle(serverUrl, name);
    },
  };
}
