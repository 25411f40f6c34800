import { importLazy } from './lazy-route';

/**
 * The data cache's layout route (lib/data-cache.tsx), loaded with the first screen below it: the public
 * screens that read data (app/router.tsx) and the signed-in areas (app/portal-routes.tsx).
 */
export const LazyDataCacheLayout = importLazy(() => import('./data-cache'), 'DataCacheLayout');
