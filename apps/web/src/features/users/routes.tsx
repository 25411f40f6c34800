import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';

/** React.lazy for a named export, so every screen is its own chunk. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const SchoolUsersPage = lazyNamed(() => import('./school-users-page'), 'SchoolUsersPage');
const AddSchoolUserPage = lazyNamed(() => import('./school-user-pages'), 'AddSchoolUserPage');
const SchoolUserAccountPage = lazyNamed(() => import('./school-user-pages'), 'SchoolUserAccountPage');
const TeUsersPage = lazyNamed(() => import('./te-users-page'), 'TeUsersPage');
const AddTeUserPage = lazyNamed(() => import('./te-user-pages'), 'AddTeUserPage');
const TeUserAccountPage = lazyNamed(() => import('./te-user-pages'), 'TeUserAccountPage');
const UserProfilePage = lazyNamed(() => import('./user-profile-page'), 'UserProfilePage');

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
