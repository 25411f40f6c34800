import { z } from 'zod';
import { isTeloRole, READ_ONLY_CAPABLE_ROLES, ROLE, roleName } from '../roles/roles.js';
import { USER_MESSAGES as M } from './messages.js';

const flag = z.union([z.literal(0), z.literal(1)]);

/** One role in a school user form: a role id (1-7) and its read-only flag. */
export const roleChoiceSchema = z.object({
  userRoleId: z.number().int().min(ROLE.ADMIN).max(ROLE.SECONDARY_TELO),
  readOnly: flag.default(0),
});
export type RoleChoice = z.output<typeof roleChoiceSchema>;

/** One role in a TE user form: TE roles are ids 1-5 (TE Admin, Export, Import, Billing, Reports). */
export const teRoleChoiceSchema = z.object({
  userRoleId: z.number().int().min(ROLE.ADMIN).max(ROLE.REPORTS),
  readOnly: flag.default(0),
});

/** Roles-form rules of 1-core §4/§6: at least one; primary and secondary TELO exclusive with any other. */
export function schoolRoleIssues(roles: readonly RoleChoice[]): string | null {
  const ids = new Set(roles.map((r) => r.userRoleId));
  if (ids.size === 0) return M.roleRequired;
  if ([...ids].some(isTeloRole) && ids.size > 1) return M.teloExclusive;
  return null;
}

/** TE role rules (1-core §6): at least one; TE Admin exclusive with the rest. */
export function teRoleIssues(roles: readonly RoleChoice[]): string | null {
  const ids = new Set(roles.map((r) => r.userRoleId));
  if (ids.size === 0) return M.roleRequired;
  if (ids.has(ROLE.ADMIN) && ids.size > 1) return M.teAdminExclusive;
  return null;
}

/**
 * One entry per role, sorted, with read-only kept only where it means something: school roles
 * 1-4 (1-core §5, §6), TE roles all but Reports, which is always saved non-read-only.
 */
export function normaliseRoleChoices(roles: readonly RoleChoice[], te = false): RoleChoice[] {
  const unique = new Map<number, RoleChoice>();
  for (const r of roles) unique.set(r.userRoleId, r);
  return [...unique.values()]
    .map((r) => {
      const capable = te
        ? r.userRoleId !== ROLE.REPORTS
        : (READ_ONLY_CAPABLE_ROLES as readonly number[]).includes(r.userRoleId);
      return { userRoleId: r.userRoleId, readOnly: capable ? r.readOnly : 0 } as RoleChoice;
    })
    .sort((a, b) => a.userRoleId - b.userRoleId);
}

type RoleFlags = readonly { userRoleId: number; readOnly?: number }[];

/** The roles as "id:readOnly" keys, one per role, sorted (absent read-only counts as 0). */
function roleKeys(roles: RoleFlags): string[] {
  return [...new Set(roles.map((r) => `${r.userRoleId}:${r.readOnly === 1 ? 1 : 0}`))].sort();
}

/** True when both lists hold the same roles with the same read-only flags. */
export function sameRoles(a: RoleFlags, b: RoleFlags): boolean {
  return roleKeys(a).join() === roleKeys(b).join();
}

/** True when the list holds the school Admin role (role 1). */
export function holdsAdminRole(roles: readonly { userRoleId: number }[]): boolean {
  return roles.some((r) => r.userRoleId === ROLE.ADMIN);
}

/**
 * True when going from `before` to `after` gives, removes or changes (read-only flag) the Admin role:
 * what only a role-1 user may do (SCHOOL_PERMISSIONS.changeAdminRole).
 */
export function adminRoleChanged(before: RoleFlags, after: RoleFlags): boolean {
  const admin = (roles: RoleFlags) => roleKeys(roles.filter((r) => r.userRoleId === ROLE.ADMIN)).join();
  return admin(before) !== admin(after);
}

/** Daily Digest is forced on for primary and secondary TELO (1-core §4, §6). */
export function forcesDailyDigest(roles: readonly { userRoleId: number }[]): boolean {
  return roles.some((r) => isTeloRole(r.userRoleId));
}

/** A school member with the role ids they hold there. */
export interface SchoolMemberRoles {
  id: number;
  userRole: readonly { userRoleId: number }[];
}

/**
 * primaryUsed / secondaryUsed of 1-core §6: the school's primary or secondary TELO slot is held by a
 * user other than `userId` (null for a new user), so that checkbox is disabled.
 */
export function teloSlotsUsed(members: readonly SchoolMemberRoles[], userId: number | null) {
  const others = members.filter((m) => m.id !== userId);
  const holds = (role: number) => others.some((m) => m.userRole.some((r) => r.userRoleId === role));
  return { primaryUsed: holds(ROLE.PRIMARY_TELO), secondaryUsed: holds(ROLE.SECONDARY_TELO) };
}

/** The message refusing a TELO role already held by another user of the school, or null. */
export function teloSlotIssue(
  roles: readonly { userRoleId: number }[],
  used: { primaryUsed: boolean; secondaryUsed: boolean },
): string | null {
  if (used.primaryUsed && roles.some((r) => r.userRoleId === ROLE.PRIMARY_TELO)) return M.primaryUsed;
  if (used.secondaryUsed && roles.some((r) => r.userRoleId === ROLE.SECONDARY_TELO)) return M.secondaryUsed;
  return null;
}

/** The grid's Role column: names in role order, read-only ones marked (TE names when `te`). */
export function roleNamesLabel(
  roles: readonly { userRoleId: number; readOnly: number }[],
  te = false,
): string {
  return [...roles]
    .sort((a, b) => a.userRoleId - b.userRoleId)
    .map((r) => `${roleName(r.userRoleId, te)}${r.readOnly === 1 ? ` ${M.readOnlySuffix}` : ''}`)
    .join(', ');
}
