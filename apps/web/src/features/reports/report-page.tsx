import { REPORT_MESSAGES, type ReportDefinition, type ReportRow } from '@exchange/domain';
import { useCallback, useMemo } from 'react';
import { GridPage } from '../../components/grid-page/grid-page';
import type { GridServerMode } from '../../components/grid-page/grid-server-mode';
import { PageFrame } from '../../components/page-frame';
import { visuallyHidden } from '../../components/visually-hidden';
import { buildReportColumns, initialColumnVisibility, REPORT_GRID_SX } from './report-columns';
import { ReportFilterBar } from './report-filter-bar';
import { type ReportScreen, reportScreenTitle, useReportScreen } from './use-report-screen';

/** The widest a report page grows: reports have many columns. */
export const REPORT_MAX_WIDTH = 1600;

/** What a screen reader hears when a page of the report arrives or the result is empty. */
export function reportStatusText(data: { total: number; none: string | null } | undefined): string {
  if (!data) return '';
  if (data.none) return data.none;
  return data.total === 1 ? '1 row' : `${data.total.toLocaleString('en-US')} rows`;
}

/** The filters of a report screen above its grid. */
export function ReportScreenFilters({ screen }: { screen: ReportScreen }) {
  return (
    <ReportFilterBar
      def={screen.def}
      scope={screen.scope}
      fields={screen.fields}
      address={screen.address}
      onChange={screen.change}
    />
  );
}

/**
 * A report screen's grid: the grid page in server mode (3-billing §2: the server pages, 50 rows with
 * 10/25/50, sorts any column and searches the quick filter; the address keeps all three), the empty
 * result as the §2 info text, a failure with "Try again", the whole result's CSV and Excel from the
 * server, and a polite announcement of the row count (the grid's overlay is not announced).
 */
export function ReportScreenGrid({ screen, label }: { screen: ReportScreen; label: string }) {
  const { def, address, change, page, data } = screen;
  const { refetch } = page;
  const retry = useCallback(() => void refetch(), [refetch]);
  const failure = page.isError ? (page.failure ?? REPORT_MESSAGES.reportFailed) : null;
  const { timeZone } = screen;
  const columns = useMemo(() => buildReportColumns(def.columns, timeZone), [def.columns, timeZone]);
  const hidden = useMemo(() => initialColumnVisibility(def.columns), [def.columns]);
  const total = data?.total ?? 0;
  const server = useMemo<GridServerMode>(
    () => ({
      page: address.page,
      pageSize: address.pageSize,
      sort: address.sort,
      search: address.search,
      rowCount: total,
      onChange: change,
    }),
    [address.page, address.pageSize, address.sort, address.search, total, change],
  );
  return (
    <>
      <GridPage<ReportRow>
        label={label}
        rows={data?.rows}
        columns={columns}
        loading={page.isFetching || !screen.ready}
        errorMessage={failure}
        onRetry={retry}
        emptyMessage={data?.none ?? REPORT_MESSAGES.noData}
        exportFileName={def.fileName}
        server={server}
        serverDownloads={screen.downloads}
        initialColumnVisibility={hidden}
        gridSx={REPORT_GRID_SX}
      />
      <div role="status" style={visuallyHidden}>
        {page.isFetching ? '' : reportStatusText(data)}
      </div>
    </>
  );
}

/**
 * One paged report or change log (3-billing §2 Reports, Change logs, Enrollment Review report): the
 * title, the school it shows, the filters kept in the address and the server-paged grid with its CSV
 * and Excel downloads.
 */
export function ReportPage({ def }: { def: ReportDefinition }) {
  const screen = useReportScreen(def);
  return (
    <PageFrame title={reportScreenTitle(def)} subtitle={screen.scope.label} maxWidth={REPORT_MAX_WIDTH}>
      <ReportScreenFilters screen={screen} />
      <ReportScreenGrid screen={screen} label={reportScreenTitle(def)} />
    </PageFrame>
  );
}
