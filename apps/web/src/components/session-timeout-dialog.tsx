import { AUTH_MESSAGES, authEndpoints, SESSION_WARNING_SECONDS } from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { ApiRequestError, callEndpoint } from '../lib/api';
import { useAuth } from '../lib/auth-context';
import { dropDraftsOfOtherPages } from '../lib/form-drafts';
import {
  formatTimeLeft,
  type SessionTimeoutState,
  sessionEndsAt,
  timeoutState,
  watchSessionEnd,
} from '../lib/session-clock';

/**
 * After the browser's end of the session, how long before it asks the server: the browser's end is
 * never earlier than the server's, and the margin keeps the question from reaching a session that is
 * alive by a hair (which it would then extend).
 */
const END_CHECK_GRACE_MS = 5_000;
const WARNING_MS = SESSION_WARNING_SECONDS * 1000;

type Problem = 'failed' | 'limit' | null;

/**
 * The warning before an idle session ends (WCAG 2.2.1, issue 32): two minutes before, a dialog counts
 * down and offers Stay signed in (a call, which slides the session on the server) or Sign Out. When the
 * end passes, the server is asked: its 401 ends the session as any other does (what was typed is kept
 * for the next sign-in); another tab's use may have kept it alive, and the answer then says until when.
 * Mounted once in each signed-in layout.
 */
export function SessionTimeoutDialog() {
  const { signOut, expireSession } = useAuth();
  const { pathname, search } = useLocation();
  const [state, setState] = useState<SessionTimeoutState>({ warning: false, secondsLeft: 0 });
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const titleId = useId();
  const textId = useId();

  // Kept input belongs to the page it was typed on, for the first visit after signing in again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each page change, reading the address.
  useEffect(() => dropDraftsOfOtherPages(), [pathname, search]);

  useEffect(
    () =>
      watchSessionEnd({
        warningMs: WARNING_MS,
        graceMs: END_CHECK_GRACE_MS,
        onChange: (next) => {
          setState(next);
          if (!next.warning) setProblem(null);
        },
        onEnded: () => {
          callEndpoint(authEndpoints.getSessionUser).catch((error: unknown) => {
            // A 401 has ended the session already (lib/api.ts); with the server unreachable the end has
            // passed all the same.
            if (!(error instanceof ApiRequestError && error.status === 401))
              expireSession(new ApiRequestError(401, AUTH_MESSAGES.sessionExpired));
          });
        },
      }),
    [expireSession],
  );

  const staySignedIn = () => {
    if (pending) return;
    setPending(true);
    setProblem(null);
    // The answer's header moves the end, which closes the dialog (watchSessionEnd); near the absolute
    // end of the session it cannot move far enough, and the dialog says so.
    callEndpoint(authEndpoints.getSessionUser)
      .then(() => {
        if (timeoutState(sessionEndsAt(), Date.now(), WARNING_MS).warning) setProblem('limit');
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiRequestError && error.status === 401)) setProblem('failed');
      })
      .finally(() => setPending(false));
  };

  return (
    <Dialog
      open={state.warning}
      // Escape means the user is here: the same as Stay signed in.
      onClose={staySignedIn}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{AUTH_MESSAGES.sessionEndingTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {AUTH_MESSAGES.sessionEndingText(formatTimeLeft(state.secondsLeft))}
        </DialogContentText>
        {problem && (
          <Alert severity={problem === 'failed' ? 'error' : 'warning'} sx={{ mt: 2 }}>
            {problem === 'failed' ? AUTH_MESSAGES.staySignedInFailed : AUTH_MESSAGES.sessionCannotExtend}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => void signOut()} disabled={pending}>
          {AUTH_MESSAGES.signOut}
        </Button>
        {/* Not disabled while it waits: a focused button that turns disabled drops the focus. */}
        <Button variant="contained" onClick={staySignedIn} autoFocus>
          {AUTH_MESSAGES.staySignedIn}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
