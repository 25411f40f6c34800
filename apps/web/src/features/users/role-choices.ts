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

/**
 * True when the role box is disabled: the role is locked (the editor may not change it), another
 * exclusive role is chosen, the role is unavailable, or it is exclusive and choosing it would drop a
 * locked role that is checked.
 */
export function isRoleBlocked(
  roles: readonly RoleValue[],
  id: number,
  isExclusive: (id: number) => boolean,
  unavailable: boolean,
  locked: (id: number) => boolean = () => false,
): boolean {
  if (locked(id)) return true;
  const checked = roles.some((r) => r.userRoleId === id);
  if (checked) return false;
  if (unavailable || roles.some((r) => isExclusive(r.userRoleId))) return true;
  return isExclusive(id) && roles.some((r) => locked(r.userRoleId));
}
