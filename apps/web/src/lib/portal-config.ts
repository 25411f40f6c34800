import { type PortalConfig, systemEndpoints } from '@exchange/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { callEndpoint, isTransient } from './api';

/**
 * GET /api/config, read at most once per page load. The one call of the startup files, so it is kept
 * here rather than in the data cache, which loads with the first screen that reads data
 * (lib/data-cache.tsx): the sign-in page needs nothing else. A read that failed because the server was
 * briefly away is tried once more a second later (as the data cache does); any other failure leaves
 * the defaults until a page asks again.
 */
const RETRY_MS = 1_000;
let config: PortalConfig | undefined;
let request: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Starts the read unless the answer is in or on its way; resolves when this attempt has ended. */
export function loadPortalConfig(retried = false): Promise<void> {
  if (config) return Promise.resolve();
  if (request) return request;
  const attempt = callEndpoint(systemEndpoints.getPortalConfig)
    .then((answer) => {
      config = answer;
      for (const listener of listeners) listener();
    })
    .catch((error: unknown) => {
      if (!retried && isTransient(error)) setTimeout(() => void loadPortalConfig(true), RETRY_MS);
    })
    .finally(() => {
      request = undefined;
    });
  request = attempt;
  return attempt;
}

/** The configuration read so far (undefined until it has arrived). */
export function currentPortalConfig(): PortalConfig | undefined {
  return config;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The public configuration once it has arrived (undefined before, and on the server's prerender). */
export function usePortalConfig(enabled = true): PortalConfig | undefined {
  useEffect(() => {
    if (enabled) void loadPortalConfig();
  }, [enabled]);
  return useSyncExternalStore(subscribe, currentPortalConfig, () => undefined);
}
