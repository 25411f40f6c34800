import {
  API_MESSAGES,
  AUTH_MESSAGES,
  authEndpoints,
  isBlockedByTraining,
  isStudentUser,
  type SessionUser,
} from '@exchange/domain';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError, callEndpoint, isTransient, setUnauthorizedHandler } from './api';
import { resetDataCache } from './data-cache-reset';
import { announceSessionExpired } from './error-toast';
import { clearFormDrafts, keepFormDrafts, setDraftOwner } from './form-drafts';
import { forgetSessionEnd } from './session-clock';
import { clearSessionStorage, markerMatches, readSessionMarker, storeSessionMarker } from './session-storage';
import { enqueueSnackbar } from './toasts';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface Credentials {
  userName: string;
  userPassword: string;
}

interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  /** True after the user signed out themself: sign-in then starts afresh, not on the last page. */
  signedOutByUser: boolean;
  /** Signs in; rejects with an ApiRequestError carrying the message to show. */
  signIn(credentials: Credentials): Promise<SessionUser>;
  /** Takes on a session the server has already opened (applicant sign-up signs the student in). */
  startSession(user: SessionUser): void;
  signOut(): Promise<void>;
  /**
   * The session has ended (a 401, or the browser's clock passed its end): what was typed is kept for
   * the next sign-in, 'Your session has expired.' shows and /signin opens, returning here after it.
   */
  expireSession(error: ApiRequestError): void;
  /**
   * Applies a change the server has confirmed (for example isPasswordTemp after a password change).
   * A new email the user saved themself re-keys this tab's session marker, so a reload keeps the
   * session; an email changed by someone else is not known here, and the next reload signs out.
   */
  updateUser(patch: Partial<SessionUser>): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Where a user lands after sign-in (1-core §2). */
export function landingPath(user: Pick<SessionUser, 'usertype'>): string {
  return isStudentUser(user) ? '/applicationstatus' : '/';
}

/** Every session ends on the staff sign-in page (1-core §6, §8). */
export const SIGN_IN_PATH = '/signin';

/**
 * Whether a reloaded session stays (1-core §4): the user may enter and the stored marker was made for
 * their email. Otherwise the session is cleared: another account signed in on this browser, or
 * someone else (an administrator) changed this user's email, whose 'User Email Updated' dialog then
 * shows at their next sign-in.
 */
export function keepsReloadedSession(marker: string, user: SessionUser): boolean {
  return !isBlockedByTraining(user) && markerMatches(marker, user.email);
}

interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  signedOutByUser?: boolean;
}

const SIGNED_OUT: AuthState = { status: 'signedOut', user: null };
const SIGNED_OUT_BY_USER: AuthState = { ...SIGNED_OUT, signedOutByUser: true };

/** Waits before the session reload is tried again while the server is unreachable. */
const RETRY_SOON_MS = 1_000;
const RETRY_LATER_MS = 5_000;

/** Holds the signed-in user; restores it on reload from the cookie session when a marker exists. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<AuthState>(() =>
    readSessionMarker() ? { status: 'loading', user: null } : SIGNED_OUT,
  );

  const endSession = useCallback((next: AuthState = SIGNED_OUT) => {
    clearSessionStorage();
    forgetSessionEnd();
    setDraftOwner(null);
    resetDataCache();
    setState(next);
  }, []);

  // Read by the session-end handler, which outlives renders.
  const userRef = useRef<SessionUser | null>(null);
  userRef.current = state.user;

  const expireSession = useCallback(
    (error: ApiRequestError) => {
      const user = userRef.current;
      // Before anything unmounts: the fields on screen still hold what was typed.
      if (user) keepFormDrafts(user.id);
      // Sign-in returns to this page (guard-decisions' `from`), where the kept input comes back.
      const from = user ? { pathname: window.location.pathname, search: window.location.search } : null;
      endSession();
      announceSessionExpired(error);
      navigate(SIGN_IN_PATH, { replace: true, state: from ? { from } : undefined });
    },
    [endSession, navigate],
  );

  useEffect(() => setUnauthorizedHandler(expireSession), [expireSession]);

  useEffect(() => {
    const marker = readSessionMarker();
    if (!marker) return;
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const reload = (attempt: number) =>
      callEndpoint(authEndpoints.getSessionUser, undefined, { signal: controller.signal })
        .then(restore)
        .catch((error) => {
          if (controller.signal.aborted) return;
          if (!isTransient(error)) return endSession();
          // The server is briefly unreachable (a restart, a deploy): the session may well be valid, so
          // keep it and try again — once at once, then every few seconds, saying why after the retry.
          if (attempt >= 1)
            enqueueSnackbar(API_MESSAGES.unavailable, { variant: 'error', preventDuplicate: true });
          retry = setTimeout(() => reload(attempt + 1), attempt === 0 ? RETRY_SOON_MS : RETRY_LATER_MS);
        });
    const restore = (user: SessionUser) => {
      if (keepsReloadedSession(marker, user)) {
        setDraftOwner(user.id);
        setState({ status: 'signedIn', user });
      } else endSession();
    };
    reload(0);
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [endSession]);

  const startSession = useCallback((user: SessionUser) => {
    clearSessionStorage();
    resetDataCache();
    storeSessionMarker(user.email);
    setDraftOwner(user.id);
    setState({ status: 'signedIn', user });
  }, []);

  const signIn = useCallback(
    async (credentials: Credentials) => {
      try {
        const user = await callEndpoint(authEndpoints.signIn, { body: credentials });
        if (isBlockedByTraining(user)) {
          // The server refuses these users itself; this only guards against a stale server.
          await callEndpoint(authEndpoints.signOut, undefined, { skipUnauthorized: true }).catch(
            () => undefined,
          );
          throw new ApiRequestError(403, AUTH_MESSAGES.trainingIncomplete);
        }
        startSession(user);
        return user;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 403) endSession();
        throw error;
      }
    },
    [endSession, startSession],
  );

  const signOut = useCallback(async () => {
    await callEndpoint(authEndpoints.signOut, undefined, { skipUnauthorized: true }).catch(() => undefined);
    // Signing out oneself discards what was typed: the next person at this browser must not get it.
    clearFormDrafts();
    endSession(SIGNED_OUT_BY_USER);
    navigate(SIGN_IN_PATH, { replace: true });
  }, [endSession, navigate]);

  const updateUser = useCallback((patch: Partial<SessionUser>) => {
    if (patch.email) storeSessionMarker(patch.email);
    setState((s) => (s.user ? { ...s, user: { ...s.user, ...patch } } : s));
  }, []);

  const value = useMemo(
    () => ({
      status: state.status,
      user: state.user,
      signedOutByUser: state.signedOutByUser === true,
      signIn,
      startSession,
      signOut,
      expireSession,
      updateUser,
    }),
    [state, signIn, startSession, signOut, expireSession, updateUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state and actions; only valid under AuthProvider. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used under AuthProvider');
  return value;
}

/** The signed-in user, for screens that guards have already protected. */
export function useSignedInUser(): SessionUser {
  const { user } = useAuth();
  if (!user) throw new Error('useSignedInUser needs a signed-in user');
  return user;
}
