/** A role choice as the user forms hold it. */
export interface RoleValue {
  userRoleId: number;
  readOnly?: 0 | 1;
}

const sorted = (roles: RoleValue[]) => [...roles].sort((a, b) => a.userRoleId - b.userRoleId);

/**
 * The roles after a role box changed (1-core §4): an exclusive role replaces every other; unchecking
 * a role also clears its read-only flag (the entry goes).
 */
export function toggleRole(
  roles: readonly RoleValue[],
  id: number,
  on: boolean,
  isExclusive: (id: number) => boolean,
): RoleValue[] {
  if (!on) return sorted(roles.filter((r) => r.userRoleId !== id));
  if (isExclusive(id)) return [{ userRoleId: id, readOnly: 0 }];
  return sorted([...roles.filter((r) => r.userRoleId !== id), { userRoleId: id, readOnly: 0 }]);
}

/** The roles after a read-only box changed. */
export function toggleReadOnly(roles: readonly RoleValue[], id: number, on: boolean): RoleValue[] {
  return roles.map((r) => (r.userRoleId === id ? { ...r, readOnly: on ? 1 : 0 } : r));
}

/** True when the role box is disabled: another exclusive role is chosen, or the role is unavailable. */
export function isRoleBlocked(
  roles: readonly RoleValue[],
  id: number,
  isExclusive: (id: number) => boolean,
  unavailable: boolean,
): boolean {
  const checked = roles.some((r) => r.userRoleId === id);
  return !checked && (unavailable || roles.some((r) => isExclusive(r.userRoleId)));
}
