import {
  buildExportStatAnswer,
  buildImportStatAnswer,
  exportStatAnswerSchema,
  importStatAnswerSchema,
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
import { readListVersionSum } from '../../db/list-versions-repo.js';
import type { KeptAnswer } from '../../platform/kept-lists/kept-answers.js';
import { sendKeptList } from '../../platform/kept-lists/kept-answers.js';
import { keptAnswer, keptLists } from '../../platform/kept-lists/kept-lists.js';
import { sendSpreadsheet } from '../../platform/spreadsheets/send-spreadsheet.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { notFound } from '../../plugins/errors.js';
import { requireStaff } from '../../plugins/policy.js';
import { reportScope } from './report-routes.js';
import type { ReportScope } from './report-source-repo.js';
import { readStatsEntries, STATS_COUNTED_BY, type StatsFilters } from './stats-repo.js';

/** What a statistics table counts: the report, whose rows, which years and program. */
interface StatsFor {
  def: StatsDefinition;
  scope: ReportScope;
  filters: StatsFilters;
}

/**
 * The counts of a statistics table, kept per server while the list counters of its side hold: the
 * counters it sums (application_stat_counts) change only with the applications and import rows whose
 * changes raise those list counters, and a school's name with all of them (migrations 0006, 0008).
 */
const keptStats = keptLists<StatsFor, StatsEntry>({
  name: 'report-stats',
  version: (db, f) => readListVersionSum(db, STATS_COUNTED_BY[f.def.key], f.scope.schoolIds),
  key: (f) => `${f.def.key}|${JSON.stringify(f.scope.schoolIds)}|${JSON.stringify(f.filters)}`,
  read: (db, f) => readStatsEntries(db, f.def, f.scope, f.filters),
  bytesPerRecord: 256,
});

/** The counts a statistics call asks for: whose (the access rule let the caller through), which years and program. */
async function readStats(db: Db, def: StatsDefinition, request: FastifyRequest, query: StatsQuery) {
  const scope = reportScope(requireStaff(request).user, query.schoolid);
  const stats = await keptStats.fresh(db, {
    def,
    scope,
    filters: {
      aidYearId: reportAidYearId(query),
      participationTypeId: query.participationtypeid ? query.participationtypeid : null,
    },
  });
  if (stats.records.length === 0) throw notFound(REPORT_MESSAGES.noData);
  return { stats, entries: stats.records, allSchools: scope.schoolIds === null };
}

/** A statistics answer as JSON, rendered (and checked against its schema) once per kept table. */
function statsAnswer(stats: Awaited<ReturnType<typeof readStats>>, render: () => unknown): KeptAnswer {
  return keptAnswer(stats.stats, String(stats.allSchools), () => JSON.stringify(render()));
}

/** Sends the statistics table as CSV or Excel: the grid's columns and rows, cell for cell. */
function sendStatsFile(
  request: FastifyRequest,
  reply: FastifyReply,
  def: StatsDefinition,
  stats: { entries: readonly StatsEntry[]; allSchools: boolean },
  format: 'csv' | 'xlsx',
  timeZone: string,
): Promise<FastifyReply> {
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
  const exportStat = STATS_REPORTS.exportStat;
  const importStat = STATS_REPORTS.importStat;

  registerEndpoint(app, statsEndpoints.getExportStatReport, async (request, reply) => {
    const stats = await readStats(db, exportStat, request, request.query);
    const answer = statsAnswer(stats, () =>
      exportStatAnswerSchema.parse(buildExportStatAnswer(stats.entries, stats.allSchools)),
    );
    return sendKeptList(request, reply, answer);
  });
  registerEndpoint(app, statsEndpoints.getImportStatReport, async (request, reply) => {
    const stats = await readStats(db, importStat, request, request.query);
    const answer = statsAnswer(stats, () =>
      importStatAnswerSchema.parse(buildImportStatAnswer(stats.entries, stats.allSchools)),
    );
    return sendKeptList(request, reply, answer);
  });
  registerEndpoint(app, statsEndpoints.downloadExportStatReport, async (request, reply) => {
    const stats = await readStats(db, exportStat, request, request.query);
    return sendStatsFile(request, reply, exportStat, stats, request.query.format, config.programTimeZone);
  });
  registerEndpoint(app, statsEndpoints.downloadImportStatReport, async (request, reply) => {
    const stats = await readStats(db, importStat, request, request.query);
    return sendStatsFile(request, reply, importStat, stats, request.query.format, config.programTimeZone);
  });
}
