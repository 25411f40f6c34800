import { Outlet } from 'react-router';
import { AppShell } from '../components/app-shell';
import { ApplicantMenu } from '../components/applicant-menu';
import { FocusReturn } from '../components/focus-return';
import { SessionTimeoutDialog } from '../components/session-timeout-dialog';
import { TempPasswordDialog } from '../components/temp-password-dialog';
import { useSignedInUser } from '../lib/auth-context';

/**
 * Layout of the applicant area: header, the 240 px applicant menu, and the temporary-password gate,
 * which blocks every applicant page (not only Application Status) until the password is changed; the
 * warning before an idle session ends.
 */
export function ApplicantLayout() {
  const user = useSignedInUser();
  // While the password is temporary the server refuses every other call (open-points 37): no page is
  // drawn behind the dialog, so none asks.
  const temporary = user.isPasswordTemp === 1;
  return (
    <AppShell
      homePath="/applicationstatus"
      profilePath="/studentprofile"
      drawer={temporary ? null : <ApplicantMenu />}
    >
      {!temporary && <Outlet />}
      <TempPasswordDialog />
      <SessionTimeoutDialog />
      <FocusReturn />
    </AppShell>
  );
}
