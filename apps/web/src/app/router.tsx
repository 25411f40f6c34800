import { allMenuPaths } from '@exchange/domain';
import { type RouteObject, useRoutes } from 'react-router';
import { NotFound, NotFoundPage } from '../components/not-found';
import { billingRoutes } from '../features/billing/routes';
import { enrollmentReviewRoutes } from '../features/enrollment-reviews/routes';
import { exportRoutes } from '../features/exports/routes';
import { importRoutes } from '../features/imports/routes';
import { applicantMemberSchoolRoutes, publicMemberSchoolRoutes } from '../features/member-schools/routes';
import { reportRoutes } from '../features/reports/routes';
import { schoolAidYearRoutes } from '../features/school-aid-years/routes';
import { schoolRoutes } from '../features/schools/routes';
import { settingsRoutes } from '../features/settings/routes';
import { registrationRoutes, studentAreaRoutes } from '../features/students/routes';
import { trainingRoutes } from '../features/training/routes';
import { userRoutes } from '../features/users/routes';
import { importLazy } from '../lib/lazy-route';
import { RedirectIfSignedIn, RequireStaff, RequireStudent } from './guards';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

// The signed-in layouts (menu, header, school selector, dialogs) load with the first page that needs
// them, so the sign-in page carries none of them (its 250 KB budget, e2e/signin-transfer-size.spec.ts).
const StaffLayout = importLazy(() => import('./staff-layout'), 'StaffLayout');
const ApplicantLayout = importLazy(() => import('./applicant-layout'), 'ApplicantLayout');

const SignInPage = importLazy(() => import('../features/auth/sign-in-page'), 'SignInPage');
const ApplicantSignInPage = importLazy(() => import('../features/auth/sign-in-page'), 'ApplicantSignInPage');
const ForgotPasswordPage = importLazy(
  () => import('../features/auth/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = importLazy(
  () => import('../features/auth/reset-password-page'),
  'ResetPasswordPage',
);
const HomePage = importLazy(() => import('../features/home/home-page'), 'HomePage');
// Every screen but sign-in and the 404 page reads or saves data: the data cache loads with the first.
const DataCacheLayout = importLazy(() => import('../lib/data-cache'), 'DataCacheLayout');

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

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: 'signin', element: <SignInPage /> },
          { path: 'applicantsignin', element: <ApplicantSignInPage /> },
        ],
      },
      {
        element: <DataCacheLayout />,
        children: [
          { path: 'forgotpassword', element: <ForgotPasswordPage /> },
          { path: 'resetpassword', element: <ResetPasswordPage /> },
          ...registrationRoutes,
          ...publicMemberSchoolRoutes,
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
    ],
  },
];

/**
 * The app's routes, inside a BrowserRouter. The declarative router, not createBrowserRouter: the app
 * uses no loader, action or blocker, and the data router they need would be a third of the routing
 * code every first page downloads (docs/decisions/platform.md). Its errorElement is RouteErrorBoundary.
 */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
