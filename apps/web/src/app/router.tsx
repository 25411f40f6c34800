import { type RouteObject, useRoutes } from 'react-router';
import { publicMemberSchoolRoutes } from '../features/member-schools/routes';
import { registrationRoutes } from '../features/students/routes';
import { LazyDataCacheLayout } from '../lib/lazy-data-cache';
import { importLazy } from '../lib/lazy-route';
import { RedirectIfSignedIn } from './guards';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

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
// Every other address (the staff and applicant areas, the 404 page): app/portal-routes.tsx.
const PortalRoutes = importLazy(() => import('./portal-routes'), 'PortalRoutes');

/** The public pages, and the signed-in areas behind one route that loads their own table. */
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
        element: <LazyDataCacheLayout />,
        children: [
          { path: 'forgotpassword', element: <ForgotPasswordPage /> },
          { path: 'resetpassword', element: <ResetPasswordPage /> },
          ...registrationRoutes,
          ...publicMemberSchoolRoutes,
        ],
      },
      { path: '*', element: <PortalRoutes /> },
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
