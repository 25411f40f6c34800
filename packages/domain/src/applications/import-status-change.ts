/**
 * The server's check of one import status update (PUT api/import/appid/{id}/importschool/{schoolId}):
 * the inline-edit rules, the transition table and the dialog's fields, in that order, with what to save
 * (2-applications §4; open-points 2, 4, 5). The grids and the detail run the same pieces before sending.
 */
import { API_MESSAGES } from '../common/api-error.js';
import { importStatusName } from '../statuses/statuses.js';
import { allowedActions } from './allowed-actions.js';
import { allowedNextStatuses, type ImportRow, type RuleContext } from './allowed-statuses.js';
import { isExportDenied } from './application-statuses.js';
import type { ChangeCheck } from './export-status-change.js';
import { shouldClearLeaveDates } from './import-detail.js';
import {
  asksEligibilityQuestion,
  checkImportDialog,
  IMPORT_DIALOG_FIELDS,
  type ImportDialogInput,
} from './import-status-dialog.js';
import { checkInlineEdit } from './inline-edit.js';
import { APPLICATION_MESSAGES as M } from './messages.js';

/** An import status update as the client sends it (dates of "today" are set by the server, open-points 2). */
export interface ImportStatusChange extends ImportDialogInput {
  importStatus: number;
  participationTypeId: number | null;
}

/** What to store after a passing check: the rules may clear the program, the leave dates or the answer. */
export interface ImportStatusSave {
  participationTypeId: number | null;
  clearLeaveDates: boolean;
  addSemesterEligibility: number | null;
}

/** The outcome of an import status check: what stops it, or what to save. */
export type ImportStatusCheck = Exclude<ChangeCheck, { ok: true }> | { ok: true; save: ImportStatusSave };

/** Checks an import status update for a row whose saved program is `participationTypeId`. */
export function checkImportStatusUpdate(
  row: ImportRow & { participationTypeId: number | null },
  context: RuleContext<'import'>,
  change: ImportStatusChange,
): ImportStatusCheck {
  const prior = { importStatus: row.importStatus, participationTypeId: row.participationTypeId };
  const next = { importStatus: change.importStatus, participationTypeId: change.participationTypeId };
  const inline = checkInlineEdit({ prior, next, programCount: row.commonProgramCount });
  // Rule 1 comes first so an unchanged save is the spec's info, not a refusal.
  if (!inline.ok && inline.rule === 1) return { ok: false, kind: inline.kind, message: inline.message };
  if (isExportDenied(row.exportStatus))
    return { ok: false, kind: 'refused', message: M.exportDeniedImportLocked };
  const statusChanged = next.importStatus !== prior.importStatus;
  if (statusChanged && !allowedNextStatuses(row, context).includes(next.importStatus)) {
    const from = importStatusName(prior.importStatus);
    return {
      ok: false,
      kind: 'refused',
      message: M.importTransitionRefused(from, importStatusName(next.importStatus)),
    };
  }
  // The program is the user's to change only where the row offers it (open-points 15: one common
  // program is filled in and read-only).
  const programChanged = next.participationTypeId !== prior.participationTypeId;
  if (programChanged && allowedActions(row, context).editProgram !== 'enabled') {
    return { ok: false, kind: 'refused', message: API_MESSAGES.notAllowed };
  }
  if (!inline.ok) return { ok: false, kind: inline.kind, message: inline.message };
  if (statusChanged && IMPORT_DIALOG_FIELDS[next.importStatus] !== undefined) {
    const dialog = checkImportDialog(prior.importStatus, next.importStatus, change);
    const [first] = Object.values(dialog.errors);
    if (first) return { ok: false, kind: 'invalid', message: first, errors: dialog.errors };
  }
  const asked = statusChanged && asksEligibilityQuestion(prior.importStatus, next.importStatus);
  return {
    ok: true,
    save: {
      participationTypeId: inline.participationTypeId,
      clearLeaveDates: shouldClearLeaveDates(
        prior.importStatus,
        next.importStatus,
        row.leaveOfAbsenceBegin,
        context.today,
      ),
      addSemesterEligibility: asked ? (change.addSemesterEligibility ?? null) : null,
    },
  };
}
