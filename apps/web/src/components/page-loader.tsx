import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Centered spinner for lazy screens and the session check. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 200, p: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
