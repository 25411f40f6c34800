import type { RouteObject } from 'react-router';
import { importLazy } from '../../lib/lazy-route';

const SchoolProfilePage = importLazy(() => import('./school-profile-page'), 'SchoolProfilePage');
const NewSchoolPage = importLazy(() => import('./new-school-page'), 'NewSchoolPage');

/** Staff routes of the school screens (1-core §2); the staff layout applies the role guards. */
export const schoolRoutes: RouteObject[] = [
  { path: 'school/schoolprofile', element: <SchoolProfilePage /> },
  { path: 'school/newschool', element: <NewSchoolPage /> },
];
