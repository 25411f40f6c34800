import { allMenuPaths } from '@exchange/domain';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFound, NotFoundPage } from '../components/not-found';
import { RouteError } from '../components/route-error';
import { billingRoutes } from '../features/billing/routes';
import { exportRoutes } from '../features/exports/routes';
import { importRoutes } from '../features/imports/routes';
import { schoolAidYearRoutes } from '../features/school-aid-years/routes';
import { schoolRoutes } from '../features/schools/routes';
import { registrationRoutes, studentAreaRoutes } from '../features/students/routes';
import { userRoutes } from '../features/users/routes';
import { importLazy } from '../lib/lazy-route';
import { ApplicantLayout } from './applicant-layout';
import { RedirectIfSignedIn, RequireStaff, RequireStudent } from './guards';
import { RootLayout } from './root-layout';
import { StaffLayout } from './staff-layout';

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

/**
 * Screens that later issues deliver. Until then they answer with the 404 page, behind the same guards
 * they will have, so menus and redirects already behave as they will.
 */
const staffPending: RouteObject[] = [
  ...allMenuPaths().map((path) => ({ path: `${path.slice(1)}/*`, element: <NotFound /> })),
];
const applicantPending: RouteObject[] = [{ path: 'applicant/*', element: <NotFound /> }];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: 'signin', element: <SignInPage /> },
          { path: 'applicantsignin', element: <ApplicantSignInPage /> },
        ],
      },
      { path: 'forgotpassword', element: <ForgotPasswordPage /> },
      { path: 'resetpassword', element: <ResetPasswordPage /> },
      ...registrationRoutes,
      {
        element: <RequireStaff />,
        children: [
          {
            element: <StaffLayout />,
            children: [
              { index: true, element: <HomePage /> },
              ...schoolRoutes,
              ...schoolAidYearRoutes,
              ...userRoutes,
              ...exportRoutes,
              ...importRoutes,
              ...billingRoutes,
              ...staffPending,
            ],
          },
        ],
      },
      {
        element: <RequireStudent />,
        children: [
          {
            element: <ApplicantLayout />,
            children: [...studentAreaRoutes, ...applicantPending],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The app's browser router. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
