import {
  REPORT_ENDPOINTS,
  REPORT_MESSAGES,
  type ReportKey,
  type ReportPage,
  type ReportQueryInput,
  reportLoadFailedMessage,
} from '@exchange/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiRequestError, callEndpoint, errorMessage } from '../../lib/api';
import { endpointKey } from '../../lib/endpoint-query';
import { useErrorToast } from '../../lib/error-toast';

/** One page of a report as the screen reads it; `none` is the info text of an empty result. */
export interface ReportPageAnswer extends ReportPage {
  none: string | null;
}

/** An empty result: the API's 404 (3-billing §2: an info message, not an error). */
export const NO_REPORT_DATA: ReportPageAnswer = { total: 0, rows: [], none: REPORT_MESSAGES.noData };

/** Reads a page of a report; the 404 of an empty result is no rows and the §2 info text. */
export async function fetchReportPage(
  key: ReportKey,
  query: ReportQueryInput,
  signal?: AbortSignal,
): Promise<ReportPageAnswer> {
  try {
    const page = (await callEndpoint(REPORT_ENDPOINTS[key].list, { query }, { signal })) as ReportPage;
    return { ...page, none: null };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return NO_REPORT_DATA;
    throw error;
  }
}

/**
 * One page of a report or change log (server paging, sorting and quick filter), cached per query; the
 * page before stays on screen while the next loads, so paging does not flash. A failure is toasted with
 * the report's §8 text (reportLoadFailedMessage), or the server's reason for a refused query.
 */
export function useReportPage(key: ReportKey, query: ReportQueryInput, enabled: boolean) {
  const contract = REPORT_ENDPOINTS[key].list;
  const operationId = contract.operationId;
  const result = useQuery({
    // The 404 of an empty result is no rows (fetchReportPage), so the fetcher is the report's own.
    queryKey: endpointKey('reports', contract, { query }),
    queryFn: ({ signal }) => fetchReportPage(key, query, signal),
    // The rows before stay only within one report: another tab's rows would sit under the wrong title.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey.includes(operationId) ? keepPreviousData(previous) : undefined,
    enabled,
  });
  const failed = reportLoadFailedMessage(key);
  const failure = result.error ? errorMessage(result.error, failed) : null;
  useErrorToast(result.error, failure ?? failed);
  return { ...result, failure: result.error ? (failure ?? failed) : null };
}
