import Alert from '@mui/material/Alert';
import { GridOverlay, useGridApiContext } from '@mui/x-data-grid';
import { useGridPageSettings } from './grid-page-context';

/**
 * What the grid shows without rows: the page's empty-state message (2-applications: "There are no
 * exports for {school}"; 3-billing §2 "There is no data for the selected parameters."), else the grid's
 * own "No rows"; nothing after a load failure, which GridLoadFailure reports above the grid with its
 * "Try again". The overlay lies inside the grid, where only rows may have a role (axe:
 * aria-required-children), so the alert is shown without its role.
 */
export function GridPageNoRowsOverlay() {
  const apiRef = useGridApiContext();
  const { emptyMessage, errorMessage } = useGridPageSettings();
  if (errorMessage) return <GridOverlay />;
  return (
    <GridOverlay sx={{ p: 2 }}>
      <Alert severity="info" role="none" sx={{ bgcolor: 'transparent' }}>
        {emptyMessage ?? (apiRef.current.getLocaleText('noRowsLabel') as string)}
      </Alert>
    </GridOverlay>
  );
}
