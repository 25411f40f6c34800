import { formatUsDate, isIsoDate } from '../common/dates.js';
import { REPORT_MESSAGES } from '../reports/report-messages.js';
import { REVIEW_FEATURE_START } from './review-terms.js';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A YYYY-MM-DD day as US prose ("August 15, 2026"), for sentences about the review windows. */
export function formatLongUsDate(day: string): string {
  if (!isIsoDate(day)) return day;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** A person's name from first and last, either of which may be missing. */
function fullName(first: string | null, last: string | null): string {
  return [first, last].filter(Boolean).join(' ');
}

/**
 * Every text of the enrollment review sign-off (3-billing §2, §4, §5, §8; open-points 31), once. The §8
 * failures are the report texts (REPORT_MESSAGES); the rest is written here.
 */
export const ENROLLMENT_REVIEW_MESSAGES = {
  title: 'Enrollment Review Sign-off',
  // §8 success, by the action the user took: ticking submits, Edit date and removal update.
  submitted: (term: string) => `${term} Enrollment Review was successfully submitted.`,
  updated: (term: string) => `${term} Enrollment Review was successfully updated.`,
  // §8 errors
  submitFailed: REPORT_MESSAGES.reviewSubmitFailed,
  updateFailed: REPORT_MESSAGES.reviewUpdateFailed,
  systemDataFailed: REPORT_MESSAGES.systemDataFailed,
  reviewsFailed: REPORT_MESSAGES.reportFailed,
  aidYearsFailed: 'There was a problem getting the aid year list.',
  // §5: the confirmation's date
  dateRequired: 'Required',
  dateInvalid: 'Enter a valid date.',
  dateBeforeWindow: (opens: string) => `The review date must be on or after ${formatLongUsDate(opens)}.`,
  dateAfterWindow: (closes: string) => `The review date must be on or before ${formatLongUsDate(closes)}.`,
  // §4: the windows, as the server refuses a change and as the screen says beside a checkbox
  notAvailableYet: `Enrollment review sign-off is available from ${formatLongUsDate(REVIEW_FEATURE_START)}.`,
  windowNotOpen: (term: string, opens: string) =>
    `The ${term} review cannot be changed before ${formatLongUsDate(opens)}.`,
  windowClosed: (term: string, closes: string) =>
    `The ${term} review closed on ${formatLongUsDate(closes)} and can no longer be changed.`,
  opensOn: (opens: string) => `Opens ${formatLongUsDate(opens)}`,
  closedOn: (closes: string) => `Closed ${formatLongUsDate(closes)}`,
  openUntil: (closes: string) => `Open until ${formatLongUsDate(closes)}`,
  availableFrom: `Available from ${formatLongUsDate(REVIEW_FEATURE_START)}`,
  // §2: a review's state under its checkbox
  reviewedOn: (reviewDate: string) => `Reviewed on ${formatUsDate(reviewDate)}`,
  notSubmitted: 'Not submitted',
  removedBy: (first: string | null, last: string | null, day: string) => {
    const name = fullName(first, last);
    return name
      ? `Submission removed by ${name} on ${formatUsDate(day)}`
      : `Submission removed on ${formatUsDate(day)}`;
  },
  // The confirmation and removal dialogs
  confirmTitle: (term: string) => `${term} Enrollment Review`,
  confirmText: (term: string, school: string, aidYear: string) =>
    `Confirm that the ${term} enrollment review of ${school} for ${aidYear} is complete, and give the date it was reviewed.`,
  correctTitle: (term: string) => `Edit ${term} Review Date`,
  correctText: (term: string, school: string, aidYear: string) =>
    `Correct the date of the ${term} enrollment review of ${school} for ${aidYear}.`,
  removeTitle: (term: string) => `Remove ${term} Enrollment Review`,
  removeText: (term: string, school: string, aidYear: string) =>
    `Remove the ${term} enrollment review submission of ${school} for ${aidYear}? It can be submitted again while the review window is open.`,
  // Refusals of the API beyond the windows
  alreadySubmitted: (term: string) =>
    `The ${term} review of this school and aid year was already submitted. Reload to see it.`,
  reviewMismatch: 'The review does not belong to the school, aid year and term sent.',
  noSuchReview: 'No such enrollment review.',
  noSuchSchool: 'No such school.',
  unknownAidYear: 'Choose one of the listed options.',
  termRequired: 'Choose Fall or Spring.',
  versionInvalid: 'Send back the lastUpdated value the review was read with.',
  noAidYear: 'No aid year is available.',
  noSchool: 'Choose a school to see its enrollment reviews.',
  readOnly: "You can see this school's sign-off but not change it.",
  editDate: 'Edit date',
  dateHint: (opens: string, closes: string) =>
    `From ${formatLongUsDate(opens)} to ${formatLongUsDate(closes)}.`,
} as const;
