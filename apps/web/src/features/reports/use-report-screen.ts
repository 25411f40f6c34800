import { CHANGE_LOGS, REPORT_ENDPOINTS, type ReportDefinition, type ReportKey } from '@exchange/domain';
import { useCallback, useMemo } from 'react';
import { endpointHref } from '../../lib/api';
import { useProgramTimeZone, useProgramToday } from '../../lib/program-name';
import type { ReportAddress, ReportAddressChange } from './report-address';
import { type ReportPageAnswer, useReportPage } from './report-data';
import { useFileDownload } from './report-download';
import { type ReportFilterField, useReportFilters } from './report-filters';
import type { ReportFileFormat, ReportToolbarSettings } from './report-grid-toolbar';
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
  change(next: ReportAddressChange): void;
  scope: ReportScopeState;
  fields: ReportFilterField[];
  /** The school and today the query and downloads use. */
  context: ReportQueryContext;
  page: ReturnType<typeof useReportPage>;
  data: ReportPageAnswer | undefined;
  toolbar: ReportToolbarSettings;
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
  const today = useProgramToday();
  const timeZone = useProgramTimeZone();
  const context = useMemo<ReportQueryContext>(
    () => ({ schoolId: scope.schoolId, today }),
    [scope.schoolId, today],
  );
  const query = buildReportQuery(def, effective, context);
  const page = useReportPage(key, query, scope.ready);
  const { busy, download } = useFileDownload();
  const onDownload = useCallback(
    (format: ReportFileFormat) => {
      const href = endpointHref(REPORT_ENDPOINTS[key].download, {
        query: buildReportDownloadQuery(def, effective, context, format),
      });
      download(format, href, `${def.fileName}.${format}`);
    },
    [def, key, effective, context, download],
  );
  const toolbar = useMemo(() => ({ busy, onDownload }), [busy, onDownload]);
  return { def, address, change, scope, fields, context, page, data: page.data, toolbar, timeZone };
}
