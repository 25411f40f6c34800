import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../apps/server/src/db/client.js';

/** Target sizes of the production-size data set (ARCHITECTURE "Data"). */
export const SCALE = {
  schools: 700,
  aidYears: 10,
  firstAidYear: 2018,
  /** The aid year whose range holds "today" for the generated data. */
  currentAidYear: 2026,
  students: 120_000,
  applications: 150_000,
} as const;

/** Steps Coprime with 700: stepping k = 1..10 by one of them from the employer never repeats a school. */
export const IMPORT_STEPS = [11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89];

/** A Postgres array literal of text values, for picking names by index inside set-based SQL. */
export function textArray(values: readonly string[]): SQL {
  return sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);
}

/** Runs one statement and prints how long it took and how many rows it touched. */
export async function step(tx: Tx, label: string, statement: SQL): Promise<void> {
  const started = Date.now();
  const result = (await tx.execute(statement)) as { rowCount?: number | null; affectedRows?: number };
  const rows = result.rowCount ?? result.affectedRows;
  const count = typeof rows === 'number' && rows > 0 ? ` ${rows.toLocaleString('en-US')} rows` : '';
  console.log(`  ${label}:${count} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The largest id of a table (0 when empty), so generated rows can take explicit ids after it. */
export async function maxId(tx: Tx, table: string): Promise<number> {
  const result = (await tx.execute(
    sql.raw(`select coalesce(max(id), 0)::int as m from "${table}"`),
  )) as unknown as {
    rows: { m: number }[];
  };
  return Number(result.rows[0]?.m ?? 0);
}

/** Moves an identity sequence past explicitly inserted ids. */
export async function syncIdentity(tx: Tx, table: string): Promise<void> {
  await tx.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('"${table}"', 'id'), greatest((select max(id) from "${table}"), 1))`,
    ),
  );
}

/** An integer inlined into SQL text (our own numbers only), so PostgreSQL never guesses a parameter type. */
export function num(value: number): SQL {
  if (!Number.isInteger(value)) throw new Error(`not an integer: ${value}`);
  return sql.raw(String(value));
}
