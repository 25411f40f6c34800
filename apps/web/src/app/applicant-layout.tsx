import { Outlet } from 'react-router';
import { AppShell } from '../components/app-shell';
import { ApplicantMenu } from '../components/applicant-menu';
import { TempPasswordDialog } from '../components/temp-password-dialog';

/**
 * Layout of the applicant area: header, the 240 px applicant menu, and the temporary-password gate,
 * which blocks every applicant page (not only Application Status) until the password is changed.
 */
export function ApplicantLayout() {
  return (
    <AppShell homePath="/applicationstatus" profilePath="/studentprofile" drawer={<ApplicantMenu />}>
      <Outlet />
      <TempPasswordDialog />
    </AppShell>
  );
}
