/**
 * Import Application detail actions (2-applications §4 "Import detail actions", §9): Update App,
 * Extend Eligibility and the summer term.
 */
import { APPLICATION_STATUS, IMPORT_STATUS } from '../statuses/statuses.js';
import { type InlineEditReading, isProgramRequired } from './inline-edit.js';
import { checkLeaveDates, type LeaveDates } from './leave-of-absence.js';

const I = IMPORT_STATUS;

/** Most terms eligibility may be extended by, by the import school's academicTerm (1 Semester; 2 Quarter, 3 Trimester). */
export const EXTENSION_CAP_BY_ACADEMIC_TERM: Readonly<Record<number, number>> = { 1: 6, 2: 9, 3: 9 };

/** Terms one extension adds, and terms a summer term uses (§9). */
export const TERMS_PER_EXTENSION = 1;
export const TERMS_PER_SUMMER_TERM = 1;

/** The extension cap for an academic term, or 0 for an unknown term so no extension is offered. */
export function getExtensionCap(academicTerm: number | null | undefined): number {
  return EXTENSION_CAP_BY_ACADEMIC_TERM[academicTerm ?? -1] ?? 0;
}

/** True when eligibility is already extended as far as the import school's academic term allows. */
export function isExtensionCapReached(
  academicTerm: number | null | undefined,
  extendEligibility: number,
): boolean {
  return extendEligibility >= getExtensionCap(academicTerm);
}

/** What the eligibility actions read of a row. */
export interface EligibilityActionRow {
  applicationStatus: string;
  importStatus: number;
  unprocessedSummerTerm: number;
}

/**
 * True when the student is enrolled on an OPEN application: Extend Eligibility and the summer term apply
 * "only when the application is OPEN" (2-applications §4), so never on a TRANSFER or CLOSED one.
 */
export function isEligibilityActionRow(row: EligibilityActionRow): boolean {
  return row.applicationStatus === APPLICATION_STATUS.OPEN && row.importStatus === I.ENROLLED;
}

/** Add Summer Term while none is unprocessed, Remove Summer Term while one is, or neither (§4). */
export function getSummerTermAction(row: EligibilityActionRow): 'add' | 'remove' | null {
  if (!isEligibilityActionRow(row)) return null;
  return row.unprocessedSummerTerm === 1 ? 'remove' : 'add';
}

/** The detail form's values when Update App is pressed. */
export interface UpdateAppInput extends LeaveDates {
  importStatus: number | null;
  participationTypeId: number | null;
}

/**
 * True when Update App is disabled (§4): no status chosen, Leave of Absence without valid dates (both,
 * end after begin, within the limit), or a status the row's reading asks a program for (Under Review or
 * Enrolled; Enrolled or Approved on a transfer, importReadingsFor) without an exchange program.
 */
export function isUpdateAppDisabled(input: UpdateAppInput, reading: InlineEditReading): boolean {
  if (input.importStatus === null) return true;
  if (input.importStatus === I.LEAVE_OF_ABSENCE && Object.keys(checkLeaveDates(input)).length > 0)
    return true;
  return isProgramRequired(reading, input.importStatus) && input.participationTypeId === null;
}

/**
 * True when Update App clears the leave dates (§4): leaving Leave of Absence for another status before
 * the leave has begun.
 */
export function shouldClearLeaveDates(
  priorStatus: number,
  nextStatus: number,
  leaveOfAbsenceBegin: string | null,
  today: string,
): boolean {
  return (
    priorStatus === I.LEAVE_OF_ABSENCE &&
    nextStatus !== I.LEAVE_OF_ABSENCE &&
    leaveOfAbsenceBegin !== null &&
    leaveOfAbsenceBegin > today
  );
}
