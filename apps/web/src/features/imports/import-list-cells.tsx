import { formatImportStatusName, type ImportListRow } from '@exchange/domain';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useGridApiContext } from '@mui/x-data-grid';
import { useEffect, useRef } from 'react';
import { keepClickInControl, keepKeysInControl } from '../../components/grid-page/cell-controls';
import type { RowActionProps } from '../../components/grid-page/grid-actions';
import { RowIconButton } from '../../components/grid-page/row-icon-button';
import { formatStudentName } from '../../lib/application-format';
import { type ImportListValue, useImportListContext } from './import-list-context';
import {
  canEditProgram,
  canEditStatus,
  isRowEditable,
  listProgramChoices,
  listStatusChoices,
  type RowChoice,
  rowProgramName,
  shownValues,
  showsEdit,
} from './import-row-edit';

interface CellProps {
  row: ImportListRow;
  hasFocus: boolean;
  tabIndex: 0 | -1;
}

/** The fields of the columns whose cells hold a row's selects in edit mode. */
export const STATUS_FIELD = 'importStatusName';
export const PROGRAM_FIELD = 'participationTypeName';

/** The value the empty choice of the program select stands for (no program yet). */
const NO_PROGRAM = '';

/** True while the row is in edit mode on a list the user may change. */
function isEditing(list: ImportListValue, row: ImportListRow): boolean {
  return list.mayEdit && list.drafts.has(row.applicationId);
}

/**
 * The Import Status cell: in edit mode a select of exactly the row's choices from the server, else the
 * status as text (Denied: Other followed by its reason in parentheses, §4).
 */
export function ImportStatusCell({ row, hasFocus, tabIndex }: CellProps) {
  const list = useImportListContext();
  const editing = isEditing(list, row) && canEditStatus(row);
  if (!editing) return <>{formatImportStatusName(row.importStatus, row.importStatusOtherReason)}</>;
  return (
    <RowSelect
      row={row}
      hasFocus={hasFocus}
      tabIndex={tabIndex}
      label={`Import status of ${formatStudentName(row)}`}
      value={String(shownValues(row, list.drafts).importStatus)}
      choices={listStatusChoices(row)}
      // The status select comes first in the row: it takes the focus after Edit.
      takesFocus
      onPick={(value) => list.changeRow(row, { importStatus: Number(value) })}
    />
  );
}

/**
 * The Exchange Program cell: in edit mode a select of the programs both schools offer when the server
 * lets the user change it (several common programs, open-points 15), else the program as text.
 */
export function ProgramCell({ row, hasFocus, tabIndex }: CellProps) {
  const list = useImportListContext();
  const editing = isEditing(list, row) && canEditProgram(row);
  if (!editing) return <>{rowProgramName(row)}</>;
  const program = shownValues(row, list.drafts).participationTypeId;
  const choices = listProgramChoices(row);
  return (
    <RowSelect
      row={row}
      hasFocus={hasFocus}
      tabIndex={tabIndex}
      label={`Exchange program of ${formatStudentName(row)}`}
      value={program === null ? NO_PROGRAM : String(program)}
      // No program yet (or cleared): an empty first choice says so rather than showing the first program.
      choices={program === null ? [{ value: -1, label: 'Choose…' }, ...choices] : choices}
      takesFocus={!canEditStatus(row)}
      onPick={(value) =>
        list.changeRow(row, { participationTypeId: value === NO_PROGRAM ? null : Number(value) })
      }
    />
  );
}

interface RowSelectProps extends CellProps {
  label: string;
  value: string;
  choices: RowChoice[];
  takesFocus: boolean;
  onPick(value: string): void;
}

/**
 * A select in a row in edit mode. A native select: phones show their own picker, keyboards and screen
 * readers need nothing special. Arriving on the cell with the arrow keys, or pressing Edit, focuses it.
 */
function RowSelect({ row, hasFocus, tabIndex, label, value, choices, takesFocus, onPick }: RowSelectProps) {
  const list = useImportListContext();
  const ref = useRef<HTMLSelectElement>(null);
  const { focusTaken } = list;
  const focusAfterEdit = takesFocus && list.focusRowId === row.applicationId;
  useEffect(() => {
    if (hasFocus || focusAfterEdit) ref.current?.focus();
    if (focusAfterEdit) focusTaken();
  }, [hasFocus, focusAfterEdit, focusTaken]);
  return (
    // The grid's cells are blocks; a flex box centres the select in the row's height.
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', width: '100%' }}>
      <TextField
        select
        size="small"
        margin="none"
        fullWidth
        value={value}
        disabled={list.savingRowId === row.applicationId}
        onChange={(event) => onPick(event.target.value)}
        onClick={keepClickInControl}
        onDoubleClick={keepClickInControl}
        onKeyDown={keepKeysInControl}
        slotProps={{
          select: { native: true },
          htmlInput: { ref, tabIndex: focusAfterEdit ? 0 : tabIndex, 'aria-label': label },
        }}
        sx={{ '& select': { py: 0.75, fontSize: '0.8125rem' } }}
      >
        {choices.map((o) => (
          <option key={o.value} value={o.value < 0 ? NO_PROGRAM : o.value}>
            {o.label}
          </option>
        ))}
      </TextField>
    </Box>
  );
}

/**
 * The row's Edit, or in edit mode its Save and Cancel (§2: row-mode editing). Edit is shown disabled
 * when the server offers the row no change now (a terminal status, a denied export).
 */
export function RowEditActions({ row, tabIndex }: RowActionProps<ImportListRow>) {
  const list = useImportListContext();
  const apiRef = useGridApiContext();
  if (!list.mayEdit || !showsEdit(row)) return null;
  const edit = () => {
    list.startEdit(row);
    // On a narrow screen the grid renders only the columns in view: the select taking the focus
    // must be scrolled to, or it would not be there to take it.
    const field = canEditStatus(row) ? STATUS_FIELD : PROGRAM_FIELD;
    apiRef.current.scrollToIndexes({ colIndex: apiRef.current.getColumnIndex(field) });
  };
  const student = formatStudentName(row);
  if (!list.drafts.has(row.applicationId)) {
    return (
      <RowIconButton
        title="Edit"
        label={`Edit import status of ${student}`}
        tabIndex={tabIndex}
        disabled={!isRowEditable(row)}
        onPress={edit}
      >
        <EditIcon fontSize="small" />
      </RowIconButton>
    );
  }
  const saving = list.savingRowId === row.applicationId;
  return (
    <>
      <RowIconButton
        title={saving ? 'Saving...' : 'Save'}
        label={`Save import status of ${student}`}
        tabIndex={tabIndex}
        color="primary"
        disabled={saving}
        onPress={() => list.saveRow(row)}
      >
        <SaveIcon fontSize="small" />
      </RowIconButton>
      <RowIconButton
        title="Cancel"
        label={`Cancel import status change of ${student}`}
        tabIndex={tabIndex}
        disabled={saving}
        onPress={() => list.cancelRow(row)}
      >
        <CloseIcon fontSize="small" />
      </RowIconButton>
    </>
  );
}
