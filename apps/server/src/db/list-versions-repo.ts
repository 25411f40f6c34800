import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { exportListVersions, importListVersions, invoiceListVersions } from './schema/list-versions.js';

/** The per-school list counters (schema/list-versions.ts): the export list's and the import lists'. */
const COUNTERS = {
  export: exportListVersions,
  import: importListVersions,
  /** One counter for every invoice list, at school id 0 (migration 0010). */
  invoice: invoiceListVersions,
} as const;

/** Which school list a counter belongs to. */
export type ListKind = keyof typeof COUNTERS;

function prepareVersionRead(db: DbOrTx, list: ListKind) {
  const counters = COUNTERS[list];
  return db
    .select({ version: counters.version })
    .from(counters)
    .where(eq(counters.schoolId, sql.placeholder('schoolId')))
    .prepare(`${list}_list_version`);
}
type VersionRead = ReturnType<typeof prepareVersionRead>;

// Prepared once per database handle and list (a named statement: PostgreSQL keeps its plan per connection).
const prepared = new WeakMap<DbOrTx, Partial<Record<ListKind, VersionRead>>>();

/**
 * A school's counter of one list (migration 0006 for the export list, 0008 for the import lists); 0
 * before anything on that list has changed.
 */
export async function readListVersion(db: DbOrTx, list: ListKind, schoolId: number): Promise<number> {
  let reads = prepared.get(db);
  if (!reads) {
    reads = {};
    prepared.set(db, reads);
  }
  reads[list] ??= prepareVersionRead(db, list);
  const query = reads[list];
  const rows = await query.execute({ schoolId });
  return Number(rows[0]?.version ?? 0);
}

/**
 * The sum of one list's counters over some schools (every school for null). Every change a counter
 * follows raises at least one of them by one, so the sum rises with any change of those schools' lists:
 * a counter for what the reports count over several schools (report-rows-repo.ts).
 */
export async function readListVersionSum(
  db: DbOrTx,
  list: Exclude<ListKind, 'invoice'>,
  schoolIds: readonly number[] | null,
): Promise<number> {
  const counters = COUNTERS[list];
  const inSchools =
    schoolIds === null
      ? sql`true`
      : schoolIds.length === 0
        ? sql`false`
        : sql`${counters.schoolId} in (${sql.join(
            schoolIds.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  const [row] = await db
    .select({ version: sql<string>`coalesce(sum(${counters.version}), 0)::text` })
    .from(counters)
    .where(inSchools);
  return Number(row?.version ?? 0);
}
