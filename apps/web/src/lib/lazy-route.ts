import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * React.lazy for a screen's named export, so every screen is its own chunk; the layouts around the
 * routes hold the Suspense boundary.
 */
export function importLazy<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
