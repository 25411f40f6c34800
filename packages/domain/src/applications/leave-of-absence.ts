/** Leave of absence: the exclusions of §4 and the one date limit of open-points 7. */
import { isIsoDate } from '../common/dates.js';
import { VALIDATION_MESSAGES } from '../common/validation-messages.js';
import { FIRST_TIME_STUDENT_CATEGORY } from '../students/application-rules.js';
import { type AidYearDates, addCalendarMonths, getAidYearTiming } from './aid-year-timing.js';
import { APPLICATION_MESSAGES as M } from './messages.js';

/**
 * A leave ends at most this many calendar months after it begins, on every screen and in the API
 * (open-points 7 settles the spec's 9-or-6 split on 6).
 */
export const LEAVE_OF_ABSENCE_LIMIT_MONTHS = 6;

/** The leave dates of an import row (YYYY-MM-DD or null). */
export interface LeaveDates {
  leaveOfAbsenceBegin: string | null;
  leaveOfAbsenceEnd: string | null;
}

/** What the exclusions read of an import row. */
export interface LeaveExclusionRow extends LeaveDates {
  aidYear: AidYearDates;
  studentCategoryId: number | null;
}

/** Why Leave of Absence is not offered from Enrolled (§4), in the spec's order. */
export const LEAVE_EXCLUSIONS: readonly {
  id: 'firstTimeStudentCurrentYear' | 'futureAidYear' | 'leaveAlreadyTaken';
  applies: (row: LeaveExclusionRow, today: string) => boolean;
}[] = [
  {
    id: 'firstTimeStudentCurrentYear',
    applies: (row, today) =>
      getAidYearTiming(row.aidYear, today) === 'current' &&
      row.studentCategoryId === FIRST_TIME_STUDENT_CATEGORY,
  },
  { id: 'futureAidYear', applies: (row, today) => getAidYearTiming(row.aidYear, today) === 'future' },
  {
    id: 'leaveAlreadyTaken',
    applies: (row) => Boolean(row.leaveOfAbsenceBegin || row.leaveOfAbsenceEnd),
  },
];

/** The first exclusion that keeps Leave of Absence off the row's choices, or null when it is offered. */
export function findLeaveExclusion(
  row: LeaveExclusionRow,
  today: string,
): (typeof LEAVE_EXCLUSIONS)[number]['id'] | null {
  return LEAVE_EXCLUSIONS.find((e) => e.applies(row, today))?.id ?? null;
}

/** The last day a leave beginning on `begin` may end. */
export function getLeaveEndLimit(begin: string): string {
  return addCalendarMonths(begin, LEAVE_OF_ABSENCE_LIMIT_MONTHS);
}

/**
 * The end date's rule against the begin date (§4, §5; open-points 7): the end after the begin, and at
 * most the limit after it. Null while either date is missing or not a whole day yet, and when it holds;
 * the screens show it under the end date as soon as it fails, the server answers it for the end date.
 */
export function checkLeaveEnd(begin: string | null, end: string | null): string | null {
  if (!begin || !end || !isIsoDate(begin) || !isIsoDate(end)) return null;
  if (end <= begin) return M.leaveEndAfterBegin;
  if (end > getLeaveEndLimit(begin)) return M.leaveWithinLimit;
  return null;
}

/** Field errors for leave dates: both required, end after begin and within the limit (§4, §5). */
export function checkLeaveDates(dates: LeaveDates): Partial<Record<keyof LeaveDates, string>> {
  const errors: Partial<Record<keyof LeaveDates, string>> = {};
  const { leaveOfAbsenceBegin: begin, leaveOfAbsenceEnd: end } = dates;
  if (!begin) errors.leaveOfAbsenceBegin = VALIDATION_MESSAGES.required;
  else if (!isIsoDate(begin)) errors.leaveOfAbsenceBegin = VALIDATION_MESSAGES.date;
  if (!end) errors.leaveOfAbsenceEnd = VALIDATION_MESSAGES.required;
  else if (!isIsoDate(end)) errors.leaveOfAbsenceEnd = VALIDATION_MESSAGES.date;
  else {
    const endError = checkLeaveEnd(begin, end);
    if (endError) errors.leaveOfAbsenceEnd = endError;
  }
  return errors;
}
