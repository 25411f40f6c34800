import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { seedDemoData } from '../db/seed/index.js';

/**
 * The two starting points every test database is copied from, made once per test run: the migrated
 * schema, and the schema with the demo data. On PGlite each is a data-directory dump (a file); on
 * PostgreSQL each is a database used as the TEMPLATE of CREATE DATABASE.
 */
export interface DatabaseTemplates {
  kind: 'pglite' | 'postgres';
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** The PGlite client under a Drizzle database opened by openDatabase. */
function pgliteClient(database: Database): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client;
}

async function dumpTo(database: Database, file: string): Promise<string> {
  const dump = await pgliteClient(database).dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** Migrates and seeds an in-memory PGlite once and dumps both states into `dir`. */
export async function makePgliteTemplates(dir: string): Promise<DatabaseTemplates> {
  const database = await openDatabase({});
  try {
    await runMigrations(database);
    const migrated = await dumpTo(database, join(dir, 'migrated.tar'));
    await seedDemoData(database.db);
    const seeded = await dumpTo(database, join(dir, 'seeded.tar'));
    return { kind: 'pglite', migrated, seeded };
  } finally {
    await database.close();
  }
}

/** The URL of another database on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the server's maintenance connection (CREATE and DROP DATABASE). */
export async function onServer(serverUrl: string, statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Makes a database, opens it, runs `work` and closes it again so that it can serve as a template. */
async function makeTemplate(
  serverUrl: string,
  name: string,
  template: string | null,
  work: (d: Database) => Promise<unknown>,
) {
  await onServer(serverUrl, [`create database ${name}${template ? ` template ${template}` : ''}`]);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 1 });
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

/** Makes the migrated and the seeded template databases on the PostgreSQL server of `serverUrl`. */
export async function makePostgresTemplates(serverUrl: string): Promise<DatabaseTemplates> {
  const prefix = `ep_template_${randomBytes(4).toString('hex')}`;
  const migrated = `${prefix}_migrated`;
  const seeded = `${prefix}_seeded`;
  await makeTemplate(serverUrl, migrated, null, (d) => runMigrations(d));
  await makeTemplate(serverUrl, seeded, migrated, (d) => seedDemoData(d.db));
  return { kind: 'postgres', migrated, seeded };
}

/** Drops the template databases (WITH FORCE: nothing may still be connected to them anyway). */
export async function dropPostgresTemplates(serverUrl: string, templates: DatabaseTemplates) {
  await onServer(serverUrl, [
    `drop database if exists ${templates.seeded} with (force)`,
    `drop database if exists ${templates.migrated} with (force)`,
  ]);
}
