import { PageFrame } from '../../components/page-frame';
import { useSignedInUser } from '../../lib/auth-context';
import { useSchool } from '../../lib/school-context';
import { HomeActionsPanel } from './home-actions-panel';
import { HomeContentSection } from './home-content-section';

/**
 * Home after staff sign-in (3-billing §2): the programme content a TE admin keeps (open-points 36), then
 * what needs the user's action at the selected school. The temporary-password dialog is the staff
 * layout's, over this page.
 */
export function HomePage() {
  const user = useSignedInUser();
  const { selectedSchool } = useSchool();
  return (
    <PageFrame title={`Welcome, ${user.firstName}`} subtitle={selectedSchool?.schoolName} maxWidth={1100}>
      <HomeContentSection />
      <HomeActionsPanel />
    </PageFrame>
  );
}
