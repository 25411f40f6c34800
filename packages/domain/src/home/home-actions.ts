/**
 * "Needs your action" on the staff home page (issue 24): what waits for the user at the selected school,
 * or at every school for TE users. Which kinds a user sees follows the same rules as the screens they
 * lead to; the numbers are counted by the server, one query per kind.
 */
import type { AidYearDates } from '../applications/aid-year-timing.js';
import { canViewApplications } from '../applications/application-access.js';
import { canViewBilling } from '../billing/billing-access.js';
import { REVIEW_TERMS, type ReviewTerm } from '../enrollment-reviews/review-terms.js';
import { getReviewWindowState } from '../enrollment-reviews/review-windows.js';
import { canViewReviewSignOff } from '../reports/report-access.js';
import { activeRolesAt, type UserRoleAssignment } from '../roles/access.js';
import { isTeloUser, isTeUser, type UserType } from '../roles/roles.js';
import { APPLICATION_STATUS, EXPORT_STATUS, IMPORT_STATUS } from '../statuses/statuses.js';

/** The kinds of work the home page counts, in the order it lists them. */
export const HOME_ACTION_KINDS = [
  'exportsAwaitingDecision',
  'importsAwaitingDecision',
  'transfersToReview',
  'invoicesDue',
  'reviewsToSignOff',
] as const;
export type HomeActionKind = (typeof HOME_ACTION_KINDS)[number];

/** What each line says. */
export const HOME_ACTION_LABELS: Record<HomeActionKind, string> = {
  exportsAwaitingDecision: 'Exports awaiting a decision',
  importsAwaitingDecision: 'Imports awaiting a decision',
  transfersToReview: 'Transfer applications to review',
  invoicesDue: 'Invoices with an amount due',
  reviewsToSignOff: 'Enrollment reviews to sign off',
};

/** The export status an export school still has to decide (2-applications §4). */
export const EXPORT_AWAITING_DECISION_STATUS: number = EXPORT_STATUS.AWAITING_DECISION;

/**
 * Import statuses before the import school's decision: Awaiting Export Decision, Import Decision Pending
 * and Under Review (2-applications §4). An import row there "awaits a decision".
 */
export const IMPORT_AWAITING_DECISION_STATUSES: readonly number[] = [
  IMPORT_STATUS.AWAITING_EXPORT_DECISION,
  IMPORT_STATUS.DECISION_PENDING,
  IMPORT_STATUS.UNDER_REVIEW,
];

/** The export list counted: Export Applications lists open and transfer applications (§2). */
export const EXPORT_LIVE_APPLICATION_STATUSES: readonly string[] = [
  APPLICATION_STATUS.OPEN,
  APPLICATION_STATUS.TRANSFER,
];

/** An import row waiting longer than this many days since its status date is counted as waiting long. */
export const IMPORT_WAITING_LONG_DAYS = 14;

/** True when the import status is one the import school still has to decide. */
export function isAwaitingImportDecision(importStatus: number): boolean {
  return IMPORT_AWAITING_DECISION_STATUSES.includes(importStatus);
}

/**
 * The first status date that is NOT waiting long on `today`: a row whose import status date is before
 * it has been at its status more than IMPORT_WAITING_LONG_DAYS days (on the 15th day after it).
 */
export function waitingLongBefore(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - IMPORT_WAITING_LONG_DAYS)).toISOString().slice(0, 10);
}

/** True when a row at an undecided import status has waited long on `today`. */
export function isWaitingLong(importStatusDate: string, today: string): boolean {
  return importStatusDate < waitingLongBefore(today);
}

type ActionUser = { usertype: UserType; userRole: readonly UserRoleAssignment[] };

/**
 * The kinds the user sees at a school, or at every school (`schoolId` null, TE users only): the same
 * rules as the screens the lines link to (export and import lists, Invoices, the review sign-off).
 */
export function visibleHomeActionKinds(user: ActionUser, schoolId: number | null): HomeActionKind[] {
  if (!isTeUser(user) && !(isTeloUser(user) && schoolId !== null)) return [];
  const active = activeRolesAt(user, schoolId);
  const sees: Record<HomeActionKind, boolean> = {
    exportsAwaitingDecision: canViewApplications(active, 'export'),
    importsAwaitingDecision: canViewApplications(active, 'import'),
    transfersToReview: canViewApplications(active, 'import'),
    invoicesDue: canViewBilling(active),
    reviewsToSignOff: schoolId === null ? isTeUser(user) : canViewReviewSignOff(user, schoolId),
  };
  return HOME_ACTION_KINDS.filter((kind) => sees[kind]);
}

/** Who may ask for the counts of a school (any role there; TE users everywhere) or of every school (TE). */
export function readsHomeActions(user: ActionUser, schoolId: number | null): boolean {
  if (isTeUser(user)) return true;
  if (!isTeloUser(user) || schoolId === null) return false;
  return activeRolesAt(user, schoolId).roleList.length > 0;
}

/** One aid year's term whose sign-off window is open. */
export interface OpenReviewTerm {
  aidYearId: number;
  reviewTerm: ReviewTerm;
}

/**
 * The aid years' terms whose review window is open on `today` (3-billing §4): the sign-offs a school may
 * still owe. Oldest aid year first, Fall before Spring.
 */
export function listOpenReviewTerms(
  aidYears: readonly (AidYearDates & { id: number })[],
  today: string,
): OpenReviewTerm[] {
  return [...aidYears]
    .sort((a, b) => a.aidyearbegindate.localeCompare(b.aidyearbegindate) || a.id - b.id)
    .flatMap((year) =>
      REVIEW_TERMS.filter((term) => getReviewWindowState(year, term, today) === 'open').map((term) => ({
        aidYearId: year.id,
        reviewTerm: term,
      })),
    );
}
