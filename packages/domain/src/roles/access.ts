import type { UserType } from './roles.js';
import { isStudentUser, isTeloUser, isTeUser, ROLE, TRAINING } from './roles.js';

/** One role assignment as the API reports it (1-core §3 userRole). roleSchoolId is null for TE roles. */
export interface UserRoleAssignment {
  roleSchoolId: number | null;
  schoolName?: string | null;
  schoolCity?: string | null;
  schoolState?: string | null;
  userRoleId: number;
  roleName?: string;
  readOnly: number;
}

/** The roles a user holds at one school, split into active and read-only ids. */
export interface ActiveRoles {
  roleList: number[];
  readOnlyList: number[];
}

/** Active roles at a school: TE users carry their TE roles everywhere; TELO users only where assigned. */
export function activeRolesAt(
  user: { usertype: UserType; userRole: readonly UserRoleAssignment[] },
  schoolId: number | null,
): ActiveRoles {
  if (isStudentUser(user)) return { roleList: [], readOnlyList: [] };
  const held = user.userRole.filter((r) =>
    isTeUser(user) ? r.roleSchoolId === null : schoolId !== null && r.roleSchoolId === schoolId,
  );
  return {
    roleList: [...new Set(held.map((r) => r.userRoleId))].sort((a, b) => a - b),
    readOnlyList: [...new Set(held.filter((r) => r.readOnly === 1).map((r) => r.userRoleId))].sort(
      (a, b) => a - b,
    ),
  };
}

/** Schools a TELO holds any role at, in name order. */
export function schoolsOf(userRole: readonly UserRoleAssignment[]) {
  const seen = new Map<number, { id: number; schoolName: string; city: string; state: string }>();
  for (const r of userRole) {
    if (r.roleSchoolId === null || seen.has(r.roleSchoolId)) continue;
    seen.set(r.roleSchoolId, {
      id: r.roleSchoolId,
      schoolName: r.schoolName ?? '',
      city: r.schoolCity ?? '',
      state: r.schoolState ?? '',
    });
  }
  return [...seen.values()].sort((a, b) => a.schoolName.localeCompare(b.schoolName));
}

/** True when the role is held at the school and not flagged read-only. */
export function canWriteAs(active: ActiveRoles, roleIds: readonly number[]): boolean {
  return roleIds.some((id) => active.roleList.includes(id) && !active.readOnlyList.includes(id));
}

/** True when any of the roles is held (read-only or not). */
export function canReadAs(active: ActiveRoles, roleIds: readonly number[]): boolean {
  return roleIds.some((id) => active.roleList.includes(id));
}

/** 1-core §4: a TELO whose training is still required cannot enter. */
export function isBlockedByTraining(user: { usertype: UserType; trainingComplete: number }): boolean {
  return isTeloUser(user) && user.trainingComplete === TRAINING.REQUIRED;
}

/** TE user holding the TE Admin role (read-only or not). */
export function isTeAdmin(user: { usertype: UserType; userRole: readonly UserRoleAssignment[] }): boolean {
  return isTeUser(user) && user.userRole.some((r) => r.userRoleId === ROLE.ADMIN && r.roleSchoolId === null);
}

/**
 * A TE user holding TE Admin without read-only: the one who changes TE users. Takes the active roles
 * already worked out (a menu context) or works them out from the assignments (a session user).
 */
export function isWritingTeAdmin(
  user: { usertype: UserType } & (ActiveRoles | { userRole: readonly UserRoleAssignment[] }),
): boolean {
  if (!isTeUser(user)) return false;
  const active = 'roleList' in user ? user : activeRolesAt(user, null);
  return canWriteAs(active, [ROLE.ADMIN]);
}
