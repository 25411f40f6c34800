/**
 * Closing an application with its undecided import rows (open-points 8, 43): on the programme's first
 * day after its aid year's end date, or by a TE admin from a detail screen. Either way the same rule
 * holds: an application with an import row at Enrolled or Leave of Absence stays open; otherwise rows at
 * Import Approved become Denied: Did not enroll, rows still awaiting a decision (1-3) become Denied: Other
 * with the reason, and final rows stay as they are.
 */
import { API_MESSAGES } from '../common/api-error.js';
import { IMPORT_STATUS } from '../statuses/statuses.js';
import { isLiveApplication } from '../students/application-rules.js';
import type { AidYearDates } from './aid-year-timing.js';
import { KEEPS_OPEN_AFTER_AID_YEAR } from './application-closing.js';
import { isReasonLongEnough } from './export-status-input.js';
import { APPLICATION_MESSAGES as M } from './messages.js';

const I = IMPORT_STATUS;

/** The Denied: Other reason the year-end close gives (open-points 43), shown "Denied: Other (Aid year ended)". */
export const AID_YEAR_ENDED_REASON = 'Aid year ended';

/** The longest close reason a TE admin may give (the other reasons' limit). */
export const CLOSE_REASON_MAX_LENGTH = 500;

/** Import rows still waiting for the school's decision when the application closes: they are denied. */
export const DENIED_AT_CLOSE: readonly number[] = [
  I.AWAITING_EXPORT_DECISION,
  I.DECISION_PENDING,
  I.UNDER_REVIEW,
];

/** An import row as the close reads it. */
export interface CloseRow {
  id: number;
  importStatusId: number;
}

/** Rows that move to one status together; `reason` is kept only for Denied: Other (null otherwise). */
export interface CloseRowMove {
  rowIds: number[];
  importStatusId: number;
  reason: string | null;
}

/** True when an import row keeps the application open through a close: Enrolled or Leave of Absence. */
export function keepsOpenAtClose(importStatuses: readonly number[]): boolean {
  return importStatuses.some((s) => KEEPS_OPEN_AFTER_AID_YEAR.includes(s));
}

/**
 * True once the aid year has ended: from the programme's first day after its end date (open-points 1, 43;
 * `today` in the programme time zone).
 */
export function hasAidYearEnded(aidYear: Pick<AidYearDates, 'aidyearenddate'>, today: string): boolean {
  return aidYear.aidyearenddate < today;
}

/**
 * The row moves a close makes: Import Approved to Denied: Did not enroll, rows at 1-3 to Denied: Other
 * with `reason`; none for the final rows. Call it only for an application that closes (no row at 5 or 11).
 */
export function planCloseMoves(rows: readonly CloseRow[], reason: string): CloseRowMove[] {
  const approved = rows.filter((r) => r.importStatusId === I.IMPORT_APPROVED).map((r) => r.id);
  const undecided = rows.filter((r) => DENIED_AT_CLOSE.includes(r.importStatusId)).map((r) => r.id);
  const moves: CloseRowMove[] = [];
  if (approved.length > 0)
    moves.push({ rowIds: approved, importStatusId: I.DENIED_DID_NOT_ENROLL, reason: null });
  if (undecided.length > 0) moves.push({ rowIds: undecided, importStatusId: I.DENIED_OTHER, reason });
  return moves;
}

/** What the close reads of an application: its status and its import rows' statuses. */
export interface ClosableApplication {
  applicationStatus: string;
  importStatuses: readonly number[];
}

/** Why an application cannot be closed now (409 with the sentence), or null when it can. */
export function findCloseRefusal(app: ClosableApplication): string | null {
  if (!isLiveApplication(app)) return M.closeRefusedNotOpen;
  if (keepsOpenAtClose(app.importStatuses)) return M.closeRefusedEnrolled;
  return null;
}

/**
 * The check of Close Application by hand (open-points 43): 403 for anyone but a TE admin who is not
 * read-only, 409 with the sentence when the application cannot close, 400 for a reason too short.
 */
export function checkApplicationClose(
  app: ClosableApplication,
  closer: { mayClose: boolean },
  reason: string,
): { ok: true } | { ok: false; status: 400 | 403 | 409; message: string } {
  if (!closer.mayClose) return { ok: false, status: 403, message: API_MESSAGES.forbidden };
  const refusal = findCloseRefusal(app);
  if (refusal) return { ok: false, status: 409, message: refusal };
  if (!isReasonLongEnough(reason)) return { ok: false, status: 400, message: M.reasonTooShort };
  return { ok: true };
}
