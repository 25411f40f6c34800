import { QueryClient } from '@tanstack/react-query';
import { isTransient } from './api';
import { onDataCacheReset } from './data-cache-reset';

/**
 * Retries a failed read once when the failure is transient, so a server restart does not flash an error;
 * a 4xx answer (or an answer that does not parse) would only fail again. `failureCount` counts the
 * retries already made.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isTransient(error);
}

/** The app's one query client. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      // A write may have reached the server before the failure; repeating it could apply it twice.
      mutations: { retry: false },
    },
  });
}

let appClient: QueryClient | undefined;

/**
 * The app's one data cache, made when the first screen that reads data loads (lib/data-cache.tsx); a
 * sign-in or sign-out empties it (lib/data-cache-reset.ts).
 */
export function appQueryClient(): QueryClient {
  if (!appClient) {
    const client = createQueryClient();
    onDataCacheReset(() => client.clear());
    appClient = client;
  }
  return appClient;
}
