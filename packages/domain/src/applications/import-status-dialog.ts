/**
 * The Update Import Status dialog (2-applications §4 "Update Import Status dialog", §5): which fields a
 * status asks for, when the eligibility question is asked, and when Confirm is disabled.
 */
import { isIsoDate } from '../common/dates.js';
import { VALIDATION_MESSAGES } from '../common/validation-messages.js';
import { IMPORT_STATUS } from '../statuses/statuses.js';
import { isReasonLongEnough } from './export-status-input.js';
import { checkLeaveDates } from './leave-of-absence.js';
import { APPLICATION_MESSAGES as M } from './messages.js';

const I = IMPORT_STATUS;

/** The fields each dialog status collects (§4). */
export const IMPORT_DIALOG_FIELDS: Readonly<Record<number, 'reason' | 'date' | 'leaveDates'>> = {
  [I.DENIED_OTHER]: 'reason',
  [I.WITHDRAWN]: 'date',
  [I.GRADUATED]: 'date',
  [I.LEAVE_OF_ABSENCE]: 'leaveDates',
};

/** When "Has the student used a term of eligibility?" must be answered: from a prior to a new status. */
export interface EligibilityQuestionReading {
  priorStatuses: readonly number[];
  nextStatuses: readonly number[];
}

const QUESTION_NEXT: readonly number[] = [I.WITHDRAWN, I.GRADUATED, I.DENIED_OTHER];

/** The list reading (prior Enrolled or Leave of Absence) and the transfer grid's (prior Approved or leave). */
export const ELIGIBILITY_QUESTION_READINGS = {
  list: { priorStatuses: [I.ENROLLED, I.LEAVE_OF_ABSENCE], nextStatuses: QUESTION_NEXT },
  transfer: { priorStatuses: [I.IMPORT_APPROVED, I.LEAVE_OF_ABSENCE], nextStatuses: QUESTION_NEXT },
} as const satisfies Record<string, EligibilityQuestionReading>;

/** The Yes/No answers of the eligibility question as the API sends them (addSemesterEligibility). */
export const ELIGIBILITY_ANSWER = { YES: 1, NO: 0 } as const;

/** True when the dialog must ask whether the student used a term of eligibility, under the row's reading. */
export function asksEligibilityQuestion(
  priorStatus: number,
  nextStatus: number,
  reading: EligibilityQuestionReading,
): boolean {
  return reading.priorStatuses.includes(priorStatus) && reading.nextStatuses.includes(nextStatus);
}

/** What the dialog sends with the status (§7 PUT api/import/appid/{id}/importschool/{schoolId}). */
export interface ImportDialogInput {
  importStatusOtherReason?: string | null;
  withdrawalDate?: string | null;
  leaveOfAbsenceBegin?: string | null;
  leaveOfAbsenceEnd?: string | null;
  addSemesterEligibility?: number | null;
}

/** The dialog's starting values: Withdrawn and Graduated default their date to today (§4). */
export function getImportDialogDefaults(nextStatus: number, today: string): ImportDialogInput {
  return IMPORT_DIALOG_FIELDS[nextStatus] === 'date' ? { withdrawalDate: today } : {};
}

/** The last eligibility used date as the dialog shows it, or "None". */
export function formatLastEligibilityUsed(lastEligibilityUsed: string | null | undefined): string {
  return lastEligibilityUsed || M.lastEligibilityUsedNone;
}

/**
 * Field errors of the dialog and whether Confirm is disabled (it is while any error stands); the
 * question is asked under the row's reading (importReadingsFor).
 */
export function checkImportDialog(
  priorStatus: number,
  nextStatus: number,
  input: ImportDialogInput,
  reading: EligibilityQuestionReading,
): { errors: Record<string, string>; confirmDisabled: boolean } {
  const errors: Record<string, string> = {};
  const field = IMPORT_DIALOG_FIELDS[nextStatus];
  if (field === 'reason' && !isReasonLongEnough(input.importStatusOtherReason)) {
    errors.importStatusOtherReason = M.reasonTooShort;
  }
  if (field === 'date') {
    const date = input.withdrawalDate;
    if (!date) errors.withdrawalDate = VALIDATION_MESSAGES.required;
    else if (!isIsoDate(date)) errors.withdrawalDate = VALIDATION_MESSAGES.date;
  }
  if (field === 'leaveDates') {
    Object.assign(
      errors,
      checkLeaveDates({
        leaveOfAbsenceBegin: input.leaveOfAbsenceBegin ?? null,
        leaveOfAbsenceEnd: input.leaveOfAbsenceEnd ?? null,
      }),
    );
  }
  const answer = input.addSemesterEligibility;
  if (
    asksEligibilityQuestion(priorStatus, nextStatus, reading) &&
    answer !== ELIGIBILITY_ANSWER.YES &&
    answer !== ELIGIBILITY_ANSWER.NO
  ) {
    errors.addSemesterEligibility = M.eligibilityQuestionUnanswered;
  }
  return { errors, confirmDisabled: Object.keys(errors).length > 0 };
}
