/**
 * The pure logic of the Enrollment Review Sign-off screen (open-points 31): which aid years it offers,
 * what each term's checkbox shows and allows on the server's today, and what a tick, a date correction
 * or a removal sends and says.
 */
import {
  type AidYearDates,
  type EnrollmentReview,
  getReviewWindow,
  getReviewWindowState,
  ENROLLMENT_REVIEW_MESSAGES as M,
  REVIEW_FEATURE_START,
  REVIEW_TERMS,
  type ReviewSubmitBody,
  type ReviewTerm,
  type ReviewUpdateBody,
  type ReviewWindow,
  type ReviewWindowState,
} from '@exchange/domain';

/** An aid year of the selector (the aid year lookup's fields the screen reads). */
export interface SignOffAidYear extends AidYearDates {
  id: number;
  aidyearLabel: string;
}

/** The address's aid year (open-points 13); its school is the portal's one school scope (?school=N). */
export const AID_YEAR_PARAM = 'aidyear';

/** A positive whole id of the address, or null. */
export function idFromSearch(search: URLSearchParams, name: string): number | null {
  const raw = search.get(name)?.trim() ?? '';
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/**
 * The aid years a sign-off can exist for, newest first: those whose windows end on or after 1 July 2025
 * (earlier ones closed before the feature existed), including the coming ones, not yet open.
 */
export function signOffAidYears<T extends SignOffAidYear>(all: readonly T[]): T[] {
  return all
    .filter((y) => getReviewWindow(y, 'Fall').closes >= REVIEW_FEATURE_START)
    .sort((a, b) => b.aidyearbegindate.localeCompare(a.aidyearbegindate));
}

/**
 * The aid year shown: the address's when it is offered, else the current one (its range holds today),
 * else the newest offered.
 */
export function chooseAidYear<T extends SignOffAidYear>(
  offered: readonly T[],
  requestedId: number | null,
  today: string,
): T | null {
  return (
    offered.find((y) => y.id === requestedId) ??
    offered.find((y) => y.aidyearbegindate <= today && today <= y.aidyearenddate) ??
    offered[0] ??
    null
  );
}

/** One term's checkbox as the screen shows it. */
export interface TermView {
  term: ReviewTerm;
  /** The stored review, removed ones included (their date is null). */
  review: EnrollmentReview | null;
  /** Ticked: the review is complete (it has a date). */
  checked: boolean;
  state: ReviewWindowState;
  window: ReviewWindow;
  /** The checkbox and Edit date work: the reader signs off here and the window is open. */
  editable: boolean;
  /** Beside the checkbox: when the window opens or closed, or until when it is open. */
  windowNote: string;
  /** Under it: the review's date, who removed it and when, or that nothing was submitted. */
  statusLine: string;
}

/** The note beside a term's checkbox for the window's state. */
function windowNote(state: ReviewWindowState, window: ReviewWindow): string {
  switch (state) {
    case 'unavailable':
      return M.availableFrom;
    case 'notYetOpen':
      return M.opensOn(window.opens);
    case 'closed':
      return M.closedOn(window.closes);
    case 'open':
      return M.openUntil(window.closes);
  }
}

/** The line saying where a term's review stands. */
export function reviewStatusLine(review: EnrollmentReview | null): string {
  if (!review) return M.notSubmitted;
  if (review.reviewDate) return M.reviewedOn(review.reviewDate);
  return M.removedBy(review.modifiedByFirstName, review.modifiedByLastName, review.modifiedOn);
}

/** Fall then Spring of an aid year for the school's reviews on `today`. */
export function termViews(
  aidYear: SignOffAidYear,
  reviews: readonly EnrollmentReview[],
  today: string,
  canSignOff: boolean,
): TermView[] {
  return REVIEW_TERMS.map((term) => {
    const review = reviews.find((r) => r.aidYearId === aidYear.id && r.reviewTerm === term) ?? null;
    const state = getReviewWindowState(aidYear, term, today);
    const window = getReviewWindow(aidYear, term);
    return {
      term,
      review,
      checked: Boolean(review?.reviewDate),
      state,
      window,
      editable: canSignOff && state === 'open',
      windowNote: windowNote(state, window),
      statusLine: reviewStatusLine(review),
    };
  });
}

/** Checkboxes exist only from 1 July 2025 (3-billing §4): before, the screen says so instead. */
export function isSignOffAvailable(today: string): boolean {
  return today >= REVIEW_FEATURE_START;
}

/** What the user did: ticked the box, corrected the date, or unticked it. */
export type ReviewAction = 'submit' | 'correct' | 'remove';

/** One save of the screen: the call, its body and its texts (§8). */
export type ReviewSave =
  | { method: 'POST'; body: ReviewSubmitBody; term: ReviewTerm; success: string }
  | { method: 'PUT'; body: ReviewUpdateBody; term: ReviewTerm; success: string };

/** Which failure text a save's toast uses: a tick submits, a correction or removal updates. */
export function isSubmitAction(action: ReviewAction): boolean {
  return action === 'submit';
}

/**
 * The call of an action: ticking a term that has no review POSTs it; ticking a removed one, correcting
 * or removing PUTs the stored review with the version read (so a concurrent change answers 409).
 */
export function reviewSave(
  action: ReviewAction,
  view: TermView,
  ids: { schoolId: number; aidYearId: number },
  reviewDate: string | null,
): ReviewSave {
  const date = action === 'remove' ? null : reviewDate;
  const success = isSubmitAction(action) ? M.submitted(view.term) : M.updated(view.term);
  const key = { schoolId: ids.schoolId, aidYearId: ids.aidYearId, reviewTerm: view.term };
  if (!view.review) {
    if (date === null) throw new Error('a review that does not exist cannot be removed');
    return { method: 'POST', body: { ...key, reviewDate: date }, term: view.term, success };
  }
  return {
    method: 'PUT',
    body: { ...key, id: view.review.id, reviewDate: date, lastUpdated: view.review.lastUpdated },
    term: view.term,
    success,
  };
}

/** The dialog's first date: the review's own when correcting, else today, within the window (3-billing §4). */
export function initialReviewDate(action: ReviewAction, view: TermView, today: string): string {
  if (action === 'correct' && view.review?.reviewDate) return view.review.reviewDate;
  const { opens, closes } = view.window;
  return today < opens ? opens : today > closes ? closes : today;
}
