import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { importLazy } from '../../lib/lazy-route';

const SchoolProfilePage = importLazy(() => import('./school-profile-page'), 'SchoolProfilePage');
const NewSchoolPage = importLazy(() => import('./new-school-page'), 'NewSchoolPage');

/** Staff routes of the school screens (1-core §2); the staff layout applies the role guards. */
export const schoolRoutes: RouteObject[] = [
  { path: 'school/schoolprofile', element: <SchoolProfilePage /> },
  { path: 'school/newschool', element: <NewSchoolPage /> },
];

/** What this feature adds to the router (app/portal-routes.tsx finds it). */
export const featureRoutes: FeatureRoutes = { staff: schoolRoutes };
