import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api';

/** Failures a second try may cure: the network dropped (status 0) or the server was briefly down (5xx, 503). */
export function isTransient(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);
}

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
