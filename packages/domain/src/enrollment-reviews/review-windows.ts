/**
 * The Fall and Spring enrollment review windows (3-billing §4, §5, §9; open-points 1, 31). Every rule
 * takes `today` as a YYYY-MM-DD day in the programme time zone (toProgramDay) and compares calendar
 * days, so a review on the window's last day counts until midnight in Chicago.
 */
import { type AidYearDates, getAidYearFirstYear } from '../applications/aid-year-timing.js';
import { isIsoDate } from '../common/dates.js';
import { ENROLLMENT_REVIEW_MESSAGES as M } from './review-messages.js';
import { REVIEW_FEATURE_START, type ReviewTerm } from './review-terms.js';

/** Where each window opens: month-day and which calendar year of the aid year (0 first, 1 second). */
const OPENINGS: Record<ReviewTerm, { year: 0 | 1; monthDay: string }> = {
  Fall: { year: 0, monthDay: '08-15' },
  Spring: { year: 1, monthDay: '01-15' },
};
/** Both windows end on 30 June of the aid year's second calendar year. */
const CLOSING_MONTH_DAY = '06-30';

/** The first and last day (inclusive) on which a term's review may be submitted, corrected or removed. */
export interface ReviewWindow {
  opens: string;
  closes: string;
}

/** Where a term's review stands on a day: before the feature, before, inside or after its window. */
export type ReviewWindowState = 'unavailable' | 'notYetOpen' | 'open' | 'closed';

/** The window of a term: Fall from 15 August of the first year, Spring from 15 January of the second. */
export function getReviewWindow(aidYear: AidYearDates, term: ReviewTerm): ReviewWindow {
  const first = Number(getAidYearFirstYear(aidYear));
  const opening = OPENINGS[term];
  return {
    opens: `${first + opening.year}-${opening.monthDay}`,
    closes: `${first + 1}-${CLOSING_MONTH_DAY}`,
  };
}

/** The state of a term's review on `today`; before 1 July 2025 the sign-off does not exist yet. */
export function getReviewWindowState(
  aidYear: AidYearDates,
  term: ReviewTerm,
  today: string,
): ReviewWindowState {
  if (today < REVIEW_FEATURE_START) return 'unavailable';
  const window = getReviewWindow(aidYear, term);
  if (today < window.opens) return 'notYetOpen';
  if (today > window.closes) return 'closed';
  return 'open';
}

/**
 * Why a term's review cannot be changed on `today` (the sentence the server answers), or null while its
 * window is open.
 */
export function checkReviewWindow(aidYear: AidYearDates, term: ReviewTerm, today: string): string | null {
  const window = getReviewWindow(aidYear, term);
  switch (getReviewWindowState(aidYear, term, today)) {
    case 'unavailable':
      return M.notAvailableYet;
    case 'notYetOpen':
      return M.windowNotOpen(term, window.opens);
    case 'closed':
      return M.windowClosed(term, window.closes);
    case 'open':
      return null;
  }
}

/**
 * The confirmation's review date (3-billing §4, §5): required, a real day, "on or after the window start
 * and on or before the window end". Answers the message, or null when the date is fine.
 */
export function checkReviewDate(
  aidYear: AidYearDates,
  term: ReviewTerm,
  reviewDate: string | null | undefined,
): string | null {
  const day = reviewDate?.trim() ?? '';
  if (day === '') return M.dateRequired;
  if (!isIsoDate(day)) return M.dateInvalid;
  const window = getReviewWindow(aidYear, term);
  if (day < window.opens) return M.dateBeforeWindow(window.opens);
  if (day > window.closes) return M.dateAfterWindow(window.closes);
  return null;
}

/** A refused review change: the body field it is about and the message. */
export interface ReviewProblem {
  field: 'reviewTerm' | 'reviewDate';
  message: string;
}

/**
 * What the server checks before any write of a review (submit, correction, removal): the term's window
 * is open today, and a date (null removes the review) lies inside it.
 */
export function checkReviewChange(
  aidYear: AidYearDates,
  term: ReviewTerm,
  reviewDate: string | null,
  today: string,
): ReviewProblem | null {
  const closed = checkReviewWindow(aidYear, term, today);
  if (closed) return { field: 'reviewTerm', message: closed };
  if (reviewDate === null) return null;
  const wrongDate = checkReviewDate(aidYear, term, reviewDate);
  return wrongDate ? { field: 'reviewDate', message: wrongDate } : null;
}
