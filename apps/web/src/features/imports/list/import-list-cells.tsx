import {
  formatImportStatusName,
  type ImportListRow,
  type ImportRowValues,
  importStatusName,
  isExportDenied,
  isNoLongerEligible,
  APPLICATION_MESSAGES as M,
} from '@exchange/domain';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import { useGridApiContext } from '@mui/x-data-grid';
import type { RowActionProps } from '../../../components/grid-page/grid-actions';
import { RowIconButton } from '../../../components/grid-page/row-icon-button';
import { RowSelect } from '../../../components/grid-page/row-select';
import { type RowEditValue, useRowEditContext } from '../../../components/grid-page/use-row-edit';
import { formatStudentName } from '../../../lib/application-format';
import {
  canEditProgram,
  canEditStatus,
  changeDraft,
  isRowEditable,
  listProgramChoices,
  listStatusChoices,
  rowProgramName,
  shownValues,
  showsEdit,
} from './import-row-edit';

type ImportRowEdit = RowEditValue<ImportListRow, ImportRowValues>;
const useImportRowEdit = () => useRowEditContext<ImportListRow, ImportRowValues>();

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
function isEditing(list: ImportRowEdit, row: ImportListRow): boolean {
  return list.editable && list.drafts.has(row.applicationId);
}

/**
 * The Import Status cell: in edit mode a select of exactly the row's choices from the server, else the
 * status as text (Denied: Other followed by its reason in parentheses, §4).
 */
export function ImportStatusCell({ row, hasFocus, tabIndex }: CellProps) {
  const list = useImportRowEdit();
  const editing = isEditing(list, row) && canEditStatus(row);
  if (!editing)
    return (
      <WrappingText>{formatImportStatusName(row.importStatus, row.importStatusOtherReason)}</WrappingText>
    );
  return (
    <RowSelect
      label={`Import status of ${formatStudentName(row)}`}
      value={shownValues(row, list.drafts).importStatus}
      choices={listStatusChoices(row)}
      disabled={list.savingRowId === row.applicationId}
      hasFocus={hasFocus}
      tabIndex={tabIndex}
      // The status select comes first in the row: it takes the focus after Edit.
      focusNow={list.focusRowId === row.applicationId}
      onFocusTaken={list.focusTaken}
      onPick={(value) => list.change(row, changeDraft(row, list.drafts, { importStatus: Number(value) }))}
    />
  );
}

/**
 * The Exchange Program cell: in edit mode a select of the programs both schools offer when the server
 * lets the user change it (several common programs, open-points 15), else the program as text.
 */
export function ProgramCell({ row, hasFocus, tabIndex }: CellProps) {
  const list = useImportRowEdit();
  const editing = isEditing(list, row) && canEditProgram(row);
  if (!editing) return <WrappingText>{rowProgramName(row)}</WrappingText>;
  const program = shownValues(row, list.drafts).participationTypeId;
  const choices = listProgramChoices(row);
  return (
    <RowSelect
      label={`Exchange program of ${formatStudentName(row)}`}
      value={program === null ? NO_PROGRAM : program}
      // No program yet (or cleared): an empty first choice says so rather than showing the first program.
      choices={program === null ? [{ value: NO_PROGRAM, label: M.chooseProgram }, ...choices] : choices}
      disabled={list.savingRowId === row.applicationId}
      hasFocus={hasFocus}
      tabIndex={tabIndex}
      focusNow={!canEditStatus(row) && list.focusRowId === row.applicationId}
      onFocusTaken={list.focusTaken}
      onPick={(value) =>
        list.change(
          row,
          changeDraft(row, list.drafts, { participationTypeId: value === NO_PROGRAM ? null : Number(value) }),
        )
      }
    />
  );
}

/** A cell's text that wraps onto a second line rather than being cut ("Awaiting Export Decision"). */
function WrappingText({ children }: { children: string }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'normal', lineHeight: 1.3, py: 0.5 }}>
      {children}
    </Box>
  );
}

/**
 * Why Edit is shown but unusable on a row: the export school denied the application, or the status
 * offers no other choice (a terminal status). The text is the disabled button's tooltip and description.
 */
export function describeEditLock(row: ImportListRow): string {
  if (isExportDenied(row.exportSchoolStatus)) return M.exportDeniedImportLocked;
  if (isNoLongerEligible(row.exportSchoolStatus)) return M.noLongerEligibleImportLocked;
  return M.importRowStatusLock(importStatusName(row.importStatus));
}

/**
 * The row's Edit, or in edit mode its Save and Cancel (§2: row-mode editing). Edit is shown disabled
 * when the server offers the row no change now (a terminal status, a denied export).
 */
export function RowEditActions({ row, tabIndex }: RowActionProps<ImportListRow>) {
  const list = useImportRowEdit();
  const apiRef = useGridApiContext();
  if (!list.editable || !showsEdit(row)) return null;
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
        title={isRowEditable(row) ? 'Edit' : describeEditLock(row)}
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
        onPress={() => list.save(row)}
      >
        <SaveIcon fontSize="small" />
      </RowIconButton>
      <RowIconButton
        title="Cancel"
        label={`Cancel import status change of ${student}`}
        tabIndex={tabIndex}
        disabled={saving}
        onPress={() => list.cancel(row)}
      >
        <CloseIcon fontSize="small" />
      </RowIconButton>
    </>
  );
}
