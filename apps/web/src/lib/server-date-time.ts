import { ENROLLMENT_REVIEW_MESSAGES, serverTimeEndpoints } from '@exchange/domain';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from './endpoint-query';
import { useErrorToast } from './error-toast';

const MINUTE = 60_000;

/**
 * GET api/settings/server-datetime: the server's time and today in the programme time zone (open-points
 * 1: computed on the server, not by the browser's clock), for the enrollment review windows and the
 * change-log frames; read again every few minutes so a screen left open crosses midnight. "There was a
 * problem getting system data." (3-billing §8) when it fails.
 */
export function useServerDateTime(enabled = true) {
  const query = useQuery({
    ...endpointQuery('system', serverTimeEndpoints.getServerDateTime),
    staleTime: MINUTE,
    refetchInterval: 5 * MINUTE,
    enabled,
  });
  useErrorToast(query.error, ENROLLMENT_REVIEW_MESSAGES.systemDataFailed);
  return query;
}
