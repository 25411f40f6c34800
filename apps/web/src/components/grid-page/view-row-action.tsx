import Button from '@mui/material/Button';
import type { BulkActionProps } from './grid-actions';
import { useGridPageSettings } from './grid-page-context';

/** A row that says whether the user may open it (the server's `actions.view`). */
interface ViewableRow {
  actions: { view: 'enabled' | 'disabled' | 'hidden' };
}

/**
 * View Application above a list: opens the detail of the one selected row (2-applications §2: enabled
 * for exactly one), the same way a double click on the row does (GridPage's `onRowOpen`).
 */
export function ViewApplicationAction<R extends ViewableRow>({ rows }: BulkActionProps<R>) {
  const { onRowOpen } = useGridPageSettings();
  const selected = rows.length === 1 && rows[0]?.actions.view === 'enabled' ? rows[0] : null;
  return (
    <Button
      variant="outlined"
      disabled={!selected || !onRowOpen}
      onClick={() => selected && onRowOpen?.(selected)}
    >
      View Application
    </Button>
  );
}
