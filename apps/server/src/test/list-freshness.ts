/**
 * The freshness test of a kept list, generated from its query (issue 20): a kept list is right only while
 * the triggers of migrations 0006, 0008 and 0009 raise the list's counter whenever a column the list
 * query reads changes. So the columns are read from the statement's plan (EXPLAIN VERBOSE of its generic
 * plan names every table.column each node reads or outputs), and each is changed on one row the list
 * shows, in a transaction rolled back afterwards, and the list's counter must have gone up in it. A
 * column added to a list query without its trigger fails the test; nobody lists the changes by hand.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { queryRows } from '../db/query-rows.js';

/** One column a list statement reads: through which alias, of which table. */
export interface ReadColumn {
  alias: string;
  table: string;
  column: string;
}

/** A statement Drizzle can render (a select builder). */
interface Renderable {
  toSQL(): { sql: string; params: unknown[] };
}

let probes = 0;

/** The top plan node of an EXPLAIN (FORMAT JSON) answer (a string on node-postgres, parsed on PGlite). */
function planOf(row: Record<string, unknown>): Record<string, unknown> {
  const value = Object.values(row)[0];
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as {
    Plan: Record<string, unknown>;
  }[];
  return parsed[0]!.Plan;
}

/**
 * Nodes that pass their input's rows on as they are. Their output, and a table scan's, may be the whole
 * row (PostgreSQL's "physical target list" saves a projection), so it says nothing about what is read.
 */
const PASS_THROUGH = new Set([
  'Hash',
  'Materialize',
  'Memoize',
  'Sort',
  'Incremental Sort',
  'Limit',
  'Unique',
  'Gather',
  'Gather Merge',
  'LockRows',
]);

/**
 * The text each node of a plan tree reads: the conditions and keys of every node, and the output of the
 * nodes that compute it (joins, aggregates, subquery roots), where it is exactly what is used above.
 */
function* planExpressions(plan: Record<string, unknown>, root: boolean): Generator<string> {
  const computes = !('Relation Name' in plan) && !PASS_THROUGH.has(String(plan['Node Type']));
  const relationship = String(plan['Parent Relationship'] ?? '');
  const exactOutput = root || relationship === 'SubPlan' || relationship === 'InitPlan' || computes;
  for (const [key, v] of Object.entries(plan)) {
    if (key === 'Plans' || (key === 'Output' && !exactOutput)) continue;
    if (typeof v === 'string' && !PLAN_NAMES.has(key)) yield v;
    else if (Array.isArray(v)) for (const e of v) if (typeof e === 'string') yield e;
  }
  for (const child of (plan.Plans as Record<string, unknown>[] | undefined) ?? []) {
    yield* planExpressions(child, false);
  }
}
const PLAN_NAMES = new Set([
  'Node Type',
  'Relation Name',
  'Schema',
  'Alias',
  'Index Name',
  'Parent Relationship',
]);

/** Every node of a plan tree with its table and alias, when it scans one. */
function* planNodes(plan: Record<string, unknown>): Generator<Record<string, unknown>> {
  yield plan;
  for (const child of (plan.Plans as Record<string, unknown>[] | undefined) ?? []) yield* planNodes(child);
}

/**
 * Every table column a statement reads, from EXPLAIN (VERBOSE) of its generic plan (so no filter value
 * folds a condition away). Runs the statement's plan only; the statement itself is not executed.
 */
export async function readColumnsOf(db: Db, statement: Renderable): Promise<ReadColumn[]> {
  const { sql: text, params } = statement.toSQL();
  const name = `freshness_probe_${++probes}`;
  const plan = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`PREPARE ${name} AS ${text}`));
    try {
      await tx.execute(sql.raw('SET LOCAL plan_cache_mode = force_generic_plan'));
      const nulls = params.map(() => 'NULL').join(', ');
      const explain = `EXPLAIN (VERBOSE, FORMAT JSON) EXECUTE ${name}${params.length ? `(${nulls})` : ''}`;
      const [row] = await queryRows<Record<string, unknown>>(tx, sql.raw(explain));
      return planOf(row!);
    } finally {
      await tx.execute(sql.raw(`DEALLOCATE ${name}`));
    }
  });
  const relations = new Map<string, Set<string>>();
  for (const node of planNodes(plan)) {
    if (typeof node['Relation Name'] === 'string' && typeof node.Alias === 'string') {
      const tables = relations.get(node.Alias) ?? new Set();
      relations.set(node.Alias, tables.add(node['Relation Name']));
    }
  }
  const texts = [...planExpressions(plan, true)];
  const tableColumns = await columnsOfTables(db, [
    ...new Set([...relations.values()].flatMap((s) => [...s])),
  ]);
  const found = new Map<string, ReadColumn>();
  for (const match of texts.join('\n').matchAll(/\b([a-z_][a-z0-9_]*)\."?([a-z_][a-z0-9_]*)"?/g)) {
    const [, alias = '', column = ''] = match;
    for (const table of relations.get(alias) ?? []) {
      if (tableColumns.get(table)?.has(column)) found.set(`${alias}.${column}`, { alias, table, column });
    }
  }
  return [...found.values()].sort((a, b) => `${a.alias}.${a.column}`.localeCompare(`${b.alias}.${b.column}`));
}

async function columnsOfTables(db: Db, tables: string[]): Promise<Map<string, Set<string>>> {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and table_name in (${sql.join(
        tables.map((t) => sql`${t}`),
        sql`, `,
      )})`,
  );
  const columns = new Map<string, Set<string>>();
  for (const r of rows)
    columns.set(r.table_name, (columns.get(r.table_name) ?? new Set()).add(r.column_name));
  return columns;
}

/**
 * What a column is: its type as SQL spells it without a length (an explicit cast to varchar(9) would cut a
 * value to fit, where storing it refuses a value too long), whether it is (part of) the primary key, its reference. */
async function describeColumn(db: DbOrTx, table: string, column: string) {
  const [row] = await queryRows<{
    type: string;
    primary: boolean;
    ref_table: string | null;
    ref_column: string | null;
  }>(
    db,
    sql`select format_type(a.atttypid, null) as type,
        exists (select 1 from pg_constraint p where p.conrelid = a.attrelid and p.contype = 'p'
          and a.attnum = any (p.conkey)) as primary,
        (select f.confrelid::regclass::text from pg_constraint f where f.conrelid = a.attrelid
          and f.contype = 'f' and f.conkey = array[a.attnum]::int2[] limit 1) as ref_table,
        (select r.attname from pg_constraint f join pg_attribute r on r.attrelid = f.confrelid
          and r.attnum = f.confkey[1] where f.conrelid = a.attrelid and f.contype = 'f'
          and f.conkey = array[a.attnum]::int2[] limit 1) as ref_column
      from pg_attribute a where a.attrelid = ${table}::regclass and a.attname = ${column}`,
  );
  return row!;
}

/** Text as long as `c` with its last character changed (a digit counts up): for values of a fixed length. */
const SAME_LENGTH = `left(c, -1) || case when right(c, 1) ~ '[0-8]' then (right(c, 1)::int + 1)::text
  when right(c, 1) = '9' then '0' when right(c, 1) = 'x' then 'y' else 'x' end`;

/** New values of the same type, as SQL computing them from the current value `c` (none for other types). */
function tweaksOf(type: string): string[] {
  if (/^(integer|bigint|smallint|numeric|real|double)/.test(type)) return ['coalesce(c + 1, 1)'];
  if (/^(text|character varying|character)/.test(type)) return [`coalesce(c, '') || 'x'`, SAME_LENGTH];
  if (type === 'date') return ['coalesce(c + 1, current_date)'];
  if (type.startsWith('timestamp')) return [`coalesce(c, now()) + interval '1 second'`];
  if (type === 'boolean') return ['not coalesce(c, false)'];
  return [];
}

const id = (name: string) => sql.identifier(name);

/**
 * Values, as text, that the column may take on the row instead of its current one: another referenced key
 * for a foreign key, else the current value nudged (a number up, a day later, text longer), then values
 * other rows hold (which satisfy the column's checks). Tried in order until one is accepted.
 */
async function candidatesFor(tx: DbOrTx, table: string, column: string, rowId: string) {
  const info = await describeColumn(tx, table, column);
  const current = sql`(select ${id(column)} from ${id(table)} where ctid = ${rowId}::tid)`;
  const out: string[] = [];
  if (info.ref_table && info.ref_column) {
    // Keys no row holds yet first: they pass a unique key the column is part of.
    const refs = await queryRows<{ v: string }>(
      tx,
      sql`select r.${id(info.ref_column)}::text as v from ${sql.raw(info.ref_table)} r
        where r.${id(info.ref_column)} is distinct from ${current}
        order by exists (select 1 from ${id(table)} t where t.${id(column)} = r.${id(info.ref_column)}), 1
        limit 5`,
    );
    out.push(...refs.map((r) => r.v));
  }
  for (const tweak of tweaksOf(info.type)) {
    const [r] = await queryRows<{ v: string | null }>(
      tx,
      sql`select (${sql.raw(tweak)})::text as v from (select ${id(column)} as c from ${id(table)}
        where ctid = ${rowId}::tid) s`,
    );
    if (r?.v != null) out.push(r.v);
  }
  const others = await queryRows<{ v: string }>(
    tx,
    sql`select distinct ${id(column)}::text as v from ${id(table)}
      where ${id(column)} is not null and ${id(column)} is distinct from ${current} limit 5`,
  );
  out.push(...others.map((r) => r.v));
  return { type: info.type, primary: info.primary, values: [...new Set(out)] };
}

/** Rolls a transaction back after its checks, keeping what they found. */
class RolledBack extends Error {}

/** What one column's change did to the list's counter. */
export interface ColumnChange {
  column: ReadColumn;
  /** The value the row was given; undefined when none was accepted or the column is a primary key. */
  value?: string;
  skipped?: 'primary key';
  before: number;
  after: number;
}

/** How to find the list's counter and, for each alias of the statement, one row the list shows. */
export interface FreshnessProbe {
  /** The list's counter now, read inside the transaction that changes the column. */
  counter: (tx: DbOrTx) => Promise<number>;
  /** A condition on the alias's table picking the row (or rows: the first is changed) the list shows. */
  rows: Record<string, SQL>;
}

/**
 * Changes each read column on one row the list shows, each in a transaction of its own rolled back at
 * the end, and answers the counter before and after. A primary key is never changed (no code updates
 * one: a row's identity changes by insert and delete, which the triggers also count).
 */
export async function changeEachColumn(db: Db, columns: ReadColumn[], probe: FreshnessProbe) {
  const changes: ColumnChange[] = [];
  for (const column of columns) {
    const where = probe.rows[column.alias];
    if (!where) throw new Error(`no row of alias '${column.alias}' (${column.table}) in the probe: add one`);
    let change: ColumnChange | undefined;
    try {
      await db.transaction(async (tx) => {
        const [row] = await queryRows<{ ctid: string }>(
          tx,
          sql`select ctid::text as ctid from ${id(column.table)} where ${where} limit 1`,
        );
        if (!row) throw new Error(`the probe's row of '${column.alias}' (${column.table}) is not there`);
        const before = await probe.counter(tx);
        const { type, primary, values } = await candidatesFor(tx, column.table, column.column, row.ctid);
        change = { column, before, after: before, ...(primary ? { skipped: 'primary key' as const } : {}) };
        if (primary) throw new RolledBack();
        const [old] = await queryRows<{ v: string | null }>(
          tx,
          sql`select ${id(column.column)}::text as v from ${id(column.table)} where ctid = ${row.ctid}::tid`,
        );
        for (const value of values) {
          try {
            await tx.transaction(async (sp) => {
              const [stored] = await queryRows<{ v: string | null }>(
                sp,
                sql`update ${id(column.table)} set ${id(column.column)} = cast(${value} as ${sql.raw(type)})
                  where ctid = ${row.ctid}::tid returning ${id(column.column)}::text as v`,
              );
              if (stored?.v === old?.v) throw new RolledBack();
            });
            change.value = value;
            break;
          } catch {
            // Refused by a constraint (a check, a unique key, a length) or no change: the next candidate.
          }
        }
        change.after = await probe.counter(tx);
        throw new RolledBack();
      });
    } catch (err) {
      if (!(err instanceof RolledBack)) throw err;
    }
    changes.push(change!);
  }
  return changes;
}
