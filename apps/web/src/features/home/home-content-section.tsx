import { HOME_MESSAGES as M } from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { PageLoader } from '../../components/page-loader';
import { useHomeContent } from './home-api';
import { HomeContentView } from './home-content-view';

// The editor (form, preview) is loaded only by those who press Edit: the home page stays small.
const HomeContentEditor = lazy(() =>
  import('./home-content-editor').then((m) => ({ default: m.HomeContentEditor })),
);

/**
 * The programme text of the home page (3-billing §2, open-points 36): a spinner while it loads,
 * "Failed to load content. Please try again later." when it cannot, and for TE admins not read-only an
 * Edit button that opens the editor in place.
 */
export function HomeContentSection() {
  const content = useHomeContent();
  const [editing, setEditing] = useState(false);
  if (content.isPending) return <PageLoader label="Loading the home content" />;
  if (content.isError)
    return (
      <Alert severity="error" sx={{ my: 2 }}>
        {M.contentFailed}
      </Alert>
    );
  const data = content.data;
  if (editing)
    return (
      <Suspense fallback={<PageLoader label="Loading the editor" />}>
        <HomeContentEditor content={data} onClose={() => setEditing(false)} />
      </Suspense>
    );
  return (
    <Box sx={{ mb: 3 }}>
      <HomeContentView html={data.html} label="Programme information" />
      {data.canEdit && (
        <Button variant="outlined" sx={{ mt: 1 }} onClick={() => setEditing(true)}>
          Edit
        </Button>
      )}
    </Box>
  );
}
