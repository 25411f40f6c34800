import {
  type ActiveRoles,
  activeRolesAt,
  canReadAs,
  canWriteAs,
  type UserRoleAssignment,
} from '../roles/access.js';
import { isTeloUser, isTeUser, ROLE, type UserType } from '../roles/roles.js';

/** Roles that open Reports and Change Logs at a school (open-points 28); every TE user opens them. */
const REPORT_ROLES: readonly number[] = [ROLE.ADMIN, ROLE.REPORTS, ROLE.PRIMARY_TELO, ROLE.SECONDARY_TELO];
/** Roles that see and tick the enrollment review sign-off at a school (open-points 31). */
const SIGN_OFF_ROLES: readonly number[] = [ROLE.ADMIN, ROLE.PRIMARY_TELO, ROLE.SECONDARY_TELO];

type ReportUser = { usertype: UserType; userRole: readonly UserRoleAssignment[] };

/** The active roles at the selected school open Reports and Change Logs (menu and route guard). */
export function opensReports(ctx: { usertype: UserType } & ActiveRoles): boolean {
  return isTeUser(ctx) || (isTeloUser(ctx) && canReadAs(ctx, REPORT_ROLES));
}

/** A school user's reports read this school's rows; a TE user reads every school's (open-points 28). */
export function canReadReportsAt(user: ReportUser, schoolId: number): boolean {
  if (isTeUser(user)) return true;
  return isTeloUser(user) && canReadAs(activeRolesAt(user, schoolId), REPORT_ROLES);
}

/** The schools whose report rows a school user reads, in id order (empty for other users). */
export function reportSchoolIds(user: ReportUser): number[] {
  if (!isTeloUser(user)) return [];
  const ids = new Set<number>();
  for (const r of user.userRole) if (r.roleSchoolId !== null) ids.add(r.roleSchoolId);
  return [...ids].filter((id) => canReadReportsAt(user, id)).sort((a, b) => a - b);
}

/** Opens some report: a TE user, or a school user holding a report role somewhere. */
export function readsSomeReports(user: ReportUser): boolean {
  return isTeUser(user) || reportSchoolIds(user).length > 0;
}

/** TE-only reports and the Admin change log, and the All Schools choice (open-points 28, 29). */
export function readsTeReports(user: { usertype: UserType }): boolean {
  return isTeUser(user);
}

/** Sees the Fall and Spring sign-off of a school: TE users and the school's roles 1, 6, 7 (open-points 31). */
export function canViewReviewSignOff(user: ReportUser, schoolId: number): boolean {
  if (isTeUser(user)) return true;
  return isTeloUser(user) && canReadAs(activeRolesAt(user, schoolId), SIGN_OFF_ROLES);
}

/**
 * A TE user who is not read-only (3-billing §6: the admin read-only marker makes a TE user read-only):
 * some TE role held without its read-only flag, and not TE Admin read-only.
 */
export function isWritingTeUser(user: ReportUser): boolean {
  if (!isTeUser(user)) return false;
  const active = activeRolesAt(user, null);
  if (active.readOnlyList.includes(ROLE.ADMIN)) return false;
  return active.roleList.some((id) => !active.readOnlyList.includes(id));
}

/**
 * Ticks, corrects and removes the sign-off (open-points 31): TE users not read-only, and the school's
 * roles 1, 6, 7 without their read-only flag.
 */
export function canSignOffReview(user: ReportUser, schoolId: number): boolean {
  if (isTeUser(user)) return isWritingTeUser(user);
  return isTeloUser(user) && canWriteAs(activeRolesAt(user, schoolId), SIGN_OFF_ROLES);
}

/** The sign-off screen is in the menu for TE users and a school's roles 1, 6, 7 (open-points 31). */
export function opensReviewSignOff(ctx: { usertype: UserType } & ActiveRoles): boolean {
  return isTeUser(ctx) || (isTeloUser(ctx) && canReadAs(ctx, SIGN_OFF_ROLES));
}
