import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';

/** Centered spinner for lazy screens and the session check. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 200, p: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** How long a lazy screen may take to arrive before the spinner shows. */
export const LOADER_DELAY_MS = 400;

/**
 * The spinner while a lazy screen loads, shown only when the screen takes longer than LOADER_DELAY_MS.
 * A screen that is already on its way (a public page's boot script runs its files before React starts) then appears
 * without a spinner flashing before it, and the phone does not spend its first paint on the spinner.
 */
export function DelayedPageLoader() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return visible ? <PageLoader /> : null;
}
