import { buildMenu, isStaffPathAllowed } from '@exchange/domain';
import Divider from '@mui/material/Divider';
import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AppShell } from '../components/app-shell';
import { EmailUpdatedDialog } from '../components/email-updated-dialog';
import { FocusReturn } from '../components/focus-return';
import { SchoolSelector } from '../components/school-selector';
import { SessionTimeoutDialog } from '../components/session-timeout-dialog';
import { SideMenu } from '../components/side-menu';
import { TempPasswordDialog } from '../components/temp-password-dialog';
import { useSignedInUser } from '../lib/auth-context';
import { SchoolProvider, useSchool } from '../lib/school-context';

function StaffShell() {
  const { menuContext, selectedSchool } = useSchool();
  const { pathname } = useLocation();
  const groups = useMemo(() => buildMenu(menuContext), [menuContext]);
  // Role-gated paths go home when the active roles at the selected school do not open them (1-core §6).
  const allowed = isStaffPathAllowed(pathname, menuContext);

  return (
    <AppShell
      homePath="/"
      profilePath="/userprofile"
      school={selectedSchool}
      drawer={
        <>
          <SchoolSelector />
          <Divider />
          <SideMenu groups={groups} />
        </>
      }
    >
      {allowed ? <Outlet /> : <Navigate to="/" replace />}
    </AppShell>
  );
}

/**
 * Layout of the staff area: school selection, header, role-based side menu, and the
 * temporary-password gate, which blocks every staff page (not only home) until the password is changed;
 * the warning before an idle session ends.
 */
export function StaffLayout() {
  const user = useSignedInUser();
  // The server answers nothing but the password change while the password is temporary (open-points
  // 37), so no page, menu or school list is drawn to ask it: only the header and the dialog.
  if (user.isPasswordTemp === 1)
    return (
      <AppShell homePath="/" profilePath="/userprofile" drawer={null}>
        <TempPasswordDialog />
        <SessionTimeoutDialog />
        <FocusReturn />
      </AppShell>
    );
  return (
    <SchoolProvider user={user}>
      <StaffShell />
      <EmailUpdatedDialog />
      <TempPasswordDialog />
      <SessionTimeoutDialog />
      <FocusReturn />
    </SchoolProvider>
  );
}
