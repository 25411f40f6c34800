import { isStaffUser, isStudentUser, type SessionUser } from '@exchange/domain';
import { landingPath } from '../lib/auth-context';
import { isApplicantPath } from './area-paths';

/** The two guarded areas of the app (1-core §6). */
export type Area = 'staff' | 'applicant';

/** What a guard leaves in the sign-in redirect's navigation state. */
export interface FromState {
  /** The page asked for, so sign-in can return there. */
  from?: { pathname: string; search?: string };
  /**
   * The session marker of a signed-in user the area refused (a student in the staff area, say): the
   * sign-in page stays for that session instead of sending it back to its landing page.
   */
  refusedSession?: string;
}

/** Who may enter an area (1-core §6): the staff area staff only, the applicant area students only. */
export function mayEnter(area: Area, user: SessionUser | null): boolean {
  if (!user) return false;
  return area === 'staff' ? isStaffUser(user) : isStudentUser(user);
}

/**
 * The state of a guard's redirect to /signin: the page asked for, unless the user just signed out (the
 * next person to sign in on this browser starts on their own landing page), and the session refused
 * when someone signed in was not let in.
 */
export function signInRedirectState(
  asked: { pathname: string; search: string },
  signedOutByUser: boolean,
  sessionMarker: string | null,
): FromState | undefined {
  if (signedOutByUser) return undefined;
  const state: FromState = { from: { pathname: asked.pathname, search: asked.search } };
  if (sessionMarker) state.refusedSession = sessionMarker;
  return state;
}

/** The page to open after sign-in: the one a guard interrupted if it suits the user, else the landing. */
export function destinationAfterSignIn(user: SessionUser, state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (from?.pathname && from.pathname !== '/') {
    if (isStudentUser(user) === isApplicantPath(from.pathname)) return `${from.pathname}${from.search ?? ''}`;
  }
  return landingPath(user);
}

/**
 * Where a sign-in page sends its visitor, or null to show the form: nobody signed in, or the session a
 * guard refused (1-core §6: the staff area sends a STUDENT to /signin, and the student area sends staff
 * there). Once someone signs in afresh, the new session goes on to its destination.
 */
export function signInPageRedirect(
  user: SessionUser | null,
  state: unknown,
  sessionMarker: string | null,
): string | null {
  if (!user) return null;
  const refused = (state as FromState | null)?.refusedSession;
  if (refused && refused === sessionMarker) return null;
  return destinationAfterSignIn(user, state);
}
