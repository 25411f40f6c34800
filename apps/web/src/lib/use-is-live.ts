import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while React takes over a prerendered page's markup (and when the build draws it), true once
 * the page's code runs it: a page React draws itself is live from its first render. A field that
 * takes input before then would keep it out of React's state, and its form would submit natively.
 */
export function useIsLive(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
