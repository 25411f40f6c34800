import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';

const ReportArea = lazy(() => import('./report-area').then((m) => ({ default: m.ReportArea })));

/**
 * Staff routes of Reports and Change Logs (3-billing §2): one route per menu group, whose screens
 * (report-area.tsx) load when the group is first opened. The staff layout's guard decides who reaches
 * each screen (open-points 28); the server decides again.
 */
export const reportRoutes: RouteObject[] = [
  { path: 'reports/*', element: <ReportArea group="/reports" /> },
  { path: 'changelogs/*', element: <ReportArea group="/changelogs" /> },
];

/** What this feature adds to the router (app/portal-routes.tsx finds it). */
export const featureRoutes: FeatureRoutes = { staff: reportRoutes };
