import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { GridOverlay, useGridApiContext } from '@mui/x-data-grid';
import { useGridPageSettings } from './grid-page-context';

/**
 * What the grid shows without rows: the load failure with a retry, else the page's empty-state message
 * (2-applications: "There are no exports for {school}"), else the grid's own "No rows". The overlay
 * lies inside the grid, where only rows may have a role (axe: aria-required-children), so the alerts
 * are shown without theirs; a load failure is also toasted, which announces it.
 */
export function GridPageNoRowsOverlay() {
  const apiRef = useGridApiContext();
  const { emptyMessage, errorMessage, onRetry } = useGridPageSettings();
  if (errorMessage) {
    return (
      <GridOverlay sx={{ p: 2 }}>
        <Alert
          severity="error"
          role="none"
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                Try again
              </Button>
            )
          }
        >
          {errorMessage}
        </Alert>
      </GridOverlay>
    );
  }
  return (
    <GridOverlay sx={{ p: 2 }}>
      <Alert severity="info" role="none" sx={{ bgcolor: 'transparent' }}>
        {emptyMessage ?? (apiRef.current.getLocaleText('noRowsLabel') as string)}
      </Alert>
    </GridOverlay>
  );
}
