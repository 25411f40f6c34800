import { allMenuPaths } from '@exchange/domain';
import { type RouteObject, useRoutes } from 'react-router';
import { NotFound, NotFoundPage } from '../components/not-found';
import { billingRoutes } from '../features/billing/routes';
import { enrollmentReviewRoutes } from '../features/enrollment-reviews/routes';
import { exportRoutes } from '../features/exports/routes';
import { importRoutes } from '../features/imports/routes';
import { applicantMemberSchoolRoutes } from '../features/member-schools/routes';
import { reportRoutes } from '../features/reports/routes';
import { schoolAidYearRoutes } from '../features/school-aid-years/routes';
import { schoolRoutes } from '../features/schools/routes';
import { settingsRoutes } from '../features/settings/routes';
import { studentAreaRoutes } from '../features/students/routes';
import { trainingRoutes } from '../features/training/routes';
import { userRoutes } from '../features/users/routes';
import { LazyDataCacheLayout } from '../lib/lazy-data-cache';
import { importLazy } from '../lib/lazy-route';
import { RequireStaff, RequireStudent } from './guards';

// The signed-in layouts (menu, header, school selector, dialogs) load with the first page that needs
// them, so the public pages carry none of them (e2e/signin-transfer-size.spec.ts).
const StaffLayout = importLazy(() => import('./staff-layout'), 'StaffLayout');
const ApplicantLayout = importLazy(() => import('./applicant-layout'), 'ApplicantLayout');
const HomePage = importLazy(() => import('../features/home/home-page'), 'HomePage');

/**
 * Screens that later issues deliver. Until then they answer with the 404 page, behind the same guards
 * they will have, so menus and redirects already behave as they will.
 */
const staffScreens: RouteObject[] = [
  ...schoolRoutes,
  ...schoolAidYearRoutes,
  ...userRoutes,
  ...exportRoutes,
  ...importRoutes,
  ...billingRoutes,
  ...reportRoutes,
  ...enrollmentReviewRoutes,
  ...settingsRoutes,
  ...trainingRoutes,
];
/**
 * A menu path under a group route (`reports/*`) that routes its own screens and 404s: a pending
 * `reports/export/*` would outrank it. Exact screen routes keep their pending `…/*` for their unknown
 * sub-paths.
 */
function isUnderGroupRoute(menuPath: string): boolean {
  return staffScreens.some(
    ({ path }) => path?.endsWith('/*') && menuPath.startsWith(`/${path.slice(0, -1)}`),
  );
}
const staffPending: RouteObject[] = allMenuPaths()
  .filter((path) => !isUnderGroupRoute(path))
  .map((path) => ({ path: `${path.slice(1)}/*`, element: <NotFound /> }));
const applicantPending: RouteObject[] = [{ path: 'applicant/*', element: <NotFound /> }];

/**
 * Every address that is not a public page (app/router.tsx): the staff area, the applicant area and the
 * 404 page. Relative to the root, so the paths read as the addresses they answer.
 */
export const portalRoutes: RouteObject[] = [
  {
    element: <LazyDataCacheLayout />,
    children: [
      {
        element: <RequireStaff />,
        children: [
          {
            element: <StaffLayout />,
            children: [{ index: true, element: <HomePage /> }, ...staffScreens, ...staffPending],
          },
        ],
      },
      {
        element: <RequireStudent />,
        children: [
          {
            element: <ApplicantLayout />,
            children: [...studentAreaRoutes, ...applicantMemberSchoolRoutes, ...applicantPending],
          },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The signed-in areas' routes, loaded with the first address that needs them: the public pages a phone
 * opens first neither download these tables nor match an address against their hundred routes.
 */
export function PortalRoutes() {
  return useRoutes(portalRoutes);
}
