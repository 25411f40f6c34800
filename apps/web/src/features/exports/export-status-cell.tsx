import type { ExportListRow } from '@exchange/domain';
import CloseIcon from '@mui/icons-material/Close';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useEffect, useRef } from 'react';
import { keepClickInControl, keepKeysInControl } from '../../components/grid-page/cell-controls';
import type { RowActionProps } from '../../components/grid-page/grid-actions';
import { RowIconButton } from '../../components/grid-page/row-icon-button';
import { formatStudentName } from '../../lib/application-format';
import { useExportListContext } from './export-list-context';
import { hasPendingChange, isRowEditable, listStatusChoices, shownStatus } from './export-row-edit';

interface CellProps {
  row: ExportListRow;
  hasFocus: boolean;
  tabIndex: 0 | -1;
}

/**
 * The Export Status cell: a select of exactly the row's choices from the server for users who may
 * change it, shown but unusable when the server froze the row (No Longer Eligible), plain text for
 * read-only users. A native select: phones show their own picker, keyboards and screen readers need
 * nothing special.
 */
export function ExportStatusCell({ row, hasFocus, tabIndex }: CellProps) {
  const list = useExportListContext();
  const ref = useRef<HTMLSelectElement>(null);
  const shown = list.mayEdit && row.actions.editStatus !== 'hidden';
  // Arriving on the cell with the arrow keys passes the focus on to the select.
  useEffect(() => {
    if (hasFocus && shown) ref.current?.focus();
  }, [hasFocus, shown]);
  if (!shown) return <>{row.exportSchoolStatusName}</>;
  const editable = isRowEditable(row) && list.savingRowId !== row.id;
  return (
    // The grid's cells are blocks; a flex box centres the select in the row's height.
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', width: '100%' }}>
      <TextField
        select
        size="small"
        margin="none"
        fullWidth
        value={shownStatus(row, list.drafts)}
        disabled={!editable}
        onChange={(event) => list.pickStatus(row, Number(event.target.value))}
        onClick={keepClickInControl}
        onDoubleClick={keepClickInControl}
        onKeyDown={keepKeysInControl}
        slotProps={{
          select: { native: true },
          htmlInput: {
            ref,
            tabIndex,
            'aria-label': `Export status of ${formatStudentName(row)}`,
          },
        }}
        sx={{ '& select': { py: 0.75, fontSize: '0.8125rem' } }}
      >
        {listStatusChoices(row).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </TextField>
    </Box>
  );
}

/** Save: the row's new export status, through the dialog when it needs a reason or a date. */
export function SaveRowAction({ row, tabIndex }: RowActionProps<ExportListRow>) {
  const list = useExportListContext();
  if (!list.mayEdit || row.actions.editStatus === 'hidden') return null;
  const saving = list.savingRowId === row.id;
  const label = `Save export status of ${formatStudentName(row)}`;
  return (
    <RowIconButton
      title={saving ? 'Saving...' : 'Save'}
      label={label}
      tabIndex={tabIndex}
      // Highlighted while the row holds a pick to save.
      color={hasPendingChange(row, list.drafts) ? 'primary' : 'default'}
      disabled={!isRowEditable(row) || saving}
      onPress={() => list.saveRow(row)}
    >
      <SaveIcon fontSize="small" />
    </RowIconButton>
  );
}

/** Cancel: forgets the row's unsaved pick. */
export function CancelRowAction({ row, tabIndex }: RowActionProps<ExportListRow>) {
  const list = useExportListContext();
  if (!list.mayEdit || row.actions.editStatus === 'hidden') return null;
  return (
    <RowIconButton
      title="Cancel"
      label={`Cancel export status change of ${formatStudentName(row)}`}
      tabIndex={tabIndex}
      disabled={!hasPendingChange(row, list.drafts) || list.savingRowId === row.id}
      onPress={() => list.cancelRow(row)}
    >
      <CloseIcon fontSize="small" />
    </RowIconButton>
  );
}
