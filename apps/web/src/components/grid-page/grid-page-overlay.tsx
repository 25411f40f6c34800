import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { GridOverlay, useGridApiContext } from '@mui/x-data-grid';
import { useGridPageSettings } from './grid-page-context';

/**
 * What the grid shows without rows: the load failure with a retry, else the page's empty-state message
 * (2-applications: "There are no exports for {school}"), else the grid's own "No rows".
 */
export function GridPageNoRowsOverlay() {
  const apiRef = useGridApiContext();
  const { emptyMessage, errorMessage, onRetry } = useGridPageSettings();
  if (errorMessage) {
    return (
      <GridOverlay sx={{ p: 2 }}>
        <Alert
          severity="error"
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
      <Alert severity="info" role="status" sx={{ bgcolor: 'transparent' }}>
        {emptyMessage ?? (apiRef.current.getLocaleText('noRowsLabel') as string)}
      </Alert>
    </GridOverlay>
  );
}
