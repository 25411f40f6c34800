import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { importLazy } from '../../lib/lazy-route';

const SchoolUsersPage = importLazy(() => import('./users-list-page'), 'SchoolUsersPage');
const TeUsersPage = importLazy(() => import('./users-list-page'), 'TeUsersPage');
const AddSchoolUserPage = importLazy(() => import('./user-pages'), 'AddSchoolUserPage');
const SchoolUserAccountPage = importLazy(() => import('./user-pages'), 'SchoolUserAccountPage');
const AddTeUserPage = importLazy(() => import('./user-pages'), 'AddTeUserPage');
const TeUserAccountPage = importLazy(() => import('./user-pages'), 'TeUserAccountPage');
const UserProfilePage = importLazy(() => import('./user-profile-page'), 'UserProfilePage');

/** Staff routes of the user screens (1-core §2); the staff layout applies the role guards. */
export const userRoutes: RouteObject[] = [
  { path: 'userprofile', element: <UserProfilePage /> },
  { path: 'school/users', element: <SchoolUsersPage /> },
  { path: 'school/users/adduser', element: <AddSchoolUserPage /> },
  { path: 'school/users/accountinfo', element: <SchoolUserAccountPage /> },
  { path: 'settings/users', element: <TeUsersPage /> },
  { path: 'settings/users/addteuser', element: <AddTeUserPage /> },
  { path: 'settings/users/accountinfo', element: <TeUserAccountPage /> },
];

/** What this feature adds to the router (app/portal-routes.tsx finds it). */
export const featureRoutes: FeatureRoutes = { staff: userRoutes };
