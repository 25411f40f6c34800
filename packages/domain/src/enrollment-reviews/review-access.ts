import { canSignOffReview, canViewReviewSignOff, isWritingTeUser } from '../reports/report-access.js';
import type { UserRoleAssignment } from '../roles/access.js';
import { isTeloUser, isTeUser, type UserType } from '../roles/roles.js';

type ReviewUser = { usertype: UserType; userRole: readonly UserRoleAssignment[] };

/** The schools of a school user's roles (TE users hold theirs at every school). */
function roleSchoolIds(user: ReviewUser): number[] {
  return [...new Set(user.userRole.map((r) => r.roleSchoolId).filter((id): id is number => id !== null))];
}

/**
 * Signs off at some school: who may send a review write at all, decided before the body names a school
 * (the service then checks the body's school).
 */
export function signsOffSomeReview(user: ReviewUser): boolean {
  if (isTeUser(user)) return isWritingTeUser(user);
  return isTeloUser(user) && roleSchoolIds(user).some((id) => canSignOffReview(user, id));
}

/** Sees some school's sign-off: who may ask for a school's reviews at all. */
export function viewsSomeReviewSignOff(user: ReviewUser): boolean {
  if (isTeUser(user)) return true;
  return isTeloUser(user) && roleSchoolIds(user).some((id) => canViewReviewSignOff(user, id));
}
