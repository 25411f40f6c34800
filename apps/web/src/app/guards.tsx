import { isStaffUser, isStudentUser, type SessionUser } from '@exchange/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { landingPath, SIGN_IN_PATH, useAuth } from '../lib/auth-context';
import { isApplicantPath } from './area-paths';

/** Where a guard sent the user from, so sign-in can return there. */
export interface FromState {
  from?: { pathname: string; search?: string };
}

/**
 * Sends a visitor to sign in, remembering the page they asked for, unless they just signed out: the
 * next person to sign in on this browser starts on their own landing page.
 */
function redirectToSignIn(location: ReturnType<typeof useLocation>, signedOutByUser: boolean) {
  if (signedOutByUser) return <Navigate to={SIGN_IN_PATH} replace />;
  const state: FromState = { from: { pathname: location.pathname, search: location.search } };
  return <Navigate to={SIGN_IN_PATH} replace state={state} />;
}

/** Staff area: no user or a STUDENT goes to /signin (1-core §6). */
export function RequireStaff() {
  const { status, user, signedOutByUser } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageLoader label="Checking your session" />;
  if (!user || !isStaffUser(user)) return redirectToSignIn(location, signedOutByUser);
  return <Outlet />;
}

/** Applicant area: anyone but a STUDENT goes to /signin (1-core §6). */
export function RequireStudent() {
  const { status, user, signedOutByUser } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageLoader label="Checking your session" />;
  if (!user || !isStudentUser(user)) return redirectToSignIn(location, signedOutByUser);
  return <Outlet />;
}

/** The page to open after sign-in: the one a guard interrupted if it suits the user, else the landing. */
export function destinationAfterSignIn(user: SessionUser, state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (from?.pathname && from.pathname !== '/') {
    if (isStudentUser(user) === isApplicantPath(from.pathname)) return `${from.pathname}${from.search ?? ''}`;
  }
  return landingPath(user);
}

/** Sign-in pages send a signed-in user on to their destination. */
export function RedirectIfSignedIn() {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageLoader label="Checking your session" />;
  if (user) return <Navigate to={destinationAfterSignIn(user, location.state)} replace />;
  return <Outlet />;
}
