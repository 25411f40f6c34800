import { type StatsDefinition, type StatsEntry, type StatsKey, statsStatusIds } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { inScope, type ReportScope, whenSet } from './report-source-repo.js';

/** The filters of Export Stats and Import Stats; null is All Years, All Programs. */
export interface StatsFilters {
  readonly aidYearId: number | null;
  readonly participationTypeId: number | null;
}

/**
 * The side of the counters each report reads (migration 0011 `application_stat_counts`, kept by the
 * writes' triggers): 'E' counts export applications by export school and export status, 'I' import rows
 * by import school and import status.
 */
const SIDES: Record<StatsKey, 'E' | 'I'> = { exportStat: 'E', importStat: 'I' };

/**
 * The list counters each side's counts follow (list-versions-repo.ts): export applications are the
 * export lists' rows, import rows the import lists'.
 */
export const STATS_COUNTED_BY: Record<StatsKey, 'export' | 'import'> = {
  exportStat: 'export',
  importStat: 'import',
};

/** Which counter column gives each measure of the spec's statistics row (3-billing §3). */
const MEASURE_COLUMNS: Record<string, 'accounts' | 'schoolRows'> = {
  totalExportAccts: 'accounts',
  totalImportSchoolsApplied: 'schoolRows',
  importSchoolCount: 'schoolRows',
};

/** The counter program of a filter: 0 counts every program (All Programs). */
const ALL_PROGRAMS = 0;

interface CounterRow {
  schoolId: number;
  schoolName: string;
  statusId: number;
  accounts: number;
  schoolRows: number;
}

/**
 * The counts of a statistics report for the scope and filters, per school and status column: sums of
 * the kept counters over the chosen years, so All Schools over every year reads a few thousand rows
 * instead of a million import rows. Schools and statuses with nothing counted are left out.
 */
export async function readStatsEntries(
  db: DbOrTx,
  def: StatsDefinition,
  scope: ReportScope,
  filters: StatsFilters,
): Promise<StatsEntry[]> {
  const statuses = sql.join(
    statsStatusIds(def).map((id) => sql`${id}`),
    sql`, `,
  );
  const conditions = [
    sql`c.side = ${SIDES[def.key]}`,
    sql`c.program_id = ${filters.participationTypeId ?? ALL_PROGRAMS}`,
    sql`c.status_id in (${statuses})`,
    ...inScope(sql`c.school_id`, scope),
    ...whenSet(sql`c.aid_year_id`, filters.aidYearId),
  ];
  const rows = await queryRows<CounterRow>(
    db,
    sql`select c.school_id as "schoolId", s.school_name as "schoolName", c.status_id as "statusId",
          sum(c.accounts)::int as "accounts", sum(c.school_rows)::int as "schoolRows"
        from application_stat_counts c
        join schools s on s.id = c.school_id
        where ${sql.join(conditions, sql` and `)}
        group by c.school_id, s.school_name, c.status_id
        having sum(c.accounts) <> 0 or sum(c.school_rows) <> 0`,
  );
  const columns = def.measures.map((m) => {
    const column = MEASURE_COLUMNS[m.key];
    if (!column) throw new Error(`stats ${def.key}: no counter for measure ${m.key}`);
    return [m.key, column] as const;
  });
  return rows.map((row) => ({
    schoolId: row.schoolId,
    schoolName: row.schoolName,
    statusId: row.statusId,
    counts: Object.fromEntries(columns.map(([key, column]) => [key, row[column]])),
  }));
}
