import {
  buildExportStatAnswer,
  buildImportStatAnswer,
  pivotStats,
  REPORT_MESSAGES,
  reportAidYearId,
  STATS_REPORTS,
  type StatsDefinition,
  type StatsEntry,
  type StatsQuery,
  statsColumns,
  statsEndpoints,
} from '@exchange/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { sendSpreadsheet } from '../../platform/spreadsheets/send-spreadsheet.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { notFound } from '../../plugins/errors.js';
import { requireStaff } from '../../plugins/policy.js';
import { reportRecordRules, reportScope } from './report-routes.js';
import { readStatsEntries } from './stats-repo.js';

/** The counts a statistics call asks for: whose (the access rule let the caller through), which years and program. */
async function readStats(
  db: Db,
  def: StatsDefinition,
  request: FastifyRequest,
  query: StatsQuery,
): Promise<{ entries: StatsEntry[]; allSchools: boolean }> {
  const scope = reportScope(requireStaff(request).user, query.schoolid);
  const entries = await readStatsEntries(db, def, scope, {
    aidYearId: reportAidYearId(query),
    participationTypeId: query.participationtypeid ? query.participationtypeid : null,
  });
  if (entries.length === 0) throw notFound(REPORT_MESSAGES.noData);
  return { entries, allSchools: scope.schoolIds === null };
}

/** Sends the statistics table as CSV or Excel: the grid's columns and rows, cell for cell. */
function sendStatsFile(
  request: FastifyRequest,
  reply: FastifyReply,
  def: StatsDefinition,
  stats: { entries: StatsEntry[]; allSchools: boolean },
  format: 'csv' | 'xlsx',
  timeZone: string,
): FastifyReply {
  return sendSpreadsheet(
    request,
    reply,
    {
      format,
      fileName: `${def.fileName}.${format}`,
      sheets: [{ name: def.title, columns: statsColumns(def, stats.allSchools) }],
      timeZone,
    },
    (file) => file.writeRows(0, pivotStats(def, stats.entries, stats.allSchools)),
  );
}

/** Export Stats and Import Stats (3-billing §7 api/report/exportstat/, importstat/) and their downloads. */
export async function statsRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const records = reportRecordRules();
  const exportStat = STATS_REPORTS.exportStat;
  const importStat = STATS_REPORTS.importStat;

  registerEndpoint(
    app,
    statsEndpoints.getExportStatReport,
    async (request) => {
      const stats = await readStats(db, exportStat, request, request.query);
      return buildExportStatAnswer(stats.entries, stats.allSchools);
    },
    { records },
  );
  registerEndpoint(
    app,
    statsEndpoints.getImportStatReport,
    async (request) => {
      const stats = await readStats(db, importStat, request, request.query);
      return buildImportStatAnswer(stats.entries, stats.allSchools);
    },
    { records },
  );
  registerEndpoint(
    app,
    statsEndpoints.downloadExportStatReport,
    async (request, reply) => {
      const stats = await readStats(db, exportStat, request, request.query);
      return sendStatsFile(request, reply, exportStat, stats, request.query.format, config.programTimeZone);
    },
    { records },
  );
  registerEndpoint(
    app,
    statsEndpoints.downloadImportStatReport,
    async (request, reply) => {
      const stats = await readStats(db, importStat, request, request.query);
      return sendStatsFile(request, reply, importStat, stats, request.query.format, config.programTimeZone);
    },
    { records },
  );
}
