import { UI_MESSAGES } from '@exchange/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The 404 content (1-core §2), shown inside a layout or on its own. */
export function NotFound() {
  return (
    <Box component="section" sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {UI_MESSAGES.notFound}
      </Typography>
      <Link component={RouterLink} to="/">
        Go to the home page
      </Link>
    </Box>
  );
}

/** A full page around the 404 content, for paths outside every layout. */
export function NotFoundPage() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <NotFound />
    </Box>
  );
}
