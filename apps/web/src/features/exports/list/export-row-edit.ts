import {
  APPLICATION_STATUS,
  EXPORT_STATUS_INPUT,
  type ExportListRow,
  exportStatusName,
  APPLICATION_MESSAGES as M,
  studentEndpoints,
} from '@exchange/domain';
import type { RowDrafts, RowEditConfig, RowSaveDecision } from '../../../components/grid-page/row-edit';
import { endpointKey } from '../../../lib/endpoint-query';
import type { RowCacheClient } from '../../../lib/saved-row-cache';
import { putSavedExportRow } from '../api/export-row-cache';
import { type ExportStatusInputValues, exportListsKey, updateExportStatus } from '../api/exports-api';

/** The export list's toast slot: each new result of a row, dialog or bulk save replaces the last. */
export const EXPORT_LIST_FORM = 'export-list';

/** What a row's export status edit reads: the server decides the choices, the screen only follows them. */
export type EditableRow = Pick<ExportListRow, 'id' | 'exportSchoolStatus' | 'statusOptions' | 'actions'>;

/** The status the user picked per row id, not saved yet (the export row's draft is its status). */
export type StatusDrafts = RowDrafts<number>;

/** True when the row's export status is changeable here (the server's `actions.editStatus`). */
export function isRowEditable(row: EditableRow): boolean {
  return row.actions.editStatus === 'enabled' && row.statusOptions.length > 0;
}

/**
 * The status the row's select shows: the draft while it is one of the row's choices (a reload after
 * someone else's save may have taken it away), else the saved status.
 */
export function shownStatus(row: EditableRow, drafts: StatusDrafts): number {
  const draft = drafts.get(row.id);
  return draft !== undefined && row.statusOptions.includes(draft) ? draft : row.exportSchoolStatus;
}

/** True when the row holds a pick that differs from its saved status. */
export function hasPendingChange(row: EditableRow, drafts: StatusDrafts): boolean {
  return shownStatus(row, drafts) !== row.exportSchoolStatus;
}

/**
 * Save on a row (2-applications §4 "Export status changes, row level"): the same status is "A new
 * export status was not selected."; Denied: Other and No Longer Eligible ask for a reason or a date in
 * the dialog first; any other choice is saved at once.
 */
export function decideRowSave(row: EditableRow, drafts: StatusDrafts): RowSaveDecision<number> {
  if (!isRowEditable(row)) return { kind: 'none' };
  const statusId = shownStatus(row, drafts);
  if (statusId === row.exportSchoolStatus)
    return { kind: 'message', severity: 'info', message: M.exportStatusNotSelected };
  return EXPORT_STATUS_INPUT[statusId]
    ? { kind: 'dialog', save: statusId }
    : { kind: 'save', save: statusId };
}

/** The select's options: exactly the row's choices from the server, in its order, current one included. */
export function listStatusChoices(row: EditableRow): { value: number; label: string }[] {
  const ids = row.statusOptions.includes(row.exportSchoolStatus)
    ? row.statusOptions
    : [row.exportSchoolStatus, ...row.statusOptions];
  return ids.map((id) => ({ value: id, label: exportStatusName(id) }));
}

/** Where a saved row went when the save closed its application (it leaves the open list). */
export function exportRowMovedMessage(saved: ExportListRow): string | null {
  if (saved.applicationStatus !== APPLICATION_STATUS.CLOSED) return null;
  return M.movedToClosedApplications(`${saved.studentFirstName} ${saved.studentLastName}`);
}

const NO_INPUT: ExportStatusInputValues = { exportStatusOtherReason: null, noLongerEligibleDate: null };

/** The open export list's row edit: a draft is the picked status; a save sends it with the dialog's input. */
export function exportRowEditConfig(
  schoolId: number,
  queryClient: RowCacheClient,
): RowEditConfig<ExportListRow, number, number, ExportStatusInputValues> {
  return {
    form: EXPORT_LIST_FORM,
    rowId: (row) => row.id,
    startDraft: (row) => row.exportSchoolStatus,
    decideSave: decideRowSave,
    send: (row, statusId, input) => updateExportStatus(row, statusId, input ?? NO_INPUT),
    // open-points 16: "updated." after a row's Save, "update complete." after a dialog's Confirm.
    messages: {
      rowSaved: M.exportStatusUpdated,
      dialogSaved: M.exportStatusUpdateComplete,
      failed: M.exportStatusUpdateFailed,
    },
    // The answered row goes into the school's cached lists (only lists it may join or leave are read
    // again); the application the detail screens read is not the row's shape, so it is read again.
    refresh: (saved) =>
      Promise.all([
        putSavedExportRow(queryClient, schoolId, saved),
        queryClient.invalidateQueries({
          queryKey: endpointKey('students', studentEndpoints.getApplication, { params: { id: saved.id } }),
        }),
      ]),
    reloadOnConflict: [exportListsKey(schoolId)],
    movedMessage: exportRowMovedMessage,
  };
}
