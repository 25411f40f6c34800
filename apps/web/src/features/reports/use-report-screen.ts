import { CHANGE_LOGS, REPORT_ENDPOINTS, type ReportDefinition, type ReportKey } from '@exchange/domain';
import { useCallback, useMemo } from 'react';
import type { GridFileFormat, GridServerDownloads } from '../../components/grid-page/grid-server-mode';
import { endpointHref } from '../../lib/api';
import { useProgramTimeZone, useProgramToday } from '../../lib/program-name';
import { useServerDateTime } from '../../lib/server-date-time';
import type { ReportAddress, ReportAddressChange } from './report-address';
import { type ReportPageAnswer, useReportPage } from './report-data';
import { useFileDownload } from './report-download';
import { type ReportFilterField, useReportFilters } from './report-filters';
import { buildReportDownloadQuery, buildReportQuery, type ReportQueryContext } from './report-query';
import { useReportAddress } from './use-report-address';
import { type ReportScopeState, useReportScope } from './use-report-scope';

/** A report screen's title: the report's (open-points 29), a change log's name + " Change Log". */
export function reportScreenTitle(def: Pick<ReportDefinition, 'key' | 'title'>): string {
  return def.key in CHANGE_LOGS ? `${def.title} Change Log` : def.title;
}

/** Everything a report screen shows, from its definition and its address. */
export interface ReportScreen {
  def: ReportDefinition;
  address: ReportAddress;
  /** The address as the query reads it (a filter id no list holds counts as its "All …"). */
  effective: ReportAddress;
  change(next: ReportAddressChange): void;
  scope: ReportScopeState;
  /** The report may be asked for: its scope is decided and, for a change log, the server's today known. */
  ready: boolean;
  fields: ReportFilterField[];
  /** The school and today the query and downloads use. */
  context: ReportQueryContext;
  page: ReturnType<typeof useReportPage>;
  data: ReportPageAnswer | undefined;
  /** The grid toolbar's CSV and Excel: the whole result from the server, as filtered and sorted. */
  downloads: GridServerDownloads;
  timeZone: string;
}

/**
 * A report screen's state (3-billing §2): the address, the school scope, the filters and their lists,
 * the page the server answered for them, and the toolbar's downloads of the whole result.
 */
export function useReportScreen(def: ReportDefinition): ReportScreen {
  const key = def.key as ReportKey;
  const [address, change] = useReportAddress(def);
  const scope = useReportScope(def, address, change);
  const { fields, effective } = useReportFilters(def, address);
  // A change log's frame ends on the server's today (open-points 1), not the browser's.
  const framed = def.filters.includes('timeFrame');
  const serverTime = useServerDateTime(framed);
  const browserToday = useProgramToday();
  const today = framed ? (serverTime.data?.today ?? null) : browserToday;
  const timeZone = useProgramTimeZone();
  const context = useMemo<ReportQueryContext>(
    () => ({ schoolId: scope.schoolId, today: today ?? browserToday }),
    [scope.schoolId, today, browserToday],
  );
  const ready = scope.ready && today !== null;
  const query = buildReportQuery(def, effective, context);
  const page = useReportPage(key, query, ready);
  const { busy, download } = useFileDownload();
  const onDownload = useCallback(
    (format: GridFileFormat) => {
      const href = endpointHref(REPORT_ENDPOINTS[key].download, {
        query: buildReportDownloadQuery(def, effective, context, format),
      });
      download(format, href, `${def.fileName}.${format}`);
    },
    [def, key, effective, context, download],
  );
  const downloads = useMemo(() => ({ busy, onDownload }), [busy, onDownload]);
  return {
    def,
    address,
    effective,
    change,
    scope,
    ready,
    fields,
    context,
    page,
    data: page.data,
    downloads,
    timeZone,
  };
}
