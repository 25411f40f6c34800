import { ENROLLED_OPENS_MONTH_DAY } from '@exchange/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../apps/server/src/db/client.js';

/** Target sizes of the production-size data set (docs/architecture.md "The machinery: Demo and scale data"). */
export const SCALE = {
  schools: 700,
  aidYears: 10,
  students: 120_000,
  applications: 150_000,
} as const;

/** How many rows to generate: the production sizes, or a small run's (the seed-rule test). */
export type ScaleSizes = { readonly [K in keyof typeof SCALE]: number };

/**
 * One run of the generator: its sizes and its calendar. The aid years follow "today" (the programme's
 * day), so a run on any date makes rows that obey the rules of that date: the current aid year is the
 * one holding today, with eight before it and the next one after it.
 */
export interface ScalePlan extends ScaleSizes {
  /** Today in the programme time zone (YYYY-MM-DD): no generated date lies after it. */
  today: string;
  firstAidYear: number;
  /** The first calendar year of the aid year whose range holds today. */
  currentAidYear: number;
  /** True from 15 August of the current aid year's first year, when Enrolled opens (open-points 6). */
  enrolledOpen: boolean;
}

/** The plan of a run on `today` (YYYY-MM-DD): the aid years around it and the sizes given. */
export function planScale(today: string, sizes: ScaleSizes = SCALE): ScalePlan {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const currentAidYear = month >= 7 ? year : year - 1;
  return {
    ...sizes,
    today,
    firstAidYear: currentAidYear - (sizes.aidYears - 2),
    currentAidYear,
    enrolledOpen: today >= `${currentAidYear}-${ENROLLED_OPENS_MONTH_DAY}`,
  };
}

/** A date inlined into SQL text (our own YYYY-MM-DD days only). */
export function day(value: string): SQL {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new Error(`not a day: ${value}`);
  return sql.raw(`date '${value}'`);
}

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
