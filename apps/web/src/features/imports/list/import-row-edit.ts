import {
  APPLICATION_STATUS,
  checkInlineEdit,
  type ImportListRow,
  type ImportRowValues,
  importStatusName,
  APPLICATION_MESSAGES as M,
} from '@exchange/domain';
import type { QueryClient } from '@tanstack/react-query';
import type {
  RowDrafts as Drafts,
  RowEditConfig,
  RowSaveDecision,
} from '../../../components/grid-page/row-edit';
import { putSavedImportRow } from '../api/import-row-cache';
import {
  IMPORT_CONFLICT_RELOAD,
  type ImportListKind,
  type ImportStatusValues,
  updateImportStatus,
} from '../api/imports-api';
import { type ImportDialogValues, readingsOf } from './import-status-dialog-values';

/** The import lists' toast slot: each new result of a row or dialog save replaces the last. */
export const IMPORT_LIST_FORM = 'import-list';

/**
 * What a row's edit reads: the server decides the choices and what may change; the screen follows. The
 * application status picks the reading of the inline rules (the transfer grid's for a TRANSFER one).
 */
export type EditableImportRow = Pick<
  ImportListRow,
  | 'applicationId'
  | 'applicationStatus'
  | 'exportSchoolStatus'
  | 'importStatus'
  | 'participationTypeId'
  | 'participationTypeName'
  | 'statusOptions'
  | 'programOptions'
  | 'actions'
>;

/** The rows in edit mode, by application id, with the status and program picked so far. */
export type RowDrafts = Drafts<ImportRowValues>;

/** One choice of a row's select. */
export interface RowChoice {
  value: number;
  label: string;
}

/** True when the server lets the user change the row's import status (`actions.editStatus`). */
export function canEditStatus(row: EditableImportRow): boolean {
  return row.actions.editStatus === 'enabled' && row.statusOptions.length > 0;
}

/** True when the server lets the user change the row's exchange program (several common programs). */
export function canEditProgram(row: EditableImportRow): boolean {
  return row.actions.editProgram === 'enabled' && row.programOptions.length > 0;
}

/** True when Edit is usable on the row: its status or its program may change. */
export function isRowEditable(row: EditableImportRow): boolean {
  return canEditStatus(row) || canEditProgram(row);
}

/** True when the row shows Edit at all (shown but disabled when nothing about it may change now). */
export function showsEdit(row: EditableImportRow): boolean {
  return row.actions.editStatus !== 'hidden' || row.actions.editProgram !== 'hidden';
}

/**
 * The row's program: the saved one, or the only program both schools offer when none is saved yet
 * (open-points 15: one common program is filled in; the server reads a missing one the same way).
 */
export function rowProgram(
  row: Pick<EditableImportRow, 'participationTypeId' | 'programOptions'>,
): number | null {
  const [only, ...others] = row.programOptions;
  return row.participationTypeId ?? (only && others.length === 0 ? only.participationId : null);
}

/** The row's program name as the grid shows it (the only common program when none is saved yet). */
export function rowProgramName(row: EditableImportRow): string {
  if (row.participationTypeId !== null) return row.participationTypeName ?? '';
  const id = rowProgram(row);
  return row.programOptions.find((p) => p.participationId === id)?.participationName ?? '';
}

/** The row's saved status and program. */
export function savedValues(row: EditableImportRow): ImportRowValues {
  return { importStatus: row.importStatus, participationTypeId: rowProgram(row) };
}

/**
 * The values the row's selects show: the draft's while they are among the row's choices (a reload after
 * someone else's save may have taken one away), else the saved ones.
 */
export function shownValues(row: EditableImportRow, drafts: RowDrafts): ImportRowValues {
  const draft = drafts.get(row.applicationId);
  if (!draft) return savedValues(row);
  const statusOk = draft.importStatus === row.importStatus || row.statusOptions.includes(draft.importStatus);
  const programOk =
    draft.participationTypeId === rowProgram(row) ||
    draft.participationTypeId === null ||
    row.programOptions.some((p) => p.participationId === draft.participationTypeId);
  return {
    importStatus: statusOk ? draft.importStatus : row.importStatus,
    participationTypeId: programOk ? draft.participationTypeId : rowProgram(row),
  };
}

/** The status select's options: exactly the row's choices from the server, current one included. */
export function listStatusChoices(row: EditableImportRow): RowChoice[] {
  const ids = row.statusOptions.includes(row.importStatus)
    ? row.statusOptions
    : [row.importStatus, ...row.statusOptions];
  return ids.map((id) => ({ value: id, label: importStatusName(id) }));
}

/** The program select's options: the programs both schools offer (open-points 15), the saved one kept. */
export function listProgramChoices(row: EditableImportRow): RowChoice[] {
  const choices = row.programOptions.map((p) => ({ value: p.participationId, label: p.participationName }));
  const saved = row.participationTypeId;
  if (saved !== null && !choices.some((c) => c.value === saved)) {
    choices.unshift({ value: saved, label: row.participationTypeName ?? '' });
  }
  return choices;
}

/** The row's draft with one field changed (the other keeps what the row shows). */
export function changeDraft(
  row: EditableImportRow,
  drafts: RowDrafts,
  change: Partial<ImportRowValues>,
): ImportRowValues {
  return { ...shownValues(row, drafts), ...change };
}

/**
 * Save on a row in edit: the domain's inline rules 1-5 in order, read as the row's application reads
 * them (importReadingsFor: the transfer grid's wording on a transfer). Rule 1 (nothing changed) is an info,
 * rules 2 and 3 an error; rule 4 clears the program when the row goes back to Decision Pending with
 * several programs; Denied: Other, Withdrawn, Leave of Absence and Graduated go through the Update
 * Import Status dialog, any other change is saved at once.
 */
export function decideRowSave(row: EditableImportRow, drafts: RowDrafts): RowSaveDecision<ImportRowValues> {
  const next = shownValues(row, drafts);
  const result = checkInlineEdit(
    { prior: savedValues(row), next, programCount: row.programOptions.length },
    readingsOf(row).inlineEdit,
  );
  if (!result.ok) {
    return { kind: 'message', severity: result.kind === 'info' ? 'info' : 'error', message: result.message };
  }
  const values = { importStatus: next.importStatus, participationTypeId: result.participationTypeId };
  return result.opensDialog ? { kind: 'dialog', save: values } : { kind: 'save', save: values };
}

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
  input: ImportDialogValues | null = null,
): ImportStatusValues {
  // The student classification is the detail screen's to change: null leaves it as it is.
  return { ...values, ...(input ?? NO_DIALOG_INPUT), studentCategoryId: null };
}

/** Where a saved row went when the save closed its application (it leaves an open or transfer list). */
export function importRowMovedMessage(saved: ImportListRow, kind: ImportListKind): string | null {
  if (kind === APPLICATION_STATUS.CLOSED || saved.applicationStatus !== APPLICATION_STATUS.CLOSED)
    return null;
  return M.movedToClosedApplications(`${saved.studentFirstName} ${saved.studentLastName}`);
}

/** An import list's row edit: a draft is the status and program picked; the dialog adds its values. */
export function importRowEditConfig(
  kind: ImportListKind,
  queryClient: QueryClient,
): RowEditConfig<ImportListRow, ImportRowValues, ImportRowValues, ImportDialogValues> {
  return {
    form: IMPORT_LIST_FORM,
    rowId: (row) => row.applicationId,
    startDraft: savedValues,
    decideSave: decideRowSave,
    send: (row, values, input) => updateImportStatus(row, toStatusValues(values, input)),
    // open-points 16: "updated." after a row's Save, "update complete." after the dialog's Confirm.
    messages: {
      rowSaved: M.importStatusUpdated,
      dialogSaved: M.importStatusUpdateComplete,
      failed: M.importStatusUpdateFailed,
    },
    // The answered row goes into the cached lists; only lists it may join or leave are read again.
    refresh: (saved) => putSavedImportRow(queryClient, saved),
    reloadOnConflict: IMPORT_CONFLICT_RELOAD,
    movedMessage: (saved) => importRowMovedMessage(saved, kind),
  };
}
