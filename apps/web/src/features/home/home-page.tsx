import { PageFrame } from '../../components/page-frame';
import { useSignedInUser } from '../../lib/auth-context';
import { useSchool } from '../../lib/school-context';

/** Home after staff sign-in: a welcome for the selected school. */
export function HomePage() {
  const user = useSignedInUser();
  const { selectedSchool, canChooseSchool } = useSchool();
  return (
    <PageFrame
      title={`Welcome, ${user.firstName}`}
      subtitle={selectedSchool?.schoolName}
      intro={
        canChooseSchool
          ? 'Choose a school with the School selector, then pick a screen from the menu.'
          : 'Pick a screen from the menu.'
      }
      maxWidth={880}
    />
  );
}
