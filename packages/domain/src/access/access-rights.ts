import { canRecordBilling, canViewBilling, seesSomeBilling } from '../billing/billing-access.js';
import { signsOffSomeReview, viewsSomeReviewSignOff } from '../enrollment-reviews/review-access.js';
import { readsHomeActions } from '../home/home-actions.js';
import {
  canReadReportsAt,
  canSignOffReview,
  canViewReviewSignOff,
  readsSomeReports,
} from '../reports/report-access.js';
import { activeRolesAt, type UserRoleAssignment } from '../roles/access.js';
import { isTeUser, type UserType } from '../roles/roles.js';

/** The part of a session user the access rights read. */
export type RightUser = { usertype: UserType; userRole: readonly UserRoleAssignment[] };

/**
 * A right a staff user holds at some schools (open-points 17, 28, 31): the endpoints name it in their
 * access (`schoolRight`, `someSchoolRight`), the server's guard asks it before the body is read.
 */
export interface SchoolRight {
  /** Who holds it, for the API document: "… at the school {param} names" follows. */
  readonly who: string;
  /** Holds it at this school. */
  at(user: RightUser, schoolId: number): boolean;
  /** Holds it at some school: who may ask at all (an id that is not one is then left to validation). */
  somewhere(user: RightUser): boolean;
}

/** Some school among the user's roles where `at` holds (TE users hold their TE roles at every school). */
function atSomeRoleSchool(user: RightUser, at: (user: RightUser, schoolId: number) => boolean): boolean {
  return user.userRole.some((r) => r.roleSchoolId !== null && at(user, r.roleSchoolId));
}

/** The school rights the API's access rules name (docs/architecture.md "Access rules"). */
export const SCHOOL_RIGHTS = {
  /** The reports and change logs of a school (open-points 28). */
  readReports: {
    who: 'TE users, or a school user holding role 1, 5, 6 or 7',
    at: canReadReportsAt,
    somewhere: readsSomeReports,
  },
  /** A school's invoices (open-points 17). */
  viewBilling: {
    who: 'Roles 1, 4, 6 or 7 (read-only included), or a TE user holding TE Admin or Billing,',
    at: (user, schoolId) => canViewBilling(activeRolesAt(user, schoolId)),
    somewhere: seesSomeBilling,
  },
  /** The home page's action counts of a school (issue 24). */
  readHomeActions: {
    who: 'TE users, or staff with any role',
    at: readsHomeActions,
    somewhere: (user) => isTeUser(user) || atSomeRoleSchool(user, readsHomeActions),
  },
  /** A school's enrollment review sign-off, read (open-points 31). */
  viewReviewSignOff: {
    who: "TE users, or the school's roles 1, 6 or 7 (read-only included)",
    at: canViewReviewSignOff,
    somewhere: viewsSomeReviewSignOff,
  },
  /** Signing off a school's enrollment review (open-points 31). */
  signOffReviews: {
    who: "TE users who are not read-only, or the school's roles 1, 6 or 7 without read-only",
    at: canSignOffReview,
    somewhere: signsOffSomeReview,
  },
} as const satisfies Record<string, SchoolRight>;
export type SchoolRightName = keyof typeof SCHOOL_RIGHTS;

/** A right of TE users beyond being one. */
export interface TeRight {
  readonly who: string;
  holds(user: RightUser): boolean;
}

/** The TE rights the API's access rules name. */
export const TE_RIGHTS = {
  /** Add Fee and Add Payment (3-billing §6, open-points 17). */
  recordBilling: {
    who: 'TE users holding TE Admin or Billing, without a read-only marker.',
    holds: canRecordBilling,
  },
} as const satisfies Record<string, TeRight>;
export type TeRightName = keyof typeof TE_RIGHTS;
