import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { importLazy } from '../../lib/lazy-route';

const ImportApplicationsPage = importLazy(() => import('./list/import-list-pages'), 'ImportApplicationsPage');
const TransferImportsPage = importLazy(() => import('./list/import-list-pages'), 'TransferImportsPage');
const ClosedImportsPage = importLazy(() => import('./list/import-list-pages'), 'ClosedImportsPage');
const ImportApplicationPage = importLazy(
  () => import('./detail/import-application-page'),
  'ImportApplicationPage',
);
const TransferImportApplicationPage = importLazy(
  () => import('./detail/transfer-import-application-page'),
  'TransferImportApplicationPage',
);
const ClosedImportApplicationPage = importLazy(
  () => import('./detail/closed-import-application-page'),
  'ClosedImportApplicationPage',
);

/**
 * Staff routes of the import screens (2-applications §2); the details take the application id and the
 * import school in their query string (open-points 13). The staff layout applies the role guards.
 */
export const importRoutes: RouteObject[] = [
  { path: 'imports/applications', element: <ImportApplicationsPage /> },
  { path: 'imports/applications/studentapplication', element: <ImportApplicationPage /> },
  { path: 'imports/transferapplications', element: <TransferImportsPage /> },
  {
    path: 'imports/transferapplications/studentapplication',
    element: <TransferImportApplicationPage />,
  },
  { path: 'imports/closedapplications', element: <ClosedImportsPage /> },
  { path: 'imports/closedapplications/studentapplication', element: <ClosedImportApplicationPage /> },
];

/** What this feature adds to the router (app/portal-routes.tsx finds it). */
export const featureRoutes: FeatureRoutes = { staff: importRoutes };
