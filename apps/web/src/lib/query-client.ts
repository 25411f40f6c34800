import { type DehydratedState, hydrate, QueryClient } from '@tanstack/react-query';
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

/** The id of the element that carries a page's data as the server drew it (build/page-with-data.tsx). */
export const PAGE_DATA_ID = 'page-data';

/**
 * The answers a page arrived with (a member page the server drew with its data), taken once: the
 * element is removed, so the cache, once a sign-in or sign-out has emptied it, is never filled from
 * them again.
 */
export function takePageData(doc: Pick<Document, 'getElementById'> | undefined): DehydratedState | null {
  const element = doc?.getElementById(PAGE_DATA_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as DehydratedState;
  } catch {
    return null;
  }
}

let appClient: QueryClient | undefined;

/**
 * The app's one data cache, made when the first screen that reads data loads (lib/data-cache.tsx),
 * holding the answers the page arrived with, if any; a sign-in or sign-out empties it
 * (lib/data-cache-reset.ts).
 */
export function appQueryClient(): QueryClient {
  if (!appClient) {
    const client = createQueryClient();
    const arrived = takePageData(typeof document === 'undefined' ? undefined : document);
    if (arrived) hydrate(client, arrived);
    onDataCacheReset(() => client.clear());
    appClient = client;
  }
  return appClient;
}
