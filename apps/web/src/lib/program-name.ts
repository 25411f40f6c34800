import {
  DEFAULT_PROGRAM_NAME,
  DEFAULT_PROGRAM_TIME_ZONE,
  systemEndpoints,
  toProgramDay,
} from '@exchange/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from './api';
import { queryKeys } from './query-keys';

/** GET /api/config, read once per page load. */
function usePortalConfig() {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => callEndpoint(systemEndpoints.getPortalConfig, undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}

/** The programme time zone the server names (open-points 1), the default until it arrives. */
export function useProgramTimeZone(): string {
  return usePortalConfig()?.programTimeZone || DEFAULT_PROGRAM_TIME_ZONE;
}

/** Today (YYYY-MM-DD) in the programme time zone the server names (open-points 1), for date defaults. */
export function useProgramToday(): string {
  return toProgramDay(new Date(), useProgramTimeZone());
}

/** The programme's name from GET /api/config, with the default until (or unless) it arrives. */
export function useProgramName(): string {
  const data = usePortalConfig();
  const name = data?.programName?.trim() || DEFAULT_PROGRAM_NAME;
  useEffect(() => {
    document.title = name;
  }, [name]);
  return name;
}
