import {
  ALL_FILTER_ID,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  CHANGE_LOG_FRAMES,
  type ChangeLogFrame,
  DEFAULT_CHANGE_LOG_FRAME,
  GRID_PAGE_SIZE,
  GRID_PAGE_SIZE_OPTIONS,
  REVIEW_SIGN_OFF_DUE,
  type ReportDefinition,
  type ReportFilterName,
} from '@exchange/domain';
import { readFilterParam } from '../../lib/list-filters';
import { readSchoolScope, SCHOOL_SCOPE_PARAM, writeSchoolScope } from '../../lib/school-scope';

/** The id filters of a report (all but the application status, time frame and sign-off); 0 is "All …". */
export type ReportIdFilter = Exclude<ReportFilterName, 'timeFrame' | 'applicationStatus' | 'signOff'>;
export const REPORT_ID_FILTERS: readonly ReportIdFilter[] = [
  'aidYear',
  'exportStatus',
  'importStatus',
  'feeType',
  'program',
];

/** A report's sort: one column, up or down. */
export interface ReportSort {
  field: string;
  dir: 'asc' | 'desc';
}

/**
 * What a report screen shows, as its address keeps it (open-points 13: reload, bookmarks and Back keep
 * it): the school choice, the filters, the quick filter, the page and the sort.
 */
export interface ReportAddress {
  /** A TE user's All Schools (`?school=all`); otherwise the school selected in the shell. */
  allSchools: boolean;
  /** The school the address names (`?school=N`); it becomes the shell's selected school when it is the user's. */
  schoolId: number | null;
  filters: Record<ReportIdFilter, number>;
  /** The Application Status filter (OPEN, TRANSFER, CLOSED); null is All Statuses. */
  applicationStatus: ApplicationStatus | null;
  frame: ChangeLogFrame;
  /** The Enrollment Review's sign-off filter (`?signoff=due`): only the reviews still to sign off. */
  signOffDue: boolean;
  search: string;
  /** From 0 (the address shows it from 1, as the grid's footer counts). */
  page: number;
  pageSize: number;
  sort: ReportSort;
}

/** Each part's name in the address. */
export const REPORT_PARAMS = {
  school: SCHOOL_SCOPE_PARAM,
  aidYear: 'aidyear',
  exportStatus: 'exportstatus',
  importStatus: 'importstatus',
  feeType: 'feetype',
  program: 'program',
  applicationStatus: 'appstatus',
  frame: 'frame',
  signOff: 'signoff',
  search: 'q',
  page: 'page',
  pageSize: 'pagesize',
  sort: 'sort',
  dir: 'dir',
} as const;
const MAX_SEARCH = 100;

/** Whether the report offers this filter (3-billing §2: each report its own set). */
export function hasFilter(def: Pick<ReportDefinition, 'filters'>, name: ReportFilterName): boolean {
  return def.filters.includes(name);
}

function readApplicationStatus(raw: string | null): ApplicationStatus | null {
  return APPLICATION_STATUSES.find((s) => s === raw) ?? null;
}

function readFrame(raw: string | null): ChangeLogFrame {
  return CHANGE_LOG_FRAMES.find((f) => f.id === raw)?.id ?? DEFAULT_CHANGE_LOG_FRAME;
}

function readPageSize(raw: string | null): number {
  const size = Number(raw);
  return (GRID_PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : GRID_PAGE_SIZE;
}

function readPage(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 0;
  return Math.max(0, Number(raw) - 1);
}

function readSort(
  params: URLSearchParams,
  def: Pick<ReportDefinition, 'columns' | 'defaultSort'>,
): ReportSort {
  const field = params.get(REPORT_PARAMS.sort);
  if (!field || !def.columns.some((c) => c.field === field)) return { ...def.defaultSort };
  return { field, dir: params.get(REPORT_PARAMS.dir) === 'desc' ? 'desc' : 'asc' };
}

/**
 * The screen's state from its address: a filter the report does not offer, an unknown frame, page size
 * or sort column reads as its default, so a hand-made or stale address still opens the report.
 */
export function readReportAddress(
  params: URLSearchParams,
  def: Pick<ReportDefinition, 'filters' | 'columns' | 'defaultSort'>,
): ReportAddress {
  const filters = {} as Record<ReportIdFilter, number>;
  for (const name of REPORT_ID_FILTERS) {
    filters[name] = hasFilter(def, name) ? readFilterParam(params, REPORT_PARAMS[name]) : ALL_FILTER_ID;
  }
  return {
    // The portal's one school scope (?school=all|N, lib/school-scope.ts).
    ...readSchoolScope(params),
    filters,
    applicationStatus: hasFilter(def, 'applicationStatus')
      ? readApplicationStatus(params.get(REPORT_PARAMS.applicationStatus))
      : null,
    frame: hasFilter(def, 'timeFrame')
      ? readFrame(params.get(REPORT_PARAMS.frame))
      : DEFAULT_CHANGE_LOG_FRAME,
    signOffDue: hasFilter(def, 'signOff') && params.get(REPORT_PARAMS.signOff) === REVIEW_SIGN_OFF_DUE,
    search: (params.get(REPORT_PARAMS.search) ?? '').trim().slice(0, MAX_SEARCH),
    page: readPage(params.get(REPORT_PARAMS.page)),
    pageSize: readPageSize(params.get(REPORT_PARAMS.pageSize)),
    sort: readSort(params, def),
  };
}

/** A change of the screen's state; `filters` may name only the filters that change. */
export type ReportAddressChange = Partial<Omit<ReportAddress, 'filters'>> & {
  filters?: Partial<Record<ReportIdFilter, number>>;
};

/** True when the change narrows or reorders the rows, so the grid goes back to the first page. */
function movesToFirstPage(change: ReportAddressChange): boolean {
  return (
    change.allSchools !== undefined ||
    change.filters !== undefined ||
    change.applicationStatus !== undefined ||
    change.frame !== undefined ||
    change.signOffDue !== undefined ||
    change.search !== undefined ||
    change.sort !== undefined ||
    change.pageSize !== undefined
  );
}

/**
 * The address after a change: defaults are left out (a plain /reports/export is the default view), the
 * parameters of other parts of the page (the Enrollment report's tab) are kept, and a change of the
 * filters, search, sort or page size starts again at the first page unless it names a page.
 */
export function writeReportAddress(
  current: URLSearchParams,
  def: Pick<ReportDefinition, 'filters' | 'columns' | 'defaultSort'>,
  change: ReportAddressChange,
): URLSearchParams {
  const was = readReportAddress(current, def);
  const next: ReportAddress = {
    ...was,
    ...change,
    filters: { ...was.filters, ...change.filters },
    page: change.page ?? (movesToFirstPage(change) ? 0 : was.page),
  };
  const kept = new URLSearchParams(current);
  for (const name of Object.values(REPORT_PARAMS)) kept.delete(name);
  const params = writeSchoolScope(kept, next);
  for (const name of REPORT_ID_FILTERS) {
    const value = next.filters[name];
    if (hasFilter(def, name) && value !== ALL_FILTER_ID) params.set(REPORT_PARAMS[name], String(value));
  }
  if (hasFilter(def, 'applicationStatus') && next.applicationStatus) {
    params.set(REPORT_PARAMS.applicationStatus, next.applicationStatus);
  }
  if (hasFilter(def, 'timeFrame') && next.frame !== DEFAULT_CHANGE_LOG_FRAME) {
    params.set(REPORT_PARAMS.frame, next.frame);
  }
  if (hasFilter(def, 'signOff') && next.signOffDue) params.set(REPORT_PARAMS.signOff, REVIEW_SIGN_OFF_DUE);
  const search = next.search.trim().slice(0, MAX_SEARCH);
  if (search) params.set(REPORT_PARAMS.search, search);
  if (next.page > 0) params.set(REPORT_PARAMS.page, String(next.page + 1));
  if (next.pageSize !== GRID_PAGE_SIZE) params.set(REPORT_PARAMS.pageSize, String(next.pageSize));
  const { field, dir } = next.sort;
  if (field !== def.defaultSort.field || dir !== def.defaultSort.dir) {
    params.set(REPORT_PARAMS.sort, field);
    params.set(REPORT_PARAMS.dir, dir);
  }
  return params;
}
