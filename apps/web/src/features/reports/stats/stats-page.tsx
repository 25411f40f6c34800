import {
  REPORT_MESSAGES,
  type ReportColumn,
  type ReportRow,
  STATS_REPORTS,
  type StatsKey,
  statsColumns,
} from '@exchange/domain';
import type { SxProps, Theme } from '@mui/material/styles';
import { gridClasses } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { GridPage } from '../../../components/grid-page/grid-page';
import { type GridFileFormat, ONE_TEXT_SEARCH } from '../../../components/grid-page/grid-server-mode';
import { PageFrame } from '../../../components/page-frame';
import { visuallyHidden } from '../../../components/visually-hidden';
import { endpointHref } from '../../../lib/api';
import { buildReportColumns } from '../report-columns';
import { useFileDownload } from '../report-download';
import { ReportFilterBar } from '../report-filter-bar';
import { useReportFilters } from '../report-filters';
import { REPORT_MAX_WIDTH } from '../report-page';
import { useReportAddress } from '../use-report-address';
import { useReportScope } from '../use-report-scope';
import { StatsBarChart } from './stats-chart';
import { STATS_CALLS, useStats } from './stats-data';
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
 * The columns' room: most school names and "Import Schools Applied" whole, and the counts narrow enough
 * that a school's Export Stats row fits a laptop screen beside the drawer (status names wrap).
 */
const TEXT_MIN_WIDTHS: Readonly<Record<string, number>> = { schoolName: 200, measure: 170 };
const COUNT_WIDTH = 88;
/** A header cycles down, up and the answer's order (All Schools first). */
const STATS_SORTING_ORDER = ['desc', 'asc', null] as const;
/** Status names are long ("Denied: Min Reqs Not Met"): the headers wrap between words, in a taller row. */
const STATS_HEADER_HEIGHT = 72;
const STATS_GRID_SX: SxProps<Theme> = {
  [`& .${gridClasses.columnHeaderTitle}`]: { whiteSpace: 'normal', lineHeight: 1.25 },
};

/** The statistics table's grid columns: the report columns, with the room above. */
function statsGridColumns(columns: readonly ReportColumn[]) {
  return buildReportColumns(columns).map((c) => {
    const textWidth = TEXT_MIN_WIDTHS[c.field];
    if (textWidth) return { ...c, minWidth: textWidth };
    return c.type === 'number' ? { ...c, width: COUNT_WIDTH, minWidth: COUNT_WIDTH } : c;
  });
}

/**
 * Export Stat or Import Stat (3-billing §2, §3; issue 23): the Current School field (All Schools for TE
 * users), Application Year (All Years) and Exchange Program (All Programs) kept in the address, then
 * the bars per status and the table they picture, with its CSV and Excel downloads. The table (issue
 * 23: statuses as columns, a row per measure and per school, Total) is the grid page in client mode:
 * every row is in the browser (one school has one or two rows, All Schools two per school), so the grid
 * pages (50, 10/25/50), sorts and searches by itself; the toolbar's CSV and Excel come from the server,
 * cell for cell the same table. The rows stay in the answer's order (All Schools first) until a sort.
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
  const allSchools = showsAllSchools(rows);
  const columns = useMemo(() => statsGridColumns(statsColumns(def, allSchools)), [def, allSchools]);
  const chart = useMemo(() => (answer ? buildStatsChart(def, answer) : null), [def, answer]);

  const { busy, download } = useFileDownload();
  const onDownload = useCallback(
    (format: GridFileFormat) => {
      const href = endpointHref(STATS_CALLS[statsKey].download, { query: { ...query, format } });
      download(format, href, `${def.fileName}.${format}`);
    },
    [statsKey, query, def.fileName, download],
  );
  const downloads = useMemo(() => ({ busy, onDownload }), [busy, onDownload]);
  const { refetch } = stats;
  const retry = useCallback(() => void refetch(), [refetch]);
  const none = stats.data?.none ?? null;

  return (
    <PageFrame title={def.title} subtitle={scope.label} maxWidth={REPORT_MAX_WIDTH}>
      <ReportFilterBar def={screenDef} scope={scope} fields={fields} address={address} onChange={change} />
      {chart && !stats.isError && (
        <StatsBarChart chart={chart} description={statsChartDescription(def, scope.label)} />
      )}
      <GridPage<ReportRow>
        label={def.title}
        rows={rows}
        columns={columns}
        loading={stats.isFetching || !scope.ready}
        errorMessage={stats.isError ? (stats.failure ?? REPORT_MESSAGES.reportFailed) : null}
        onRetry={retry}
        emptyMessage={none ?? REPORT_MESSAGES.noData}
        exportFileName={def.fileName}
        serverDownloads={downloads}
        columnFilters={false}
        search={ONE_TEXT_SEARCH}
        sortingOrder={STATS_SORTING_ORDER}
        columnHeaderHeight={STATS_HEADER_HEIGHT}
        loadingVariant="linear-progress"
        gridSx={STATS_GRID_SX}
      />
      <div role="status" style={visuallyHidden}>
        {stats.isFetching ? '' : statsStatusText(stats.data)}
      </div>
    </PageFrame>
  );
}
