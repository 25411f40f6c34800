/**
 * Checking an export status change, one row or in bulk (2-applications §4 "Export status changes" and
 * "Bulk export status update", §5; open-points 2, 3, 11, 12). The server runs these on every save.
 */
import { EXPORT_STATUS, exportStatusName } from '../statuses/statuses.js';
import {
  type ExportRow,
  isClosedRow,
  listExportStatusOptions,
  type RuleContext,
} from './allowed-statuses.js';
import { ALL_FILTER_ID, EXPORT_FILTER_STATUSES, EXPORT_STATUS_INPUT } from './application-statuses.js';
import { exportStatusInputIssues } from './export-status-input.js';
import { APPLICATION_MESSAGES as M } from './messages.js';

/** What the dialogs collect with an export status (§7 PUT api/export/{id}). */
export interface ExportStatusInput {
  exportStatusOtherReason?: string | null;
  noLongerEligibleDate?: string | null;
}

/** The outcome of a check: a change to save, or the message and field errors that stop it. */
export type ChangeCheck =
  | { ok: true }
  | { ok: false; kind: 'info' | 'refused' | 'invalid'; message: string; errors?: Record<string, string> };

/**
 * Checks one export status change against the table of the row's screen (row level, or the closed detail
 * for a CLOSED application) and the dialog's fields (§4, §5).
 */
export function checkExportStatusChange(
  row: ExportRow,
  context: RuleContext<'export'>,
  next: number,
  input: ExportStatusInput,
): ChangeCheck {
  if (next === row.exportStatus) return { ok: false, kind: 'info', message: M.exportStatusNotSelected };
  if (!listExportStatusOptions(row, context).includes(next)) {
    const message = M.exportTransitionRefused(exportStatusName(row.exportStatus), exportStatusName(next));
    return { ok: false, kind: 'refused', message };
  }
  const issues = exportStatusInputIssues(next, input.exportStatusOtherReason, input.noLongerEligibleDate, {
    reason: 'exportStatusOtherReason',
    date: 'noLongerEligibleDate',
  });
  if (issues.length > 0) {
    const errors = Object.fromEntries(issues.map((i) => [i.path, i.message]));
    return { ok: false, kind: 'invalid', message: issues[0]!.message, errors };
  }
  return { ok: true };
}

/** Bulk targets for a status filter: all but the filtered status, the reason status and No Longer Eligible (§4). */
export function listBulkExportTargets(filterStatus: number): number[] {
  if (filterStatus === ALL_FILTER_ID || !EXPORT_FILTER_STATUSES.includes(filterStatus)) return [];
  return Object.values(EXPORT_STATUS)
    .filter((s) => s !== filterStatus && EXPORT_STATUS_INPUT[s] === undefined)
    .sort((a, b) => a - b);
}

/** Bulk update is offered for a specific status filter and two or more selected rows, to users who may edit (§4, §2). */
export function isBulkExportOffered(filterStatus: number, selectedCount: number, mayEdit: boolean): boolean {
  return mayEdit && selectedCount >= 2 && listBulkExportTargets(filterStatus).length > 0;
}

/** One row of a bulk request, with the name the refusal message gives it. */
export interface BulkExportRow extends ExportRow {
  applicationId: number;
  displayName: string;
}

/** Outcome of a bulk check: every row passes, or the change is refused naming the rows (open-points 12). */
export type BulkCheck = { ok: true } | { ok: false; message: string; refusedApplicationIds: number[] };

/**
 * Checks a bulk export change row by row against the same table as single changes (open-points 12); a
 * row no longer at the filtered status (changed since the list was read) or closed is refused too, and
 * one refusal refuses them all.
 */
export function checkBulkExportUpdate(
  context: RuleContext<'export'>,
  filterStatus: number,
  target: number,
  rows: readonly BulkExportRow[],
): BulkCheck {
  if (rows.length < 2 || !listBulkExportTargets(filterStatus).includes(target)) {
    return { ok: false, message: M.bulkNotOffered, refusedApplicationIds: rows.map((r) => r.applicationId) };
  }
  const refused = rows.filter(
    (r) =>
      r.exportStatus !== filterStatus ||
      isClosedRow(r, context) ||
      !listExportStatusOptions(r, context).includes(target),
  );
  if (refused.length === 0) return { ok: true };
  return {
    ok: false,
    message: M.bulkRowsRefused(
      exportStatusName(target),
      refused.map((r) => r.displayName),
    ),
    refusedApplicationIds: refused.map((r) => r.applicationId),
  };
}
