import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { PageLoader } from './page-loader';

export interface PageFrameProps {
  /** The screen's h1, which also names the section. */
  title: ReactNode;
  /** A line under the title, usually the selected school's name. */
  subtitle?: ReactNode;
  /** A short introduction under the title. */
  intro?: ReactNode;
  /** Buttons beside the title (Add User, for example). */
  actions?: ReactNode;
  /** An information notice instead of the content (no school selected, for example). */
  notice?: ReactNode;
  /** The content is loading: a spinner with this label replaces it. */
  loading?: string | false | null;
  /** A load failure, shown above the content. */
  error?: ReactNode;
  maxWidth?: number;
  children?: ReactNode;
}

/** Every screen's frame: a titled section with its actions, loading and error states, then the content. */
export function PageFrame({
  title,
  subtitle,
  intro,
  actions,
  notice,
  loading,
  error,
  maxWidth = 1100,
  children,
}: PageFrameProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ maxWidth }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        {/* Focusable from script: the skip link and a navigation move focus here. */}
        <Typography id={titleId} variant="h1" gutterBottom tabIndex={-1}>
          {title}
        </Typography>
        {actions && (
          <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {subtitle && (
        <Typography variant="h2" component="p" color="primary" sx={{ mb: 2, fontSize: '1.3rem' }}>
          {subtitle}
        </Typography>
      )}
      {intro && <Typography color="text.secondary">{intro}</Typography>}
      {notice && <Alert severity="info">{notice}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {loading ? <PageLoader label={loading} /> : children}
    </Box>
  );
}
