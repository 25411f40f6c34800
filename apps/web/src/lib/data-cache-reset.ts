/**
 * Emptying the data cache without loading it: the session code (a startup file) calls resetDataCache at
 * every sign-in and sign-out, and the cache, once a screen has loaded it (lib/query-client.ts), says
 * here how it is emptied. Before that there is nothing to empty.
 */
let reset: (() => void) | undefined;

/** The cache, when it is made, gives the way to empty it. */
export function onDataCacheReset(emptyCache: () => void): void {
  reset = emptyCache;
}

/** Forgets every answer read so far (the next user must not see the last one's data). */
export function resetDataCache(): void {
  reset?.();
}
