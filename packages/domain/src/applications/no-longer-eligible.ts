/**
 * What No Longer Eligible does to the application's import rows (open-points 4, 10): in the transaction
 * of the decision, a school that has not enrolled the student yet (awaiting, pending, under review,
 * approved) denies them with the reason "No longer eligible". A school that has the student enrolled or
 * on leave keeps its row until it records Withdrawn itself (answering whether a term of eligibility was
 * used): that is the only move such a row has. Every other row is frozen.
 */
import { EXPORT_STATUS, IMPORT_STATUS } from '../statuses/statuses.js';
import { IMPORT_ENROLLED_STATUSES } from './application-statuses.js';

const I = IMPORT_STATUS;

/** Import statuses No Longer Eligible denies: the school has not enrolled the student yet. */
export const DENIED_BY_NO_LONGER_ELIGIBLE: readonly number[] = [
  I.AWAITING_EXPORT_DECISION,
  I.DECISION_PENDING,
  I.UNDER_REVIEW,
  I.IMPORT_APPROVED,
];

/** The reason a denied row keeps (open-points 4), shown as "Denied: Other (No longer eligible)". */
export const NO_LONGER_ELIGIBLE_REASON = 'No longer eligible';

/** Rows that move to one status together, with the reason Denied: Other keeps. */
export interface ImportRowMove {
  rowIds: number[];
  importStatusId: number;
  reason: string;
}

/** True when the export school has reported the student no longer eligible (export status 6). */
export function isNoLongerEligible(exportStatus: number): boolean {
  return exportStatus === EXPORT_STATUS.NO_LONGER_ELIGIBLE;
}

/** The moves the No Longer Eligible decision makes of these rows: rows at 1-4 are denied; none for the rest. */
export function planNoLongerEligibleMoves(
  rows: readonly { id: number; importStatusId: number }[],
): ImportRowMove[] {
  const denied = rows.filter((r) => DENIED_BY_NO_LONGER_ELIGIBLE.includes(r.importStatusId)).map((r) => r.id);
  if (denied.length === 0) return [];
  return [{ rowIds: denied, importStatusId: I.DENIED_OTHER, reason: NO_LONGER_ELIGIBLE_REASON }];
}

/**
 * True when an import row under a No Longer Eligible export may move from `from` to `to`: only a student
 * still enrolled or on leave, and only to Withdrawn.
 */
export function isMoveAllowedAfterNoLongerEligible(from: number, to: number): boolean {
  return IMPORT_ENROLLED_STATUSES.includes(from) && to === I.WITHDRAWN;
}
