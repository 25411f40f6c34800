import { describe, expect, it } from 'vitest';
import { ROLE } from '../roles/roles.js';
import { USER_MESSAGES as M } from './messages.js';
import {
  adminRoleChanged,
  holdsAdminRole,
  roleNamesLabel,
  sameRoles,
  teloSlotIssue,
  teloSlotsUsed,
} from './role-rules.js';

describe('primary and secondary TELO slots (1-core §6)', () => {
  const members = [
    { id: 1, userRole: [{ userRoleId: ROLE.PRIMARY_TELO }] },
    { id: 2, userRole: [{ userRoleId: ROLE.EXPORT }] },
  ];

  it('marks a slot used when another user holds it', () => {
    expect(teloSlotsUsed(members, null)).toEqual({ primaryUsed: true, secondaryUsed: false });
    expect(teloSlotsUsed(members, 1)).toEqual({ primaryUsed: false, secondaryUsed: false });
  });

  it('refuses a used slot with the domain message', () => {
    const used = { primaryUsed: true, secondaryUsed: true };
    expect(teloSlotIssue([{ userRoleId: ROLE.PRIMARY_TELO }], used)).toBe(M.primaryUsed);
    expect(teloSlotIssue([{ userRoleId: ROLE.SECONDARY_TELO }], used)).toBe(M.secondaryUsed);
    expect(teloSlotIssue([{ userRoleId: ROLE.ADMIN }], used)).toBeNull();
  });
});

describe('roleNamesLabel', () => {
  it('lists names in role order and marks read-only roles', () => {
    expect(
      roleNamesLabel([
        { userRoleId: ROLE.IMPORT, readOnly: 0 },
        { userRoleId: ROLE.EXPORT, readOnly: 1 },
      ]),
    ).toBe('Export (Read Only), Import');
    expect(roleNamesLabel([{ userRoleId: ROLE.ADMIN, readOnly: 0 }], true)).toBe('TE Admin');
  });
});

describe('own roles and the Admin role', () => {
  const admin = { userRoleId: ROLE.ADMIN, readOnly: 0 };
  const adminReadOnly = { userRoleId: ROLE.ADMIN, readOnly: 1 };
  const exportRole = { userRoleId: ROLE.EXPORT, readOnly: 0 };

  it('compares role lists by role and read-only flag, in any order', () => {
    expect(sameRoles([exportRole, admin], [admin, { userRoleId: ROLE.EXPORT }])).toBe(true);
    expect(sameRoles([admin], [adminReadOnly])).toBe(false);
    expect(sameRoles([admin], [admin, exportRole])).toBe(false);
  });

  it('sees the Admin role given, removed or made read-only, and nothing else', () => {
    expect(adminRoleChanged([], [admin])).toBe(true);
    expect(adminRoleChanged([admin, exportRole], [exportRole])).toBe(true);
    expect(adminRoleChanged([admin], [adminReadOnly])).toBe(true);
    expect(adminRoleChanged([admin, exportRole], [admin])).toBe(false);
    expect(adminRoleChanged([exportRole], [{ userRoleId: ROLE.IMPORT, readOnly: 1 }])).toBe(false);
    expect(holdsAdminRole([exportRole, adminReadOnly])).toBe(true);
    expect(holdsAdminRole([exportRole])).toBe(false);
  });
});
