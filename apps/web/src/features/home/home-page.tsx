import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSignedInUser } from '../../lib/auth-context';
import { useSchool } from '../../lib/school-context';

/** Home after staff sign-in: a welcome for the selected school. */
export function HomePage() {
  const user = useSignedInUser();
  const { selectedSchool, canChooseSchool } = useSchool();
  return (
    <Box component="section" aria-labelledby="home-title" sx={{ maxWidth: 880 }}>
      <Typography id="home-title" variant="h1" gutterBottom>
        Welcome, {user.firstName}
      </Typography>
      {selectedSchool && (
        <Typography variant="h2" component="p" color="primary" sx={{ mb: 2 }}>
          {selectedSchool.schoolName}
        </Typography>
      )}
      <Typography color="text.secondary">
        {canChooseSchool
          ? 'Choose a school with the School selector, then pick a screen from the menu.'
          : 'Pick a screen from the menu.'}
      </Typography>
    </Box>
  );
}
