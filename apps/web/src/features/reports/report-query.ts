import {
  ALL_FILTER_ID,
  type AnyEndpoint,
  changeLogRange,
  type EnrollmentDownloadQueryInput,
  REPORT_ENDPOINTS,
  REVIEW_SIGN_OFF_DUE,
  type ReportDefinition,
  type ReportDownloadQueryInput,
  type ReportQueryInput,
} from '@exchange/domain';
import { hasFilter, type ReportAddress, type ReportIdFilter } from './report-address';

/** What the query needs beyond the address: whose rows, and today for the change logs' frame. */
export interface ReportQueryContext {
  /** The school whose rows are read; null for All Schools or a report about no school. */
  schoolId: number | null;
  /** Today (YYYY-MM-DD) in the programme time zone (open-points 1, 30). */
  today: string;
}

/**
 * The contracts of 3-billing §7 whose year parameter is `aidyear` (the four application calls); the
 * others name it `aidyearid`. Read from the contracts, so no API path is written here.
 */
const AIDYEAR_CONTRACTS: ReadonlySet<AnyEndpoint> = new Set([
  REPORT_ENDPOINTS.export.list,
  REPORT_ENDPOINTS.import.list,
  REPORT_ENDPOINTS.importEnrollment.list,
  REPORT_ENDPOINTS.exportEnrollment.list,
]);

/** The year parameter's name in the report's call: its contract's. */
export function yearParamOf(def: Pick<ReportDefinition, 'key'>): 'aidyear' | 'aidyearid' {
  const contract = (REPORT_ENDPOINTS as Partial<Record<string, { list: AnyEndpoint }>>)[def.key]?.list;
  return contract && AIDYEAR_CONTRACTS.has(contract) ? 'aidyear' : 'aidyearid';
}

/** The query parameter of each id filter (besides the year, whose name depends on the call). */
const ID_PARAMS = {
  exportStatus: 'exportstatusid',
  importStatus: 'importstatusid',
  feeType: 'feetypeid',
  program: 'participationtypeid',
} as const satisfies Record<Exclude<ReportIdFilter, 'aidYear'>, string>;

type FilterQuery = Omit<ReportDownloadQueryInput, 'format'>;

/**
 * The filters, quick filter and sort of a report call, as the spec names them (3-billing §7): schoolid
 * (left out for All Schools), aidyear or aidyearid, the status, fee-type and program ids, begindate and
 * enddate for a change log's frame, signoff=due for the Enrollment Review's reviews still to sign off;
 * "All …" (0) is left out, which the server reads the same.
 */
export function buildReportFilterQuery(
  def: Pick<ReportDefinition, 'key' | 'filters' | 'schoolless'>,
  address: ReportAddress,
  ctx: ReportQueryContext,
): FilterQuery {
  const query: FilterQuery = {};
  if (!def.schoolless && ctx.schoolId !== null) query.schoolid = ctx.schoolId;
  const year = address.filters.aidYear;
  if (hasFilter(def, 'aidYear') && year !== ALL_FILTER_ID) {
    query[yearParamOf(def)] = year;
  }
  for (const [name, param] of Object.entries(ID_PARAMS) as [keyof typeof ID_PARAMS, string][]) {
    const value = address.filters[name];
    if (hasFilter(def, name) && value !== ALL_FILTER_ID) (query as Record<string, number>)[param] = value;
  }
  if (hasFilter(def, 'applicationStatus') && address.applicationStatus) {
    query.applicationstatus = address.applicationStatus;
  }
  if (hasFilter(def, 'timeFrame')) Object.assign(query, changeLogRange(address.frame, ctx.today));
  if (hasFilter(def, 'signOff') && address.signOffDue) query.signoff = REVIEW_SIGN_OFF_DUE;
  if (address.search) query.search = address.search;
  query.sort = address.sort.field;
  query.dir = address.sort.dir;
  return query;
}

/** One page of a report: the filters, then the grid's page (from 0) and page size. */
export function buildReportQuery(
  def: Pick<ReportDefinition, 'key' | 'filters' | 'schoolless'>,
  address: ReportAddress,
  ctx: ReportQueryContext,
): ReportQueryInput {
  return { ...buildReportFilterQuery(def, address, ctx), page: address.page, pagesize: address.pageSize };
}

/** The whole report as a file: the same filters, search and sort as the grid, every row, CSV or Excel. */
export function buildReportDownloadQuery(
  def: Pick<ReportDefinition, 'key' | 'filters' | 'schoolless'>,
  address: ReportAddress,
  ctx: ReportQueryContext,
  format: 'csv' | 'xlsx',
): ReportDownloadQueryInput {
  return { ...buildReportFilterQuery(def, address, ctx), format };
}

/**
 * The Enrollment workbook's query (3-billing §7 api/report/enrollmentexceldownload): the school (left out
 * for All Schools), the Application Year (left out for All Years) and the quick filter, as on screen; each
 * sheet keeps its tab's default order.
 */
export function buildEnrollmentWorkbookQuery(
  address: ReportAddress,
  ctx: ReportQueryContext,
): EnrollmentDownloadQueryInput {
  const query: EnrollmentDownloadQueryInput = {};
  if (ctx.schoolId !== null) query.schoolid = ctx.schoolId;
  if (address.filters.aidYear !== ALL_FILTER_ID) query.aidyear = address.filters.aidYear;
  if (address.search) query.search = address.search;
  return query;
}
