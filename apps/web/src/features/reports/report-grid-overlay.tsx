import Alert from '@mui/material/Alert';
import { GridOverlay } from '@mui/x-data-grid';
import { useGridPageSettings } from '../../components/grid-page/grid-page-context';

/**
 * What a report grid shows without rows: the empty result's info text (3-billing §2 "There is no data for
 * the selected parameters."), or nothing after a failure, which the alert above the grid reports with
 * its "Try again" (a button inside the grid, where only rows may be, fails axe's aria-required-children).
 * The alert has no role here for the same reason; the screen's status line announces the empty result.
 */
export function ReportNoRowsOverlay() {
  const { emptyMessage, errorMessage } = useGridPageSettings();
  if (errorMessage) return <GridOverlay />;
  return (
    <GridOverlay sx={{ p: 2 }}>
      <Alert severity="info" role="none" sx={{ bgcolor: 'transparent' }}>
        {emptyMessage}
      </Alert>
    </GridOverlay>
  );
}
