import { describe, expect, it } from 'vitest';
import { ROLE } from './roles.js';
import { isAllowedAtSchool } from './school-permissions.js';

const at = (roleList: number[], readOnlyList: number[] = []) => ({ roleList, readOnlyList });

describe('school permissions (1-core §6)', () => {
  it('lets any role read the school', () => {
    expect(isAllowedAtSchool(at([ROLE.BILLING]), 'readSchool', 'read')).toBe(true);
    expect(isAllowedAtSchool(at([]), 'readSchool', 'read')).toBe(false);
  });

  it('lets role 1 (not read-only), 6 and 7 update the school and the aid-year form', () => {
    for (const p of ['updateSchool', 'editAidYear', 'manageSchoolUsers'] as const) {
      expect(isAllowedAtSchool(at([ROLE.ADMIN]), p, 'write')).toBe(true);
      expect(isAllowedAtSchool(at([ROLE.ADMIN], [ROLE.ADMIN]), p, 'write')).toBe(false);
      expect(isAllowedAtSchool(at([ROLE.ADMIN], [ROLE.ADMIN]), p, 'read')).toBe(true);
      expect(isAllowedAtSchool(at([ROLE.PRIMARY_TELO]), p, 'write')).toBe(true);
      expect(isAllowedAtSchool(at([ROLE.SECONDARY_TELO]), p, 'write')).toBe(true);
      expect(isAllowedAtSchool(at([ROLE.EXPORT]), p, 'write')).toBe(false);
    }
  });

  it('keeps Delete School and training status to role 1', () => {
    expect(isAllowedAtSchool(at([ROLE.ADMIN]), 'deleteSchool', 'write')).toBe(true);
    expect(isAllowedAtSchool(at([ROLE.PRIMARY_TELO]), 'deleteSchool', 'write')).toBe(false);
    expect(isAllowedAtSchool(at([ROLE.ADMIN]), 'changeTraining', 'write')).toBe(true);
    expect(isAllowedAtSchool(at([ROLE.SECONDARY_TELO]), 'changeTraining', 'write')).toBe(false);
  });
});
