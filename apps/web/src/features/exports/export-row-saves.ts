import { type ExportListRow, exportStatusName, APPLICATION_MESSAGES as M } from '@exchange/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { showFormToast } from '../../lib/form-toasts';
import { queryKeys } from '../../lib/query-keys';
import { isStaleRecord, useSaveMutation } from '../../lib/use-save-mutation';
import { decideRowSave, dropDraft, type StatusDrafts, setDraft } from './export-row-edit';
import type { ExportStatusDialogProps } from './export-status-dialog';
import { type ExportStatusInputValues, exportQueryKeys, updateExportStatus } from './exports-api';

/** The export list's toast slot: each new result of a row, dialog or bulk save replaces the last. */
export const EXPORT_LIST_FORM = 'export-list';

interface RowChange {
  row: ExportListRow;
  statusId: number;
  input: ExportStatusInputValues;
}

const NO_INPUT: ExportStatusInputValues = { exportStatusOtherReason: null, noLongerEligibleDate: null };
const NO_DRAFTS: StatusDrafts = new Map();

/**
 * The open list's row edits: the unsaved picks, Save (at once, or through the reason / date dialog)
 * and Cancel. A save refreshes the list before the pick is forgotten, so the row never flashes back;
 * someone else's save (409) reloads the list, keeping picks the reloaded rows still offer.
 */
export function useExportRowSaves(schoolId: number) {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<StatusDrafts>(NO_DRAFTS);
  // The last dialog's row and status outlive its closing, so the dialog keeps its content while it fades.
  const [dialog, setDialog] = useState<{ row: ExportListRow; statusId: number } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const saved = async ({ row }: RowChange) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: exportQueryKeys.lists(schoolId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.students.application(row.id) }),
    ]);
    setDrafts((d) => dropDraft(d, row.id));
  };
  const common = {
    form: EXPORT_LIST_FORM,
    send: ({ row, statusId, input }: RowChange) => updateExportStatus(row, statusId, input),
    // A 400/409 shows the server's message (a refused change says why); §8's text otherwise.
    failure: M.exportStatusUpdateFailed,
    reloadOnConflict: [exportQueryKeys.lists(schoolId)],
  };
  const rowSave = useSaveMutation<RowChange>({
    ...common,
    success: M.exportStatusUpdated,
    onSuccess: (_result, change) => saved(change),
  });
  const dialogSave = useSaveMutation<RowChange>({
    ...common,
    success: M.exportStatusUpdateComplete,
    onSuccess: async (_result, change) => {
      setDialogOpen(false);
      await saved(change);
    },
    // The dialog stays open for a refusal the user can answer; a newer version closes it (reloaded).
    onFailure: (error) => {
      if (isStaleRecord(error)) setDialogOpen(false);
    },
  });

  const pickStatus = useCallback(
    (row: ExportListRow, statusId: number) => setDrafts((d) => setDraft(d, row, statusId)),
    [],
  );
  const cancelRow = useCallback((row: ExportListRow) => setDrafts((d) => dropDraft(d, row.id)), []);
  const saveRow = (row: ExportListRow) => {
    const decision = decideRowSave(row, drafts);
    if (decision.kind === 'unchanged') showFormToast(EXPORT_LIST_FORM, M.exportStatusNotSelected, 'info');
    else if (decision.kind === 'dialog') {
      setDialog({ row, statusId: decision.statusId });
      setDialogOpen(true);
    } else if (decision.kind === 'save')
      rowSave.submit({ row, statusId: decision.statusId, input: NO_INPUT });
  };

  const savingRowId = rowSave.isPending
    ? (rowSave.variables?.body.row.id ?? null)
    : dialogSave.isPending
      ? (dialogSave.variables?.body.row.id ?? null)
      : null;

  const dialogProps: ExportStatusDialogProps = {
    open: dialogOpen && dialog !== null,
    statusId: dialog?.statusId ?? 0,
    statusName: dialog ? exportStatusName(dialog.statusId) : '',
    busy: dialogSave.isPending,
    onCancel: () => {
      // Leaving the dialog leaves the row as it was saved.
      if (dialog) cancelRow(dialog.row);
      setDialogOpen(false);
    },
    onConfirm: (input) => dialog && dialogSave.submit({ row: dialog.row, statusId: dialog.statusId, input }),
  };

  return { drafts, savingRowId, pickStatus, cancelRow, saveRow, dialogProps };
}
