import { Outlet } from 'react-router';
import { AppShell } from '../components/app-shell';
import { ApplicantMenu } from '../components/applicant-menu';

/** Layout of the applicant area: header and the 240 px applicant menu. */
export function ApplicantLayout() {
  return (
    <AppShell homePath="/applicationstatus" profilePath="/studentprofile" drawer={<ApplicantMenu />}>
      <Outlet />
    </AppShell>
  );
}
