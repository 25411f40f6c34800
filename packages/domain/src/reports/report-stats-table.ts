import { EXPORT_STATUS, exportStatusName, IMPORT_STATUS, importStatusName } from '../statuses/statuses.js';
import type { ReportColumn, ReportRow } from './report-definition.js';

/** A measure of a statistics report: one table row per measure (and per school for All Schools). */
export interface StatsMeasure {
  /** The spec's field name of the count (3-billing §3: totalExportAccts, importSchoolCount...). */
  readonly key: string;
  /** What the Measure cell and the chart's series say. */
  readonly label: string;
}

/** One status column of a statistics report. */
export interface StatsStatus {
  readonly id: number;
  readonly name: string;
}

/** Export Stat or Import Stat (3-billing §2, §3, §9): statuses as columns, measures as rows. */
export interface StatsDefinition {
  readonly key: 'exportStat' | 'importStat';
  /** The screen's route. */
  readonly route: '/reports/exportstat' | '/reports/importstat';
  /** The menu label + " Report" (open-points 29). */
  readonly title: string;
  /** The spec's call (3-billing §7), without the trailing slash. */
  readonly apiPath: '/api/report/exportstat' | '/api/report/importstat';
  /** The status column's id field in the spec's statistics row (exportStatusId, importStatusId). */
  readonly statusIdField: 'exportStatusId' | 'importStatusId';
  /** The spec's list of statistics rows (exportStatusInfo, importStatusInfo). */
  readonly infoField: 'exportStatusInfo' | 'importStatusInfo';
  readonly statuses: readonly StatsStatus[];
  readonly measures: readonly StatsMeasure[];
  /** Download file name without extension. */
  readonly fileName: string;
}

const E = EXPORT_STATUS;
const I = IMPORT_STATUS;

/** Export Stats columns: export status ids 1 to 6 (3-billing §2, §9). */
const EXPORT_STAT_STATUS_IDS: readonly number[] = [
  E.AWAITING_DECISION,
  E.EXPORT_APPROVED,
  E.DENIED_NOT_EMPLOYEE,
  E.DENIED_MIN_REQS,
  E.DENIED_OTHER,
  E.NO_LONGER_ELIGIBLE,
];

/** Import Stats columns: import status ids 2 to 11 and 13 (3-billing §2, §9); 1 and 12 are not counted. */
const IMPORT_STAT_STATUS_IDS: readonly number[] = [
  I.DECISION_PENDING,
  I.UNDER_REVIEW,
  I.IMPORT_APPROVED,
  I.ENROLLED,
  I.DENIED_DID_NOT_APPLY,
  I.DENIED_DID_NOT_ENROLL,
  I.DENIED_OTHER,
  I.DECLINED,
  I.WITHDRAWN,
  I.LEAVE_OF_ABSENCE,
  I.GRADUATED,
];

/** The two statistics reports, by key. */
export const STATS_REPORTS = {
  exportStat: {
    key: 'exportStat',
    route: '/reports/exportstat',
    title: 'Export Stat Report',
    apiPath: '/api/report/exportstat',
    statusIdField: 'exportStatusId',
    infoField: 'exportStatusInfo',
    statuses: EXPORT_STAT_STATUS_IDS.map((id) => ({ id, name: exportStatusName(id) })),
    measures: [
      { key: 'totalExportAccts', label: 'Export Accounts' },
      { key: 'totalImportSchoolsApplied', label: 'Import Schools Applied' },
    ],
    fileName: 'ExportStatReport',
  },
  importStat: {
    key: 'importStat',
    route: '/reports/importstat',
    title: 'Import Stat Report',
    apiPath: '/api/report/importstat',
    statusIdField: 'importStatusId',
    infoField: 'importStatusInfo',
    statuses: IMPORT_STAT_STATUS_IDS.map((id) => ({ id, name: importStatusName(id) })),
    measures: [{ key: 'importSchoolCount', label: 'Import Applications' }],
    fileName: 'ImportStatReport',
  },
} as const satisfies Record<string, StatsDefinition>;

export type StatsKey = keyof typeof STATS_REPORTS;

/** The status ids a statistics report counts (its columns), for the repo's WHERE. */
export function statsStatusIds(def: Pick<StatsDefinition, 'statuses'>): number[] {
  return def.statuses.map((s) => s.id);
}

/**
 * What the database counted for one school and status: the school (export school for Export Stats,
 * import school for Import Stats) and one count per measure key.
 */
export interface StatsEntry {
  readonly schoolId: number;
  readonly schoolName: string;
  readonly statusId: number;
  readonly counts: Readonly<Record<string, number>>;
}

/** The row field of a status column (`status2`). */
export function statsStatusField(statusId: number): string {
  return `status${statusId}`;
}

/** The label of the rows that add up every school (All Schools). */
export const STATS_ALL_SCHOOLS_LABEL = 'All Schools';

/**
 * The table's columns, the same in the grid and the downloads: School (All Schools only), Measure, one
 * column per status in the spec's order, and Total (the sum of the status columns).
 */
export function statsColumns(def: Pick<StatsDefinition, 'statuses'>, allSchools: boolean): ReportColumn[] {
  return [
    ...(allSchools ? [{ field: 'schoolName', header: 'School', kind: 'text' } as const] : []),
    { field: 'measure', header: 'Measure', kind: 'text' },
    ...def.statuses.map((s) => ({ field: statsStatusField(s.id), header: s.name, kind: 'number' }) as const),
    { field: 'total', header: 'Total', kind: 'number' },
  ];
}

type Counts = Map<number, Record<string, number>>;

/** Adds one entry's counts into a status-keyed table of measure sums. */
function addCounts(into: Counts, entry: StatsEntry, measures: readonly StatsMeasure[]): void {
  let sums = into.get(entry.statusId);
  if (!sums) {
    sums = Object.fromEntries(measures.map((m) => [m.key, 0]));
    into.set(entry.statusId, sums);
  }
  for (const m of measures) sums[m.key] = (sums[m.key] ?? 0) + (entry.counts[m.key] ?? 0);
}

/** One table row per measure of a set of counts: a cell per status and their total. */
function measureRows(def: StatsDefinition, counts: Counts, idPrefix: string, schoolName: string | null) {
  return def.measures.map((m): ReportRow => {
    const row: ReportRow = { id: `${idPrefix}${m.key}` };
    if (schoolName !== null) row.schoolName = schoolName;
    row.measure = m.label;
    let total = 0;
    for (const s of def.statuses) {
      const n = counts.get(s.id)?.[m.key] ?? 0;
      row[statsStatusField(s.id)] = n;
      total += n;
    }
    row.total = total;
    return row;
  });
}

/**
 * The statistics table (issue 23: statuses as columns, one row per measure, and per school for All
 * Schools, with a Total column). For one school: a row per measure. For All Schools: first the All
 * Schools rows (the sums), then each school with counts, by name, a row per measure. Statuses outside
 * the report's columns are left out, so Total is the sum of the cells shown.
 */
export function pivotStats(
  def: StatsDefinition,
  entries: readonly StatsEntry[],
  allSchools: boolean,
): ReportRow[] {
  const counted = new Set(statsStatusIds(def));
  const kept = entries.filter((e) => counted.has(e.statusId));
  const totals: Counts = new Map();
  for (const e of kept) addCounts(totals, e, def.measures);
  if (!allSchools) return measureRows(def, totals, '', null);

  const bySchool = new Map<number, { name: string; counts: Counts }>();
  for (const e of kept) {
    let school = bySchool.get(e.schoolId);
    if (!school) {
      school = { name: e.schoolName, counts: new Map() };
      bySchool.set(e.schoolId, school);
    }
    addCounts(school.counts, e, def.measures);
  }
  const schools = [...bySchool.entries()].sort(
    ([idA, a], [idB, b]) => a.name.localeCompare(b.name, 'en') || idA - idB,
  );
  return [
    ...measureRows(def, totals, 'all-', STATS_ALL_SCHOOLS_LABEL),
    ...schools.flatMap(([id, s]) => measureRows(def, s.counts, `${id}-`, s.name)),
  ];
}

/**
 * The spec's statistics rows (3-billing §3: exportStatusInfo or importStatusInfo): one per status column,
 * zeros included, each with its status id and the sum of every school's counts (the chart's bars).
 */
export function statsStatusInfo(
  def: StatsDefinition,
  entries: readonly StatsEntry[],
): Record<string, number>[] {
  const totals: Counts = new Map();
  for (const e of entries) addCounts(totals, e, def.measures);
  return def.statuses.map((s) => {
    const sums = totals.get(s.id);
    const info: Record<string, number> = { [def.statusIdField]: s.id };
    for (const m of def.measures) info[m.key] = sums?.[m.key] ?? 0;
    return info;
  });
}
