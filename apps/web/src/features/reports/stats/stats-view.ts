import {
  ALL_FILTER_ID,
  type ExportStatAnswer,
  type ImportStatAnswer,
  type ReportFilterName,
  type ReportRow,
  type StatsDefinition,
  type StatsQueryInput,
  statsColumns,
} from '@exchange/domain';
import type { ReportAddress } from '../report-address';

/** A statistics answer as the screen reads it: the spec's rows per status and the table. */
export type StatsAnswer = ExportStatAnswer | ImportStatAnswer;

/** A statistics answer, or none and the §2 info text when nothing is counted (the API's 404). */
export interface StatsResult {
  answer: StatsAnswer | null;
  none: string | null;
}

/** The filters of both statistics screens (3-billing §7: aidyearid, participationtypeid). */
const STATS_FILTERS: readonly ReportFilterName[] = ['aidYear', 'program'];

/**
 * A statistics report in the shape the report screens' address, school scope and filter bar read: its
 * filters, its widest column set (All Schools) and All Schools offered to TE users (open-points 29).
 */
export function statsScreenDef(def: StatsDefinition) {
  const columns = statsColumns(def, true);
  return {
    filters: STATS_FILTERS,
    columns,
    defaultSort: { field: 'measure', dir: 'asc' as const },
    allSchools: true,
    schoolless: false,
  };
}

/**
 * The call's query (3-billing §7 "optional schoolid, aidyearid … participationtypeid"): schoolid left out
 * for All Schools, and each "All …" (0) left out, which the server reads the same.
 */
export function buildStatsQuery(
  address: Pick<ReportAddress, 'filters'>,
  schoolId: number | null,
): StatsQueryInput {
  const query: StatsQueryInput = {};
  if (schoolId !== null) query.schoolid = schoolId;
  if (address.filters.aidYear !== ALL_FILTER_ID) query.aidyearid = address.filters.aidYear;
  if (address.filters.program !== ALL_FILTER_ID) query.participationtypeid = address.filters.program;
  return query;
}

/** The table's rows as the report grid reads them. */
export function statsTableRows(answer: StatsAnswer | undefined): ReportRow[] | undefined {
  return answer?.rows as ReportRow[] | undefined;
}

/** One bar series of the chart: a measure, one value per status. */
export interface StatsChartSeries {
  id: string;
  label: string;
  data: number[];
}

/** The chart (bars per status): a category per status column, a series per measure. */
export interface StatsChart {
  statuses: string[];
  series: StatsChartSeries[];
}

/**
 * The chart of the spec's statistics rows (3-billing §3 exportStatusInfo or importStatusInfo): each
 * status column's sums over the schools shown, so its bars equal the table's All Schools (or only) rows.
 */
export function buildStatsChart(def: StatsDefinition, answer: StatsAnswer): StatsChart {
  const info = (
    'exportStatusInfo' in answer ? answer.exportStatusInfo : answer.importStatusInfo
  ) as readonly Record<string, number>[];
  const byStatus = new Map(info.map((i) => [i[def.statusIdField], i]));
  return {
    statuses: def.statuses.map((s) => s.name),
    series: def.measures.map((m) => ({
      id: m.key,
      label: m.label,
      data: def.statuses.map((s) => byStatus.get(s.id)?.[m.key] ?? 0),
    })),
  };
}

/** What the chart says to assistive technology: what it shows, and that the table holds the numbers. */
export function statsChartDescription(def: StatsDefinition, scopeLabel: string | null): string {
  const measures = def.measures.map((m) => m.label).join(' and ');
  const where = scopeLabel ? ` for ${scopeLabel}` : '';
  return `Bar chart of ${measures} by status${where}. The table below gives the same numbers.`;
}

/** Whether the table's rows are by school (All Schools): the School column is shown then. */
export function showsAllSchools(rows: readonly ReportRow[] | undefined): boolean {
  return rows?.some((row) => row.schoolName !== undefined) ?? false;
}

/** What a screen reader hears when the numbers arrive: how many schools, or the empty result's text. */
export function statsStatusText(result: StatsResult | undefined): string {
  if (!result) return '';
  if (result.none || !result.answer) return result.none ?? '';
  const schools = new Set(
    result.answer.rows.map((row) => row.schoolName).filter((name) => name !== undefined),
  );
  // The All Schools rows are not a school.
  const count = Math.max(0, schools.size - 1);
  return schools.size
    ? `Statistics for ${count.toLocaleString('en-US')} ${count === 1 ? 'school' : 'schools'}`
    : 'Statistics loaded';
}
