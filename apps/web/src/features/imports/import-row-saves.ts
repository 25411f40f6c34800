import type { ImportListRow, ImportRowValues } from '@exchange/domain';
import { useCallback, useState } from 'react';
import { showFormToast } from '../../lib/form-toasts';
import { isStaleRecord } from '../../lib/use-save-mutation';
import {
  changeDraft,
  decideRowSave,
  dropDraft,
  type RowDrafts,
  startEdit as startRowEdit,
} from './import-row-edit';
import type { ImportStatusDialogProps } from './import-status-dialog';
import type { ImportDialogValues } from './import-status-dialog-values';
import { type ImportStatusValues, useImportStatusSave } from './imports-api';

/** The import lists' toast slot: each new result of a row or dialog save replaces the last. */
export const IMPORT_LIST_FORM = 'import-list';

const NO_DRAFTS: RowDrafts = new Map();
const NO_DIALOG_INPUT: ImportDialogValues = {
  importStatusOtherReason: null,
  withdrawalDate: null,
  leaveOfAbsenceBegin: null,
  leaveOfAbsenceEnd: null,
  addSemesterEligibility: null,
};

/** The PUT body's values for a row's new status and program, with what the dialog collected. */
export function toStatusValues(
  values: ImportRowValues,
  input: ImportDialogValues = NO_DIALOG_INPUT,
): ImportStatusValues {
  // The student classification is the detail screen's to change: null leaves it as it is.
  return { ...values, ...input, studentCategoryId: null };
}

/**
 * A list's row edits: the rows in edit mode and their picks, Edit, Save (at once, or through the
 * Update Import Status dialog) and Cancel. A save refreshes the lists before the row leaves edit mode,
 * so it never flashes back; someone else's save (409) reloads the list and keeps the row in edit.
 */
export function useImportRowSaves() {
  const [drafts, setDrafts] = useState<RowDrafts>(NO_DRAFTS);
  const [focusRowId, setFocusRowId] = useState<number | null>(null);
  // The last dialog's row and values outlive its closing, so the dialog keeps its content while it fades.
  const [dialog, setDialog] = useState<{ row: ImportListRow; values: ImportRowValues } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const leaveEdit = useCallback(
    (row: { applicationId: number }) => setDrafts((d) => dropDraft(d, row.applicationId)),
    [],
  );
  const rowSave = useImportStatusSave('row', {
    form: IMPORT_LIST_FORM,
    onSuccess: (_result, change) => leaveEdit(change.row),
  });
  const dialogSave = useImportStatusSave('dialog', {
    form: IMPORT_LIST_FORM,
    onSuccess: (_result, change) => {
      setDialogOpen(false);
      leaveEdit(change.row);
    },
    // The dialog stays open for a refusal the user can answer; a newer version closes it (reloaded).
    onFailure: (error) => {
      if (isStaleRecord(error)) setDialogOpen(false);
    },
  });

  const startEdit = useCallback((row: ImportListRow) => {
    setDrafts((d) => startRowEdit(d, row));
    setFocusRowId(row.applicationId);
  }, []);
  const focusTaken = useCallback(() => setFocusRowId(null), []);
  const changeRow = useCallback(
    (row: ImportListRow, change: Partial<ImportRowValues>) => setDrafts((d) => changeDraft(d, row, change)),
    [],
  );
  const cancelRow = leaveEdit;
  const saveRow = (row: ImportListRow) => {
    const decision = decideRowSave(row, drafts);
    if (decision.kind === 'message') showFormToast(IMPORT_LIST_FORM, decision.message, decision.severity);
    else if (decision.kind === 'dialog') {
      setDialog({ row, values: decision.values });
      setDialogOpen(true);
    } else rowSave.submit({ row, values: toStatusValues(decision.values) });
  };

  const pendingRow = rowSave.isPending
    ? rowSave.variables
    : dialogSave.isPending
      ? dialogSave.variables
      : null;
  const savingRowId = pendingRow?.body.row.applicationId ?? null;

  const dialogProps: ImportStatusDialogProps = {
    open: dialogOpen && dialog !== null,
    row: dialog?.row ?? null,
    nextStatus: dialog?.values.importStatus ?? 0,
    busy: dialogSave.isPending,
    // Leaving the dialog keeps the row in edit with its picks: the user may choose again or Cancel.
    onCancel: () => setDialogOpen(false),
    onConfirm: (input) =>
      dialog && dialogSave.submit({ row: dialog.row, values: toStatusValues(dialog.values, input) }),
  };

  return {
    drafts,
    savingRowId,
    focusRowId,
    focusTaken,
    startEdit,
    changeRow,
    cancelRow,
    saveRow,
    dialogProps,
  };
}
