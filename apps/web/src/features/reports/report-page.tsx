import { REPORT_MESSAGES, type ReportDefinition } from '@exchange/domain';
import { useCallback } from 'react';
import { GridLoadFailure } from '../../components/grid-page/grid-load-failure';
import { PageFrame } from '../../components/page-frame';
import { visuallyHidden } from '../../components/visually-hidden';
import { ReportFilterBar } from './report-filter-bar';
import { ReportGrid } from './report-grid';
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
 * A report screen's grid: the server's page, the empty result as the §2 info text, a failure with
 * "Try again", and a polite announcement of the row count (the grid's overlay is not announced).
 */
export function ReportScreenGrid({ screen, label }: { screen: ReportScreen; label: string }) {
  const { page, data } = screen;
  const { refetch } = page;
  const retry = useCallback(() => void refetch(), [refetch]);
  const failure = page.isError ? (page.failure ?? REPORT_MESSAGES.reportFailed) : null;
  return (
    <>
      <GridLoadFailure message={failure} onRetry={retry} />
      <ReportGrid
        def={screen.def}
        label={label}
        address={screen.address}
        onChange={screen.change}
        rows={data?.rows}
        total={data?.total ?? 0}
        loading={page.isFetching || !screen.ready}
        errorMessage={failure}
        emptyMessage={data?.none ?? REPORT_MESSAGES.noData}
        timeZone={screen.timeZone}
        toolbar={screen.toolbar}
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
