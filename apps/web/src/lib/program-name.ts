import { DEFAULT_PROGRAM_NAME, portalConfigSchema } from '@exchange/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api';
import { queryKeys } from './query-keys';

/** The programme's name from GET /api/config, with the default until (or unless) it arrives. */
export function useProgramName(): string {
  const { data } = useQuery({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => api.get('/api/config', { signal, schema: portalConfigSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const name = data?.programName?.trim() || DEFAULT_PROGRAM_NAME;
  useEffect(() => {
    document.title = name;
  }, [name]);
  return name;
}
