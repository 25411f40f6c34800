/**
 * The import grid's inline-edit rules, in the spec's order (2-applications §4 "Inline edit rules, in
 * order"). The first failing rule's message is returned. The list and the transfer grid word two rules
 * and the eligibility question differently; both readings are data, and the one in use follows the
 * application (importReadingsFor): a TRANSFER application's row is read the transfer grid's way on
 * every screen and in the server's check, any other the list's way (docs/decisions/imports.md "Inline
 * edits and the two readings").
 */
import { APPLICATION_STATUS, EXPORT_STATUS, IMPORT_STATUS } from '../statuses/statuses.js';
import { IMPORT_DIALOG_STATUSES } from './application-statuses.js';
import { ELIGIBILITY_QUESTION_READINGS, type EligibilityQuestionReading } from './import-status-dialog.js';
import { APPLICATION_MESSAGES as M } from './messages.js';

const I = IMPORT_STATUS;

/**
 * Statuses that need an exchange program in the list reading (rule 2; the detail form's "required when
 * Under Review or Enrolled"). The transfer reading asks one for Enrolled or Approved instead.
 */
export const IMPORT_PROGRAM_REQUIRED_STATUSES: readonly number[] = [I.UNDER_REVIEW, I.ENROLLED];

/** Statuses at which the exchange program may be changed (rule 3). */
export const IMPORT_PROGRAM_CHANGEABLE_STATUSES: readonly number[] = [I.IMPORT_APPROVED, I.ENROLLED];

/** How the two grids word rules 1 and 2. */
export interface InlineEditReading {
  nothingChangedMessage: string;
  programRequiredFor: readonly number[];
}

/** The list reading and the transfer grid's reading of rules 1 and 2 (§4). */
export const INLINE_EDIT_READINGS = {
  list: {
    nothingChangedMessage: M.importNothingChanged,
    programRequiredFor: IMPORT_PROGRAM_REQUIRED_STATUSES,
  },
  transfer: {
    nothingChangedMessage: M.importNothingChangedTransfer,
    programRequiredFor: [I.ENROLLED, I.IMPORT_APPROVED],
  },
} as const satisfies Record<string, InlineEditReading>;

/** The readings of §4 a row is edited under: rules 1 and 2 (and the program they need), and the question. */
export interface ImportReadings {
  inlineEdit: InlineEditReading;
  eligibilityQuestion: EligibilityQuestionReading;
}

const LIST_READINGS: ImportReadings = {
  inlineEdit: INLINE_EDIT_READINGS.list,
  eligibilityQuestion: ELIGIBILITY_QUESTION_READINGS.list,
};
const TRANSFER_READINGS: ImportReadings = {
  inlineEdit: INLINE_EDIT_READINGS.transfer,
  eligibilityQuestion: ELIGIBILITY_QUESTION_READINGS.transfer,
};

/** Under No Longer Eligible a row at Enrolled or on leave is withdrawn with the question (open-points 4). */
const NO_LONGER_ELIGIBLE_TRANSFER_READINGS: ImportReadings = {
  inlineEdit: INLINE_EDIT_READINGS.transfer,
  eligibilityQuestion: ELIGIBILITY_QUESTION_READINGS.list,
};

/**
 * The readings a row is edited under, wherever it is edited (grid, detail, the server's check): the
 * transfer grid's for a TRANSFER application, the list's otherwise. Following the application rather
 * than the screen keeps one row's rules the same on its grid, its detail and the server. Under No Longer
 * Eligible the question follows the list reading on a transfer too: its only move, Enrolled or Leave of
 * Absence to Withdrawn, is recorded "with the eligibility-term question" (open-points 4).
 */
export function importReadingsFor(row: { applicationStatus: string; exportStatus: number }): ImportReadings {
  if (row.applicationStatus !== APPLICATION_STATUS.TRANSFER) return LIST_READINGS;
  return row.exportStatus === EXPORT_STATUS.NO_LONGER_ELIGIBLE
    ? NO_LONGER_ELIGIBLE_TRANSFER_READINGS
    : TRANSFER_READINGS;
}

/** True when the reading asks an exchange program for this status (rule 2, the detail's required program). */
export function isProgramRequired(reading: InlineEditReading, importStatus: number): boolean {
  return reading.programRequiredFor.includes(importStatus);
}

/** A row's import status and exchange program (participation type). */
export interface ImportRowValues {
  importStatus: number;
  participationTypeId: number | null;
}

/** What an inline edit needs: the saved values, the edited ones and how many programs the row can take. */
export interface InlineEditInput {
  prior: ImportRowValues;
  next: ImportRowValues;
  programCount: number;
}

/** Result of the inline-edit rules: the message of the first failing rule, or what to save and how. */
export type InlineEditResult =
  | { ok: false; rule: 1 | 2 | 3; kind: 'info' | 'invalid'; message: string }
  | { ok: true; participationTypeId: number | null; opensDialog: boolean };

/** True when rule 4 clears the program: a move to Decision Pending on a row with several programs. */
export function clearsProgram(input: InlineEditInput): boolean {
  const { prior, next } = input;
  return (
    next.importStatus === I.DECISION_PENDING &&
    next.importStatus !== prior.importStatus &&
    input.programCount > 1
  );
}

/**
 * True when the edit changes the exchange program (rules 1 and 3). Rule 4's own clearing is not a
 * change the user made: a move to Decision Pending on a row with several programs may be sent with the
 * program as null (what the grid saves), as well as with the saved one (what the detail sends).
 */
export function isProgramChange(input: InlineEditInput): boolean {
  const { prior, next } = input;
  if (clearsProgram(input) && next.participationTypeId === null) return false;
  return next.participationTypeId !== prior.participationTypeId;
}

/** Runs the inline-edit rules 1-5 in order (§4) under the row's reading (importReadingsFor). */
export function checkInlineEdit(input: InlineEditInput, reading: InlineEditReading): InlineEditResult {
  const { prior, next } = input;
  const statusChanged = next.importStatus !== prior.importStatus;
  const programChanged = isProgramChange(input);
  // 1. Nothing changed.
  if (!statusChanged && !programChanged) {
    return { ok: false, rule: 1, kind: 'info', message: reading.nothingChangedMessage };
  }
  // 2. A status that needs a program, without one.
  if (isProgramRequired(reading, next.importStatus) && next.participationTypeId === null) {
    return { ok: false, rule: 2, kind: 'invalid', message: M.programNotSelected };
  }
  // 3. Program changed at a status that does not take a change. Choosing it together with a move into a
  // status rule 2 asks a program for is allowed, or a school with several programs could never leave
  // Decision Pending (rule 4 clears the program there) for Under Review in the list reading.
  const choosingRequiredProgram = statusChanged && isProgramRequired(reading, next.importStatus);
  if (
    programChanged &&
    !IMPORT_PROGRAM_CHANGEABLE_STATUSES.includes(next.importStatus) &&
    !choosingRequiredProgram
  ) {
    return { ok: false, rule: 3, kind: 'invalid', message: M.programNotChangeable };
  }
  // 4. Back to Decision Pending with several programs: the program is chosen again later.
  // 5. Some statuses collect more in the Update Import Status dialog; the rest save at once.
  return {
    ok: true,
    participationTypeId: clearsProgram(input) ? null : next.participationTypeId,
    opensDialog: statusChanged && IMPORT_DIALOG_STATUSES.includes(next.importStatus),
  };
}
