import type { OpenReviewTerm, ReportDefinition } from '@exchange/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** Whose rows a report reads: the listed schools, or every school when null (TE users, All Schools). */
export interface ReportScope {
  readonly schoolIds: readonly number[] | null;
}

/** The report's filters as the query gave them, "All …" (0 or absent) as null. */
export interface ReportFilters {
  readonly aidYearId: number | null;
  /** OPEN, TRANSFER or CLOSED; null = every application status. */
  readonly applicationStatus: string | null;
  readonly exportStatusId: number | null;
  readonly importStatusId: number | null;
  readonly feeTypeId: number | null;
  readonly participationTypeId: number | null;
  /** The change-log frame, yyyy-MM-dd, inclusive, in the programme time zone (open-points 30). */
  readonly beginDate: string;
  readonly endDate: string;
  /**
   * The begindate and enddate the call gave (3-billing §7), null where it gave none: the reports with a
   * date of their own (payment date, invoice date, leave) keep the rows of those days.
   */
  readonly requested: { readonly beginDate: string | null; readonly endDate: string | null };
  /** The programme time zone (open-points 1), for instants compared with days. */
  readonly timeZone: string;
  /** Today in the programme time zone, yyyy-MM-dd (open-points 1). */
  readonly today: string;
  /** Enrollment Review `signoff=due`: only the reviews still owed in an open window. */
  readonly signOffDue: boolean;
  /** The aid years' terms whose review window is open today (filled by the report's prepareFilters). */
  readonly openReviewTerms: readonly OpenReviewTerm[];
}

/**
 * The SQL of one paged report (SQL only, in the repo layer): the expression of each column, the FROM with
 * its joins, the WHERE of a scope and filters, the row key and what the quick filter searches. The engine
 * builds the page, the count and the download from it, so a report is written once. Lookups are LEFT
 * JOINs on unique keys so that the count, which reads no column, drops them.
 */
export interface ReportSource {
  readonly definition: ReportDefinition;
  /** The unique row key (the grid's id and the sort's last tie-breaker). */
  readonly key: SQL;
  /** Every column field of the definition, as an SQL expression (money as integer cents, dates ::text). */
  readonly columns: Readonly<Record<string, SQL>>;
  /** `from … join …` */
  readonly from: SQL;
  /** The conditions for the scope and filters (ANDed). */
  where(scope: ReportScope, filters: ReportFilters): SQL[];
  /** Text expressions the quick filter matches (ILIKE, case-insensitive, anywhere). */
  readonly search: readonly SQL[];
  /**
   * Column and quick-filter expressions that depend on whose rows are read, used instead of the plain
   * ones (the TELO log's School cell names the school an account row is listed under).
   */
  scoped?(scope: ReportScope): { columns: Readonly<Record<string, SQL>>; search: readonly SQL[] };
  /**
   * Sort expressions used instead of the output column (an indexed column rather than a formatted one).
   */
  readonly sortBy?: Readonly<Record<string, SQL>>;
  /**
   * The list counters (migrations 0006, 0008) raised in the transaction of every change of a row this
   * report counts, summed over the scope's schools: while their sum holds, an unsearched total is kept
   * rather than counted again (a million import rows take ~50 ms of CPU each time). 'import' when the
   * scope is the import school, 'export' when it is the export school; none: counted every time.
   */
  readonly countedBy?: 'import' | 'export';
  /**
   * For an append-only log (rows never changed nor deleted, stamped with their transaction's start
   * time): its time column. The rows older than every transaction still open cannot change any more, so
   * their count is kept and only the newer rows are counted on each request (the change logs: a year of
   * the Import Status log is 197,454 rows).
   */
  readonly appendOnlyTime?: SQL;
  /**
   * Completes the filters with what a condition needs from the database before the query is built (the
   * Enrollment Review's open review windows, drawn by the domain rule from the aid years' dates).
   */
  prepareFilters?(db: DbOrTx, filters: ReportFilters): Promise<ReportFilters>;
  /** Turns stored values into what a person reads (status names for ids), after the query. */
  mapRow?(row: Record<string, unknown>): Record<string, unknown>;
}

/** `column in (scope's schools)`, or nothing for every school. */
export function inScope(column: SQL, scope: ReportScope): SQL[] {
  if (scope.schoolIds === null) return [];
  if (scope.schoolIds.length === 0) return [sql`false`];
  return [
    sql`${column} in (${sql.join(
      scope.schoolIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  ];
}

/** `column = value` when the filter is set. */
export function whenSet(column: SQL, value: number | null): SQL[] {
  return value === null ? [] : [sql`${column} = ${value}`];
}

/** The rows whose day (a date column) lies in the requested days; an open side is not limited. */
export function inRequestedDays(column: SQL, filters: ReportFilters): SQL[] {
  const { beginDate, endDate } = filters.requested;
  return [
    ...(beginDate ? [sql`${column} >= ${beginDate}::date`] : []),
    ...(endDate ? [sql`${column} <= ${endDate}::date`] : []),
  ];
}
