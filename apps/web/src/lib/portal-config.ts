import { type PortalConfig, systemEndpoints } from '@exchange/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { callEndpoint } from './api';

/**
 * GET /api/config, read at most once per page load. The one call of the startup files, so it is kept
 * here rather than in the data cache, which loads with the first screen that reads data
 * (lib/data-cache.tsx): the sign-in page needs nothing else. A failed read is tried again by the next
 * page that asks.
 */
let config: PortalConfig | undefined;
let request: Promise<void> | undefined;
const listeners = new Set<() => void>();

function load(): void {
  if (config || request) return;
  request = callEndpoint(systemEndpoints.getPortalConfig)
    .then((answer) => {
      config = answer;
      for (const listener of listeners) listener();
    })
    .catch(() => undefined)
    .finally(() => {
      request = undefined;
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The public configuration once it has arrived (undefined before, and on the server's prerender). */
export function usePortalConfig(enabled = true): PortalConfig | undefined {
  useEffect(() => {
    if (enabled) load();
  }, [enabled]);
  return useSyncExternalStore(
    subscribe,
    () => config,
    () => undefined,
  );
}
