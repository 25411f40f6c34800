import {
  canReadReportsAt,
  changeLogFrameIssue,
  changeLogRange,
  DEFAULT_CHANGE_LOG_FRAME,
  isTeUser,
  REPORT_ENDPOINTS,
  REPORT_MESSAGES,
  REVIEW_SIGN_OFF_DUE,
  type ReportKey,
  type ReportQuery,
  reportAidYearId,
  type SessionUser,
} from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, programToday } from '../../config.js';
import type { Db } from '../../db/client.js';
import { sendSpreadsheet } from '../../platform/spreadsheets/send-spreadsheet.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { badRequest, forbidden, notFound } from '../../plugins/errors.js';
import { requireStaff } from '../../plugins/policy.js';
import { checkReportSort, readReportPage, streamReportRows } from './report-rows-repo.js';
import type { ReportFilters, ReportScope, ReportSource } from './report-source-repo.js';
import { REPORT_SOURCES } from './report-sources.js';

/** Whose rows the caller reads: the school asked for, else every school (the access rule let it through). */
export function reportScope(user: SessionUser, schoolid?: number): ReportScope {
  if (schoolid) {
    if (!canReadReportsAt(user, schoolid)) throw forbidden(REPORT_MESSAGES.notYourReport);
    return { schoolIds: [schoolid] };
  }
  if (!isTeUser(user)) throw forbidden(REPORT_MESSAGES.allSchoolsTeOnly);
  return { schoolIds: null };
}

/** The filter parameters of a report query, as validated. */
export type ReportFilterQuery = Omit<ReportQuery, 'page' | 'pagesize' | 'sort' | 'dir' | 'search'>;

/** The filters of a report query; the change-log frame defaults to 30 Days ending today (open-points 30). */
export function reportFilters(config: AppConfig, query: ReportFilterQuery): ReportFilters {
  const today = programToday(config);
  const frame = changeLogRange(DEFAULT_CHANGE_LOG_FRAME, today);
  const id = (v: number | undefined) => (v ? v : null);
  const beginDate = query.begindate ?? frame.begindate;
  const endDate = query.enddate ?? frame.enddate;
  // Two days the caller gave in the wrong order are refused; a frame left open on one side is not.
  const issue = query.begindate && query.enddate ? changeLogFrameIssue(query.begindate, query.enddate) : null;
  if (issue) throw badRequest(issue, { begindate: issue });
  return {
    aidYearId: reportAidYearId(query),
    applicationStatus: query.applicationstatus ?? null,
    exportStatusId: id(query.exportstatusid),
    importStatusId: id(query.importstatusid),
    feeTypeId: id(query.feetypeid),
    participationTypeId: id(query.participationtypeid),
    beginDate,
    endDate,
    requested: { beginDate: query.begindate ?? null, endDate: query.enddate ?? null },
    timeZone: config.programTimeZone,
    today,
    signOffDue: query.signoff === REVIEW_SIGN_OFF_DUE,
    openReviewTerms: [],
  };
}

/** The filters of a report query, completed by the report's own lookups (see ReportSource.prepareFilters). */
async function readFilters(db: Db, config: AppConfig, source: ReportSource, query: ReportFilterQuery) {
  const filters = reportFilters(config, query);
  return source.prepareFilters ? source.prepareFilters(db, filters) : filters;
}

/** The paged reports and change logs (3-billing §7), registered from their contracts and SQL sources. */
export async function reportRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  for (const key of Object.keys(REPORT_ENDPOINTS) as ReportKey[]) {
    const source = REPORT_SOURCES[key];
    if (!source) continue;
    const { list, download } = REPORT_ENDPOINTS[key];
    const def = source.definition;
    registerEndpoint(app, list, async (request) => {
      const scope = reportScope(requireStaff(request).user, request.query.schoolid);
      const filters = await readFilters(db, config, source, request.query);
      const page = await readReportPage(db, source, scope, filters, request.query);
      if (page.total === 0) throw notFound(REPORT_MESSAGES.noData);
      return page;
    });
    registerEndpoint(app, download, async (request, reply) => {
      const scope = reportScope(requireStaff(request).user, request.query.schoolid);
      const filters = await readFilters(db, config, source, request.query);
      checkReportSort(source, request.query);
      const { format } = request.query;
      return sendSpreadsheet(
        request,
        reply,
        {
          format,
          fileName: `${def.fileName}.${format}`,
          sheets: [{ name: def.title, columns: def.columns }],
          timeZone: config.programTimeZone,
        },
        async (file) => {
          await streamReportRows(db, source, scope, filters, request.query, (rows) =>
            file.writeRows(0, rows),
          );
        },
      );
    });
  }
}
