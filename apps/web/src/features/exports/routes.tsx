import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { importLazy } from '../../lib/lazy-route';

const ExportApplicationsPage = importLazy(() => import('./list/export-list-pages'), 'ExportApplicationsPage');
const ClosedExportsPage = importLazy(() => import('./list/export-list-pages'), 'ClosedExportsPage');
const ExportApplicationPage = importLazy(
  () => import('./detail/export-application-page'),
  'ExportApplicationPage',
);
const ClosedExportApplicationPage = importLazy(
  () => import('./detail/closed-export-application-page'),
  'ClosedExportApplicationPage',
);

/**
 * Staff routes of the export screens (2-applications §2); the details take the application id in
 * their query string (open-points 13). The staff layout applies the role guards.
 */
export const exportRoutes: RouteObject[] = [
  { path: 'exports/applications', element: <ExportApplicationsPage /> },
  { path: 'exports/applications/studentapplication', element: <ExportApplicationPage /> },
  { path: 'exports/closedapplications', element: <ClosedExportsPage /> },
  { path: 'exports/closedapplications/studentapplication', element: <ClosedExportApplicationPage /> },
];

/** What this feature adds to the router (app/portal-routes.tsx finds it). */
export const featureRoutes: FeatureRoutes = { staff: exportRoutes };
