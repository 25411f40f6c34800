import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import type { Database } from './client.js';
import { isDatabaseUnavailable } from './connection-errors.js';
import { queryRows } from './query-rows.js';
import { inTransaction } from './transaction.js';

// Issue 12: a connection lost while the server holds it (a transaction between two statements) used to
// emit an `error` with no listener on its pg client, which ends the Node process.

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

const endServerConnections = () =>
  admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);

describe('a PostgreSQL connection lost under the server', () => {
  it('fails the transaction holding it as "unavailable", keeps the process, and the next query works', async () => {
    const errors: Error[] = [];
    const record = (err: Error) => errors.push(err);
    process.on('uncaughtException', record);
    let resume = () => {};
    const paused = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const transaction = inTransaction(database.db, null, async (tx) => {
      await tx.execute(sql`select 1`);
      await paused; // the connection sits checked out and idle, as between two statements of a write
      await tx.execute(sql`select 2`);
    });
    // Wait until the transaction holds its connection, then end it from the database side.
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query(
        "select count(*)::int as n from pg_stat_activity where datname = $1 and state = 'idle in transaction'",
        [name],
      );
      if (rows[0]?.n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await endServerConnections();
    await new Promise((resolve) => setTimeout(resolve, 200));
    resume();
    const failure = await transaction.then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
    process.off('uncaughtException', record);
    expect(errors).toEqual([]);
    expect(await queryRows(database.db, sql`select 3 as n`)).toEqual([{ n: 3 }]);
  });
});
