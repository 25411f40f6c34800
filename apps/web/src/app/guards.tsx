import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { SIGN_IN_PATH, useAuth } from '../lib/auth-context';
import { readSessionMarker } from '../lib/session-storage';
import { type Area, mayEnter, signInPageRedirect, signInRedirectState } from './guard-decisions';

/**
 * An area's guard (1-core §6): anyone it does not let in goes to /signin, remembering the page asked
 * for; a signed-in user of the other area stays on that page until someone signs in.
 */
function RequireArea({ area }: { area: Area }) {
  const { status, user, signedOutByUser } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageLoader label="Checking your session" />;
  if (mayEnter(area, user)) return <Outlet />;
  const state = signInRedirectState(location, signedOutByUser, user ? readSessionMarker() : null);
  return <Navigate to={SIGN_IN_PATH} replace state={state} />;
}

/** Staff area: no user or a STUDENT goes to /signin (1-core §6). */
export function RequireStaff() {
  return <RequireArea area="staff" />;
}

/** Applicant area: anyone but a STUDENT goes to /signin (1-core §6). */
export function RequireStudent() {
  return <RequireArea area="applicant" />;
}

/** Sign-in pages send a signed-in user on to their destination, unless a guard sent them here. */
export function RedirectIfSignedIn() {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageLoader label="Checking your session" />;
  const next = signInPageRedirect(user, location.state, user ? readSessionMarker() : null);
  if (next) return <Navigate to={next} replace />;
  return <Outlet />;
}
