import { describe, expect, it } from 'vitest';
import { activeRolesAt, isWritingTeAdmin, type UserRoleAssignment } from './access.js';
import {
  isStaffUser,
  isStudentUser,
  isTeloUser,
  isTeUser,
  ROLE,
  STAFF_USER_TYPES,
  USER_TYPES,
  type UserType,
} from './roles.js';

const role = (userRoleId: number, roleSchoolId: number | null, readOnly = 0): UserRoleAssignment => ({
  userRoleId,
  roleSchoolId,
  readOnly,
});

describe('account types (1-core §3)', () => {
  it.each<[UserType, { student: boolean; te: boolean; telo: boolean; staff: boolean }]>([
    ['STUDENT', { student: true, te: false, telo: false, staff: false }],
    ['TE', { student: false, te: true, telo: false, staff: true }],
    ['TELO', { student: false, te: false, telo: true, staff: true }],
  ])('classifies a %s account', (usertype, expected) => {
    const user = { usertype };
    expect({
      student: isStudentUser(user),
      te: isTeUser(user),
      telo: isTeloUser(user),
      staff: isStaffUser(user),
    }).toEqual(expected);
  });

  it('treats an unknown stored type as no kind of account', () => {
    const user = { usertype: 'te' };
    expect([isStudentUser(user), isTeUser(user), isTeloUser(user), isStaffUser(user)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('lists the staff types among all types', () => {
    expect(STAFF_USER_TYPES.every((t) => USER_TYPES.includes(t))).toBe(true);
    expect(STAFF_USER_TYPES.map((usertype) => isStaffUser({ usertype }))).toEqual([true, true]);
  });
});

describe('isWritingTeAdmin', () => {
  it('needs a TE account holding TE Admin without read-only', () => {
    expect(isWritingTeAdmin({ usertype: 'TE', userRole: [role(ROLE.ADMIN, null)] })).toBe(true);
    expect(isWritingTeAdmin({ usertype: 'TE', userRole: [role(ROLE.ADMIN, null, 1)] })).toBe(false);
    expect(isWritingTeAdmin({ usertype: 'TE', userRole: [role(ROLE.EXPORT, null)] })).toBe(false);
  });

  it('refuses a school admin: role 1 at a school is not TE Admin', () => {
    expect(isWritingTeAdmin({ usertype: 'TELO', userRole: [role(ROLE.ADMIN, 7)] })).toBe(false);
  });

  it('answers the same from the active roles of a menu context', () => {
    const user = { usertype: 'TE' as const, userRole: [role(ROLE.ADMIN, null)] };
    expect(isWritingTeAdmin({ usertype: 'TE', ...activeRolesAt(user, 3) })).toBe(true);
    expect(isWritingTeAdmin({ usertype: 'TELO', roleList: [ROLE.ADMIN], readOnlyList: [] })).toBe(false);
  });
});
