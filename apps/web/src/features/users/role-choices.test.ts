import { isTeloRole, ROLE } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { isRoleBlocked, toggleReadOnly, toggleRole } from './role-choices';

describe('role choices (1-core §4, §6)', () => {
  it('lets a primary or secondary TELO replace every other role', () => {
    const roles = [
      { userRoleId: ROLE.ADMIN, readOnly: 1 as const },
      { userRoleId: ROLE.EXPORT, readOnly: 0 as const },
    ];
    expect(toggleRole(roles, ROLE.PRIMARY_TELO, true, isTeloRole)).toEqual([
      { userRoleId: ROLE.PRIMARY_TELO, readOnly: 0 },
    ]);
  });

  it('disables the other roles while an exclusive one is chosen, and a used slot', () => {
    const telo = [{ userRoleId: ROLE.SECONDARY_TELO }];
    expect(isRoleBlocked(telo, ROLE.ADMIN, isTeloRole, false)).toBe(true);
    expect(isRoleBlocked(telo, ROLE.SECONDARY_TELO, isTeloRole, false)).toBe(false);
    expect(isRoleBlocked([], ROLE.PRIMARY_TELO, isTeloRole, true)).toBe(true);
    expect(isRoleBlocked([], ROLE.EXPORT, isTeloRole, false)).toBe(false);
  });

  it('clears read-only when its role is unchecked', () => {
    const roles = toggleReadOnly(toggleRole([], ROLE.EXPORT, true, isTeloRole), ROLE.EXPORT, true);
    expect(roles).toEqual([{ userRoleId: ROLE.EXPORT, readOnly: 1 }]);
    const again = toggleRole(
      toggleRole(roles, ROLE.EXPORT, false, isTeloRole),
      ROLE.EXPORT,
      true,
      isTeloRole,
    );
    expect(again).toEqual([{ userRoleId: ROLE.EXPORT, readOnly: 0 }]);
  });

  it('keeps a locked role as it is, and an exclusive role from dropping it', () => {
    const lockedAdmin = (id: number) => id === ROLE.ADMIN;
    const admin = [{ userRoleId: ROLE.ADMIN }];
    expect(isRoleBlocked(admin, ROLE.ADMIN, isTeloRole, false, lockedAdmin)).toBe(true);
    expect(isRoleBlocked([], ROLE.ADMIN, isTeloRole, false, lockedAdmin)).toBe(true);
    expect(isRoleBlocked(admin, ROLE.PRIMARY_TELO, isTeloRole, false, lockedAdmin)).toBe(true);
    expect(isRoleBlocked(admin, ROLE.EXPORT, isTeloRole, false, lockedAdmin)).toBe(false);
    expect(isRoleBlocked([], ROLE.PRIMARY_TELO, isTeloRole, false, lockedAdmin)).toBe(false);
  });
});
