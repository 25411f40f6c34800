import { EXPORT_STATUS_INPUT, type ExportListRow, exportStatusName } from '@exchange/domain';

/** What a row's export status edit reads: the server decides the choices, the screen only follows them. */
export type EditableRow = Pick<ExportListRow, 'id' | 'exportSchoolStatus' | 'statusOptions' | 'actions'>;

/** The status the user picked per row id, not saved yet. */
export type StatusDrafts = ReadonlyMap<number, number>;

/** What pressing Save on a row does (2-applications §4 "Export status changes, row level"). */
export type RowSaveDecision =
  | { kind: 'locked' }
  | { kind: 'unchanged' }
  | { kind: 'dialog'; statusId: number; needs: 'reason' | 'date' }
  | { kind: 'save'; statusId: number };

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
 * Save on a row: the same status is "A new export status was not selected."; Denied: Other and No
 * Longer Eligible ask for a reason or a date in a dialog first; any other choice is saved at once.
 */
export function decideRowSave(row: EditableRow, drafts: StatusDrafts): RowSaveDecision {
  if (!isRowEditable(row)) return { kind: 'locked' };
  const statusId = shownStatus(row, drafts);
  if (statusId === row.exportSchoolStatus) return { kind: 'unchanged' };
  const needs = EXPORT_STATUS_INPUT[statusId];
  return needs ? { kind: 'dialog', statusId, needs } : { kind: 'save', statusId };
}

/** The select's options: exactly the row's choices from the server, in its order, current one included. */
export function listStatusChoices(row: EditableRow): { value: number; label: string }[] {
  const ids = row.statusOptions.includes(row.exportSchoolStatus)
    ? row.statusOptions
    : [row.exportSchoolStatus, ...row.statusOptions];
  return ids.map((id) => ({ value: id, label: exportStatusName(id) }));
}

/** The drafts with one row's pick set; picking the saved status again drops the draft. */
export function setDraft(drafts: StatusDrafts, row: EditableRow, statusId: number): StatusDrafts {
  const next = new Map(drafts);
  if (statusId === row.exportSchoolStatus) next.delete(row.id);
  else next.set(row.id, statusId);
  return next;
}

/** The drafts without one row's pick (Cancel, or after its save). */
export function dropDraft(drafts: StatusDrafts, rowId: number): StatusDrafts {
  if (!drafts.has(rowId)) return drafts;
  const next = new Map(drafts);
  next.delete(rowId);
  return next;
}
