/**
 * Import status transitions as tables (2-applications §4 "Import status transitions"; open-points 4, 5, 6).
 * The spec gives two readings (the list/detail one and the transfer grid's); both are written down, and
 * IMPORT_TRANSITIONS is the one every grid, the detail and the server use (docs/decisions/applications.md
 * "One transition table").
 */
import { IMPORT_STATUS } from '../statuses/statuses.js';
import { type AidYearDates, isEnrolledReachable } from './aid-year-timing.js';
import { IMPORT_DENIED_DECLINED } from './application-statuses.js';
import { findLeaveExclusion, type LeaveExclusionRow } from './leave-of-absence.js';

const I = IMPORT_STATUS;

/** A conditional target: the 15 August rule, or the leave-of-absence exclusions. */
export type TransitionCondition = 'enrolledDateRule' | 'leaveAllowed';

/** One allowed move; `when` names the rule that must also hold. */
export interface ImportTransition {
  to: number;
  when?: TransitionCondition;
}

/** From-status to the statuses it may move to (the current status is always shown beside them). */
export type ImportTransitionTable = Readonly<Record<number, readonly ImportTransition[]>>;

const to = (...ids: number[]): ImportTransition[] => ids.map((id) => ({ to: id }));
const DENIED_DECLINED = to(...IMPORT_DENIED_DECLINED);
const ENROLLED_BY_DATE: ImportTransition = { to: I.ENROLLED, when: 'enrolledDateRule' };

/** The list and detail reading with open-points 4-6: the table in use everywhere. */
export const IMPORT_TRANSITIONS: ImportTransitionTable = {
  // Set and left by the system only (open-points 4): a TELO never moves a row to or from it.
  [I.AWAITING_EXPORT_DECISION]: [],
  [I.DECISION_PENDING]: [...to(I.UNDER_REVIEW), ...DENIED_DECLINED],
  [I.UNDER_REVIEW]: [...to(I.DECISION_PENDING, I.IMPORT_APPROVED), ...DENIED_DECLINED, ENROLLED_BY_DATE],
  [I.IMPORT_APPROVED]: [
    ...to(I.UNDER_REVIEW, I.DENIED_DID_NOT_ENROLL, I.DENIED_OTHER, I.DECLINED),
    ENROLLED_BY_DATE,
  ],
  [I.ENROLLED]: [
    ...to(I.DECISION_PENDING, I.UNDER_REVIEW, I.IMPORT_APPROVED, I.WITHDRAWN, I.GRADUATED),
    { to: I.LEAVE_OF_ABSENCE, when: 'leaveAllowed' },
  ],
  [I.DENIED_DID_NOT_APPLY]: to(I.UNDER_REVIEW),
  [I.DENIED_DID_NOT_ENROLL]: to(I.UNDER_REVIEW),
  [I.DENIED_OTHER]: to(I.UNDER_REVIEW),
  [I.DECLINED]: to(I.UNDER_REVIEW),
  [I.WITHDRAWN]: [],
  [I.LEAVE_OF_ABSENCE]: to(I.WITHDRAWN, I.ENROLLED),
  [I.TRANSFERRED]: [],
  [I.GRADUATED]: [],
};

/**
 * The transfer grid's reading, kept for reference and not used: the initial status also offers the next
 * status, two more and Denied, and Under Review offers Approved only under the 15 August rule (which
 * open-points 6 overrules: Approved is always allowed). Other rows are as in IMPORT_TRANSITIONS.
 */
export const IMPORT_TRANSITIONS_TRANSFER_READING: ImportTransitionTable = {
  ...IMPORT_TRANSITIONS,
  [I.AWAITING_EXPORT_DECISION]: to(I.DECISION_PENDING, I.UNDER_REVIEW, I.IMPORT_APPROVED, I.DENIED_OTHER),
  [I.UNDER_REVIEW]: [
    ...to(I.DECISION_PENDING),
    { to: I.IMPORT_APPROVED, when: 'enrolledDateRule' },
    ...DENIED_DECLINED,
    ENROLLED_BY_DATE,
  ],
};

/** What the import transition rules read of a row. */
export interface ImportTransitionRow extends LeaveExclusionRow {
  importStatus: number;
  aidYear: AidYearDates;
}

function holds(condition: TransitionCondition | undefined, row: ImportTransitionRow, today: string): boolean {
  if (condition === 'enrolledDateRule') return isEnrolledReachable(row.aidYear, today);
  if (condition === 'leaveAllowed') return findLeaveExclusion(row, today) === null;
  return true;
}

/** Statuses the row may move to today under a table (the current status excluded), in catalogue order. */
export function listImportTransitionTargets(
  row: ImportTransitionRow,
  today: string,
  table: ImportTransitionTable = IMPORT_TRANSITIONS,
): number[] {
  return (table[row.importStatus] ?? [])
    .filter((t) => t.to !== row.importStatus && holds(t.when, row, today))
    .map((t) => t.to)
    .sort((a, b) => a - b);
}
