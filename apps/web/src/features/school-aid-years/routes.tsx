import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { importLazy } from '../../lib/lazy-route';

const AidYearPage = importLazy(() => import('./aid-year-page'), 'AidYearPage');

/** Staff route of the Annual Aid Year School Information screen (1-core §2). */
export const schoolAidYearRoutes: RouteObject[] = [
  { path: 'school/annualaidyearschoolinformation', element: <AidYearPage /> },
];

/** What this feature adds to the router (app/portal-routes.tsx finds it). */
export const featureRoutes: FeatureRoutes = { staff: schoolAidYearRoutes };
