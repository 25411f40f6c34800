import { binaryFileSchema } from '../common/binary-file.js';
import {
  ENROLLMENT_WORKBOOK_FILE_NAME,
  ENROLLMENT_WORKBOOK_SHEETS,
  enrollmentDownloadQuerySchema,
} from '../reports/enrollment-download.js';
import { REPORT_LIST, type ReportKey } from '../reports/report-catalogue.js';
import { APPLICATION_REPORTS } from '../reports/report-catalogue-applications.js';
import {
  type ReportDefinition,
  reportDownloadQuerySchema,
  reportPageSchema,
  reportQuerySchema,
  SPREADSHEET_TYPES,
} from '../reports/report-definition.js';
import { REPORT_MESSAGES } from '../reports/report-messages.js';
import {
  exportStatAnswerSchema,
  importStatAnswerSchema,
  statsDownloadQuerySchema,
  statsQuerySchema,
} from '../reports/report-stats.js';
import { STATS_REPORTS, type StatsDefinition } from '../reports/report-stats-table.js';
import { type AnyEndpoint, defineEndpoint } from './endpoint.js';

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** The access of a report's calls (open-points 28): decided before any parameter is read. */
export function reportAccess(def: Pick<ReportDefinition, 'teOnly'>) {
  return def.teOnly
    ? ({ kind: 'teUser', refusal: REPORT_MESSAGES.notYourReport } as const)
    : ({
        kind: 'schoolRight',
        right: 'readReports',
        in: 'query',
        param: 'schoolid',
        allSchools: 'teOnly',
        zeroIsAllSchools: true,
        refusal: REPORT_MESSAGES.notYourReport,
        allSchoolsRefusal: REPORT_MESSAGES.allSchoolsTeOnly,
      } as const);
}

/** The contracts of a paged report: its page of rows and its CSV or Excel download. */
export function reportEndpoints(def: ReportDefinition) {
  const access = reportAccess(def);
  const columns = def.columns.map((c) => c.header).join(', ');
  return {
    list: defineEndpoint({
      operationId: `get${pascal(def.key)}Report`,
      method: 'GET',
      path: def.apiPath,
      tag: 'Reports',
      summary: def.title,
      description: `Columns: ${columns}. One page of rows (sortable by any column) and the total. 404 with "${REPORT_MESSAGES.noData}" when nothing matches.`,
      access,
      query: reportQuerySchema,
      response: reportPageSchema(def),
      errors: [404],
    }),
    download: defineEndpoint({
      operationId: `download${pascal(def.key)}Report`,
      method: 'GET',
      path: `${def.apiPath}/download`,
      tag: 'Reports',
      summary: `${def.title} as CSV or Excel`,
      description: `Every row of the report with the same filters, search and sort, streamed; ?format=csv or xlsx. ${def.fileName}.csv or .xlsx. Cells starting with = + - @ are escaped.`,
      access,
      query: reportDownloadQuerySchema,
      response: binaryFileSchema,
      download: { contentType: [SPREADSHEET_TYPES.xlsx, SPREADSHEET_TYPES.csv] },
    }),
  };
}

/** The contracts of every paged report, by key: `{ list, download }`. */
export const REPORT_ENDPOINTS = Object.fromEntries(
  REPORT_LIST.map((def) => [def.key, reportEndpoints(def)]),
) as Record<ReportKey, ReturnType<typeof reportEndpoints>>;

/** The paged reports' contracts, flat, for the API catalogue. */
export const pagedReportEndpoints: Record<string, AnyEndpoint> = Object.fromEntries(
  Object.entries(REPORT_ENDPOINTS).flatMap(([key, eps]) => [
    [`${key}List`, eps.list],
    [`${key}Download`, eps.download],
  ]),
);

const access = reportAccess({ teOnly: false });

/** The contract of a statistics report's answer and its CSV or Excel download. */
function statsDescription(def: StatsDefinition, what: string): string {
  const statuses = def.statuses.map((s) => s.name).join(', ');
  return `${what} Columns: ${statuses}, Total. One row per measure (${def.measures
    .map((m) => m.label)
    .join(
      ', ',
    )}); for All Schools first the sums, then each school. 404 with "${REPORT_MESSAGES.noData}" when nothing is counted.`;
}

/** The contracts of Export Stats and Import Stats (3-billing §7): answers and downloads. */
export const statsEndpoints = {
  getExportStatReport: defineEndpoint({
    operationId: 'getExportStatReport',
    method: 'GET',
    path: STATS_REPORTS.exportStat.apiPath,
    tag: 'Reports',
    summary: STATS_REPORTS.exportStat.title,
    description: statsDescription(
      STATS_REPORTS.exportStat,
      'Export applications of the export school (or every school) by export status, and the import schools they applied to.',
    ),
    access,
    query: statsQuerySchema,
    response: exportStatAnswerSchema,
    errors: [404],
  }),
  getImportStatReport: defineEndpoint({
    operationId: 'getImportStatReport',
    method: 'GET',
    path: STATS_REPORTS.importStat.apiPath,
    tag: 'Reports',
    summary: STATS_REPORTS.importStat.title,
    description: statsDescription(
      STATS_REPORTS.importStat,
      'Import applications at the import school (or every school) by import status.',
    ),
    access,
    query: statsQuerySchema,
    response: importStatAnswerSchema,
    errors: [404],
  }),
  downloadExportStatReport: defineEndpoint({
    operationId: 'downloadExportStatReport',
    method: 'GET',
    path: `${STATS_REPORTS.exportStat.apiPath}/download`,
    tag: 'Reports',
    summary: `${STATS_REPORTS.exportStat.title} as CSV or Excel`,
    description: `The table of ${STATS_REPORTS.exportStat.title} with the same filters and columns; ?format=csv or xlsx. ${STATS_REPORTS.exportStat.fileName}.csv or .xlsx.`,
    access,
    query: statsDownloadQuerySchema,
    response: binaryFileSchema,
    download: { contentType: [SPREADSHEET_TYPES.xlsx, SPREADSHEET_TYPES.csv] },
    errors: [404],
  }),
  downloadImportStatReport: defineEndpoint({
    operationId: 'downloadImportStatReport',
    method: 'GET',
    path: `${STATS_REPORTS.importStat.apiPath}/download`,
    tag: 'Reports',
    summary: `${STATS_REPORTS.importStat.title} as CSV or Excel`,
    description: `The table of ${STATS_REPORTS.importStat.title} with the same filters and columns; ?format=csv or xlsx. ${STATS_REPORTS.importStat.fileName}.csv or .xlsx.`,
    access,
    query: statsDownloadQuerySchema,
    response: binaryFileSchema,
    download: { contentType: [SPREADSHEET_TYPES.xlsx, SPREADSHEET_TYPES.csv] },
    errors: [404],
  }),
};

/** The Enrollment report's workbook download (3-billing §7 api/report/enrollmentexceldownload). */
export const enrollmentDownloadEndpoints = {
  downloadEnrollmentReport: defineEndpoint({
    operationId: 'downloadEnrollmentReport',
    method: 'GET',
    path: '/api/report/enrollmentexceldownload',
    tag: 'Reports',
    summary: 'Enrollment report workbook',
    description:
      `${ENROLLMENT_WORKBOOK_FILE_NAME}: one sheet per tab (${ENROLLMENT_WORKBOOK_SHEETS.map((d) => d.title).join(', ')}) ` +
      'with the same columns and filters, a bold frozen header, typed cells (dates as dates, amounts as ' +
      'numbers with a currency format), streamed. Text cells starting with = + - @ are escaped.',
    access: reportAccess(APPLICATION_REPORTS.importEnrollment),
    query: enrollmentDownloadQuerySchema,
    response: binaryFileSchema,
    download: { contentType: SPREADSHEET_TYPES.xlsx },
  }),
};
