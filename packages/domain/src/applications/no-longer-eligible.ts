/**
 * What No Longer Eligible does to the application's import rows (issue 9 decisions; open-points 10):
 * a school that has the student enrolled or on leave withdraws them on the effective date; a school that
 * has not enrolled them yet (awaiting, pending, under review, approved) denies them with the reason
 * "No Longer Eligible"; rows already denied, declined, withdrawn, transferred or graduated stay.
 */
import { EXPORT_STATUS, exportStatusName, IMPORT_STATUS } from '../statuses/statuses.js';
import { IMPORT_ENROLLED_STATUSES } from './application-statuses.js';

const I = IMPORT_STATUS;

/** Import statuses No Longer Eligible denies: the school has not enrolled the student yet. */
const DENIED_BY_NO_LONGER_ELIGIBLE: readonly number[] = [
  I.AWAITING_EXPORT_DECISION,
  I.DECISION_PENDING,
  I.UNDER_REVIEW,
  I.IMPORT_APPROVED,
];

/** The reason a denied row shows: "Denied: Other (No Longer Eligible)". */
export const NO_LONGER_ELIGIBLE_REASON = exportStatusName(EXPORT_STATUS.NO_LONGER_ELIGIBLE);

/** Rows that move to one status together. */
export interface ImportRowMove {
  rowIds: number[];
  importStatusId: number;
  /** Withdrawn on the effective date; otherwise denied with `reason`. */
  withdrawn: boolean;
  reason: string | null;
}

/** The moves No Longer Eligible makes of these rows (none for rows that stay). */
export function planNoLongerEligibleMoves(
  rows: readonly { id: number; importStatusId: number }[],
): ImportRowMove[] {
  const withdrawn = rows.filter((r) => IMPORT_ENROLLED_STATUSES.includes(r.importStatusId)).map((r) => r.id);
  const denied = rows.filter((r) => DENIED_BY_NO_LONGER_ELIGIBLE.includes(r.importStatusId)).map((r) => r.id);
  const moves: ImportRowMove[] = [];
  if (withdrawn.length > 0)
    moves.push({ rowIds: withdrawn, importStatusId: I.WITHDRAWN, withdrawn: true, reason: null });
  if (denied.length > 0)
    moves.push({
      rowIds: denied,
      importStatusId: I.DENIED_OTHER,
      withdrawn: false,
      reason: NO_LONGER_ELIGIBLE_REASON,
    });
  return moves;
}
