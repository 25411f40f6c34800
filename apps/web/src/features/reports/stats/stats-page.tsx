import { REPORT_MESSAGES, STATS_REPORTS, type StatsKey, statsColumns } from '@exchange/domain';
import { useCallback, useMemo } from 'react';
import { PageFrame } from '../../../components/page-frame';
import { visuallyHidden } from '../../../components/visually-hidden';
import { endpointHref } from '../../../lib/api';
import { useFileDownload } from '../report-download';
import { ReportFilterBar } from '../report-filter-bar';
import { useReportFilters } from '../report-filters';
import type { ReportFileFormat } from '../report-grid-toolbar';
import { REPORT_MAX_WIDTH } from '../report-page';
import { useReportAddress } from '../use-report-address';
import { useReportScope } from '../use-report-scope';
import { StatsBarChart } from './stats-chart';
import { STATS_CALLS, useStats } from './stats-data';
import { StatsGrid } from './stats-grid';
import {
  buildStatsChart,
  buildStatsQuery,
  showsAllSchools,
  statsChartDescription,
  statsScreenDef,
  statsStatusText,
  statsTableRows,
} from './stats-view';

/** The screen shape of each statistics report, made once so the address and filters keep their memos. */
const SCREEN_DEFS = {
  exportStat: statsScreenDef(STATS_REPORTS.exportStat),
  importStat: statsScreenDef(STATS_REPORTS.importStat),
} as const;

/**
 * Export Stat or Import Stat (3-billing §2, §3; issue 23): the Current School field (All Schools for TE
 * users), Application Year (All Years) and Exchange Program (All Programs) kept in the address, then
 * the bars per status and the table they picture, with its CSV and Excel downloads.
 */
export function StatsPage({ statsKey }: { statsKey: StatsKey }) {
  const def = STATS_REPORTS[statsKey];
  const screenDef = SCREEN_DEFS[statsKey];
  const [address, change] = useReportAddress(screenDef);
  const scope = useReportScope(screenDef, address, change);
  const { fields, effective } = useReportFilters(screenDef, address);
  const query = useMemo(() => buildStatsQuery(effective, scope.schoolId), [effective, scope.schoolId]);
  const stats = useStats(statsKey, query, scope.ready);
  const answer = stats.data?.answer ?? undefined;
  const rows = statsTableRows(answer);
  const columns = useMemo(() => statsColumns(def, showsAllSchools(rows)), [def, rows]);
  const chart = useMemo(() => (answer ? buildStatsChart(def, answer) : null), [def, answer]);

  const { busy, download } = useFileDownload();
  const onDownload = useCallback(
    (format: ReportFileFormat) => {
      const href = endpointHref(STATS_CALLS[statsKey].download, { query: { ...query, format } });
      download(format, href, `${def.fileName}.${format}`);
    },
    [statsKey, query, def.fileName, download],
  );
  const toolbar = useMemo(() => ({ busy, onDownload }), [busy, onDownload]);
  const { refetch } = stats;
  const retry = useCallback(() => void refetch(), [refetch]);
  const none = stats.data?.none ?? null;

  return (
    <PageFrame title={def.title} subtitle={scope.label} maxWidth={REPORT_MAX_WIDTH}>
      <ReportFilterBar def={screenDef} scope={scope} fields={fields} address={address} onChange={change} />
      {chart && !stats.isError && (
        <StatsBarChart chart={chart} description={statsChartDescription(def, scope.label)} />
      )}
      <StatsGrid
        label={def.title}
        columns={columns}
        rows={rows}
        loading={stats.isFetching || !scope.ready}
        errorMessage={stats.isError ? (stats.failure ?? REPORT_MESSAGES.reportFailed) : null}
        onRetry={retry}
        emptyMessage={none ?? REPORT_MESSAGES.noData}
        fileName={def.fileName}
        toolbar={toolbar}
      />
      <div role="status" style={visuallyHidden}>
        {stats.isFetching ? '' : statsStatusText(stats.data)}
      </div>
    </PageFrame>
  );
}
