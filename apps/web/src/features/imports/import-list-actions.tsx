import type { ImportListRow } from '@exchange/domain';
import Button from '@mui/material/Button';
import type { BulkActionProps } from '../../components/grid-page/grid-actions';
import { useImportListContext } from './import-list-context';

/** View Application: opens the detail of the one selected row (§2: enabled for exactly one). */
export function ViewApplicationAction({ rows }: BulkActionProps<ImportListRow>) {
  const { openDetail } = useImportListContext();
  const selected = rows.length === 1 && rows[0]?.actions.view === 'enabled' ? rows[0] : null;
  return (
    <Button variant="outlined" disabled={!selected} onClick={() => selected && openDetail(selected)}>
      View Application
    </Button>
  );
}
