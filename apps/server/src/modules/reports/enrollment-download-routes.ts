import {
  ENROLLMENT_WORKBOOK_FILE_NAME,
  ENROLLMENT_WORKBOOK_SHEETS,
  enrollmentDownloadEndpoints,
} from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { sendSpreadsheet } from '../../platform/spreadsheets/send-spreadsheet.js';
import type { SpreadsheetStream } from '../../platform/spreadsheets/spreadsheet-stream.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { requireStaff } from '../../plugins/policy.js';
import { reportFilters, reportScope } from './report-routes.js';
import { streamReportRows } from './report-rows-repo.js';
import type { ReportFilters, ReportScope, ReportSource } from './report-source-repo.js';
import { REPORT_SOURCES } from './report-sources.js';

/** The SQL source of each sheet, looked up once: a sheet without one is a startup error, not a 5xx. */
function enrollmentSources(): ReportSource[] {
  return ENROLLMENT_WORKBOOK_SHEETS.map((def) => {
    const source = REPORT_SOURCES[def.key];
    if (!source) throw new Error(`enrollment workbook: no report source for ${def.key}`);
    return source;
  });
}

/** Streams each sheet's rows from the database into the workbook, one sheet after the other. */
async function writeEnrollmentWorkbook(
  db: Db,
  file: SpreadsheetStream,
  sources: readonly ReportSource[],
  scope: ReportScope,
  filters: ReportFilters,
  search: string | undefined,
): Promise<void> {
  for (const [index, source] of sources.entries()) {
    await streamReportRows(db, source, scope, filters, { search }, (rows) => file.writeRows(index, rows));
  }
}

/** The Enrollment report's workbook (3-billing §7 api/report/enrollmentexceldownload). */
export async function enrollmentDownloadRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const sources = enrollmentSources();
  registerEndpoint(app, enrollmentDownloadEndpoints.downloadEnrollmentReport, async (request, reply) => {
    const scope = reportScope(requireStaff(request).user, request.query.schoolid);
    const filters = reportFilters(config, request.query);
    return sendSpreadsheet(
      request,
      reply,
      {
        format: 'xlsx',
        fileName: ENROLLMENT_WORKBOOK_FILE_NAME,
        sheets: sources.map((s) => ({ name: s.definition.title, columns: s.definition.columns })),
        timeZone: config.programTimeZone,
      },
      (file) => writeEnrollmentWorkbook(db, file, sources, scope, filters, request.query.search),
    );
  });
}
