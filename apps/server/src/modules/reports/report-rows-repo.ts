import type { ReportDownloadQueryInput, ReportQuery, ReportRow } from '@exchange/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { readListVersionSum } from '../../db/list-versions-repo.js';
import { queryRows } from '../../db/query-rows.js';
import { keptLists } from '../../platform/kept-lists/kept-lists.js';
import { badRequest } from '../../plugins/errors.js';
import type { ReportFilters, ReportScope, ReportSource } from './report-source-repo.js';

/** Rows fetched per round trip while a download streams. */
export const DOWNLOAD_BATCH_ROWS = 2000;

type Sortable = Pick<ReportQuery, 'sort' | 'dir' | 'search'>;

/** Refuses a sort that is not one of the report's columns (400), before anything is sent. */
export function checkReportSort(source: ReportSource, query: Pick<ReportQuery, 'sort'>): void {
  const field = query.sort ?? source.definition.defaultSort.field;
  if (!source.definition.columns.some((c) => c.field === field)) {
    throw badRequest('Sort by one of the report columns.', { sort: 'Sort by one of the report columns.' });
  }
}

/** The ORDER BY of a query: the chosen column (or the default), then the row key. */
function orderBy(source: ReportSource, query: Sortable): SQL {
  const def = source.definition;
  checkReportSort(source, query);
  const field = query.sort ?? def.defaultSort.field;
  const dir = (query.sort ? query.dir : undefined) ?? (query.sort ? 'asc' : def.defaultSort.dir);
  const expr = source.sortBy?.[field] ?? sql.identifier(field);
  const way = dir === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  return sql`order by ${expr} ${way}, ${source.key} ${dir === 'desc' ? sql`desc` : sql`asc`}`;
}

/** The WHERE of the scope, filters and quick filter, and any further conditions. */
function whereOf(
  source: ReportSource,
  scope: ReportScope,
  filters: ReportFilters,
  search?: string,
  further: readonly SQL[] = [],
): SQL {
  const conditions = [...source.where(scope, filters), ...further];
  const searched = source.scoped?.(scope).search ?? source.search;
  if (search && searched.length) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(${sql.join(
        searched.map((e) => sql`${e} ilike ${pattern}`),
        sql` or `,
      )})`,
    );
  }
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** `select key as id, <each column> as "<field>"` in the definition's column order. */
function selectList(source: ReportSource, scope: ReportScope): SQL {
  const parts = [sql`${source.key} as "id"`];
  const columns = source.scoped?.(scope).columns ?? source.columns;
  for (const column of source.definition.columns) {
    const expr = columns[column.field];
    if (!expr) throw new Error(`report ${source.definition.key}: no SQL for column ${column.field}`);
    parts.push(sql`${expr} as ${sql.identifier(column.field)}`);
  }
  return sql.join(parts, sql`, `);
}

function mapped(source: ReportSource, rows: Record<string, unknown>[]): ReportRow[] {
  return (source.mapRow ? rows.map((r) => source.mapRow?.(r) ?? r) : rows) as ReportRow[];
}

/** What a report's total is counted for: the report, whose rows and which filters (no quick filter). */
interface CountedFor {
  source: ReportSource;
  scope: ReportScope;
  filters: ReportFilters;
}

async function countRows(db: DbOrTx, source: ReportSource, where: SQL): Promise<number> {
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total ${source.from} ${where}`,
  );
  return count?.total ?? 0;
}

/**
 * Totals kept per server under their list counters (ReportSource.countedBy): fifty TE users opening
 * the Import report of All Schools share one count of its million rows until a change of an import row
 * raises a counter. The counter is read before the count, so a change committed in between only means
 * one more count, never a stale total.
 */
const keptTotals = keptLists<CountedFor, number>({
  name: 'report-total',
  version: (db, f) => readListVersionSum(db, f.source.countedBy ?? 'import', f.scope.schoolIds),
  key: (f) => `${f.source.definition.key}|${JSON.stringify(f.scope.schoolIds)}|${JSON.stringify(f.filters)}`,
  read: async (db, f) => [await countRows(db, f.source, whereOf(f.source, f.scope, f.filters))],
  bytesPerRecord: 256,
});

/**
 * The instant before which an append-only log's rows are settled: every row stamped earlier has been
 * committed, because a row is stamped with its transaction's start and no transaction that old is open.
 * An hour earlier still (a session whose transactions this role cannot see), to the hour, so the kept
 * counts are keyed by one instant an hour.
 */
async function settledBefore(db: DbOrTx): Promise<string> {
  const [row] = await queryRows<{ settled: string }>(
    db,
    sql`select to_char(date_trunc('hour', least(now() - interval '1 hour',
          (select min(xact_start) from pg_stat_activity where xact_start is not null)))
          at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as settled`,
  );
  return row!.settled;
}

/** The settled rows' counts of append-only logs, by query and settled instant (they never change). */
const settledTotals = keptLists<CountedFor & { time: SQL; settled: string }, number>({
  name: 'report-settled-total',
  version: async () => 0,
  key: (f) =>
    `${f.source.definition.key}|${JSON.stringify(f.scope.schoolIds)}|${JSON.stringify(f.filters)}|${f.settled}`,
  read: async (db, f) => [
    await countRows(
      db,
      f.source,
      whereOf(f.source, f.scope, f.filters, undefined, [sql`${f.time} < ${f.settled}`]),
    ),
  ],
  bytesPerRecord: 256,
});

/** The number of rows a report query finds in all: kept while its counters hold, else counted. */
async function reportTotal(db: DbOrTx, counted: CountedFor, search: string | undefined): Promise<number> {
  const { source, scope, filters } = counted;
  const time = source.appendOnlyTime;
  if (!search && time) {
    const settled = await settledBefore(db);
    const [old, recent] = await Promise.all([
      settledTotals.fresh(db, { ...counted, time, settled }),
      countRows(db, source, whereOf(source, scope, filters, undefined, [sql`${time} >= ${settled}`])),
    ]);
    return (old.records[0] ?? 0) + recent;
  }
  if (search || !source.countedBy) return countRows(db, source, whereOf(source, scope, filters, search));
  const kept = await keptTotals.fresh(db, counted);
  return kept.records[0] ?? 0;
}

/** One page of a report and the number of rows in all (the grid's server-side paging). */
export async function readReportPage(
  db: DbOrTx,
  source: ReportSource,
  scope: ReportScope,
  filters: ReportFilters,
  query: Pick<ReportQuery, 'page' | 'pagesize' | 'sort' | 'dir' | 'search'>,
): Promise<{ total: number; rows: ReportRow[] }> {
  const where = whereOf(source, scope, filters, query.search);
  const order = orderBy(source, query);
  const total = await reportTotal(db, { source, scope, filters }, query.search);
  if (total === 0) return { total, rows: [] };
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${selectList(source, scope)} ${source.from} ${where} ${order}
        limit ${query.pagesize} offset ${query.page * query.pagesize}`,
  );
  return { total, rows: mapped(source, rows) };
}

/**
 * Every row of a report in the order of the grid, handed over in batches from a cursor, so memory stays
 * bounded however many rows there are (the 100,000-row download of the issue). Runs in one read-only
 * transaction; `onBatch` may wait (the response's back-pressure).
 */
export async function streamReportRows(
  db: Db,
  source: ReportSource,
  scope: ReportScope,
  filters: ReportFilters,
  query: Pick<ReportDownloadQueryInput, 'sort' | 'dir' | 'search'>,
  onBatch: (rows: ReportRow[]) => Promise<void>,
): Promise<number> {
  const sortable = { sort: query.sort, dir: query.dir, search: query.search } as Sortable;
  const statement = sql`select ${selectList(source, scope)} ${source.from}
    ${whereOf(source, scope, filters, query.search)} ${orderBy(source, sortable)}`;
  let count = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction read only`);
    // JIT compiling a wide select list (the change logs' labels and lookups) cost 2 s before the first row
    // of a download on the production-size data, for a query that then ran in 70 ms.
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`declare report_rows no scroll cursor for ${statement}`);
    const fetchBatch = () =>
      queryRows<Record<string, unknown>>(
        tx,
        sql.raw(`fetch forward ${DOWNLOAD_BATCH_ROWS} from report_rows`),
      );
    // The next batch is fetched while this one is written: the database and the file writer overlap.
    let next: Promise<Record<string, unknown>[]> | null = fetchBatch();
    while (next) {
      const rows: Record<string, unknown>[] = await next;
      next = rows.length === DOWNLOAD_BATCH_ROWS ? fetchBatch() : null;
      try {
        if (rows.length) await onBatch(mapped(source, rows));
      } catch (err) {
        // Let the fetch in flight settle before the transaction ends with the writer's error.
        await next?.catch(() => undefined);
        throw err;
      }
      count += rows.length;
    }
    await tx.execute(sql`close report_rows`);
  });
  return count;
}
