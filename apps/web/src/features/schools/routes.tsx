import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';

/** React.lazy for a named export, so every screen is its own chunk. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const SchoolProfilePage = lazyNamed(() => import('./school-profile-page'), 'SchoolProfilePage');
const NewSchoolPage = lazyNamed(() => import('./new-school-page'), 'NewSchoolPage');

/** Staff routes of the school screens (1-core §2); the staff layout applies the role guards. */
export const schoolRoutes: RouteObject[] = [
  { path: 'school/schoolprofile', element: <SchoolProfilePage /> },
  { path: 'school/newschool', element: <NewSchoolPage /> },
];
