import { describe, expect, it } from 'vitest';
import { ROLE } from '../roles/roles.js';
import { USER_MESSAGES as M } from './messages.js';
import { roleNamesLabel, teloSlotIssue, teloSlotsUsed } from './role-rules.js';

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
