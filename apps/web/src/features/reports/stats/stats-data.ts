import { REPORT_MESSAGES, type StatsKey, type StatsQueryInput, statsEndpoints } from '@exchange/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiRequestError, callEndpoint, errorMessage } from '../../../lib/api';
import { endpointKey } from '../../../lib/endpoint-query';
import { useErrorToast } from '../../../lib/error-toast';
import type { StatsAnswer, StatsResult } from './stats-view';

/** Each statistics report's calls (3-billing §7): its answer and its CSV or Excel download. */
export const STATS_CALLS = {
  exportStat: { get: statsEndpoints.getExportStatReport, download: statsEndpoints.downloadExportStatReport },
  importStat: { get: statsEndpoints.getImportStatReport, download: statsEndpoints.downloadImportStatReport },
} as const;

/** Reads a statistics report; its 404 is "There is no data for the selected parameters." */
export async function fetchStats(
  key: StatsKey,
  query: StatsQueryInput,
  signal?: AbortSignal,
): Promise<StatsResult> {
  try {
    const answer: StatsAnswer = await callEndpoint(STATS_CALLS[key].get, { query }, { signal });
    return { answer, none: null };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404)
      return { answer: null, none: error.message };
    throw error;
  }
}

/**
 * A statistics report for the query, cached per query; the numbers before stay on screen while new
 * filters load. A failure is toasted with "There was a problem getting the report data." (§8), or the
 * server's reason for a refused query.
 */
export function useStats(key: StatsKey, query: StatsQueryInput, enabled: boolean) {
  const contract = STATS_CALLS[key].get;
  const operationId = contract.operationId;
  const result = useQuery({
    // The 404 of an empty result is "no data" (fetchStats), so the fetcher is the report's own.
    queryKey: endpointKey('reports', contract, { query }),
    queryFn: ({ signal }) => fetchStats(key, query, signal),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey.includes(operationId) ? keepPreviousData(previous) : undefined,
    enabled,
  });
  const failure = result.error ? errorMessage(result.error, REPORT_MESSAGES.reportFailed) : null;
  useErrorToast(result.error, failure ?? REPORT_MESSAGES.reportFailed);
  return { ...result, failure };
}
