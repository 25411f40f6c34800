import { ROLE, type SchoolUserRow, TRAINING, type UserDetail } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { bodyToSend, emptyUserValues, schoolUserValues, teUserValues } from './user-form-values';

const role = (userRoleId: number, roleSchoolId: number | null, readOnly = 0) => ({
  roleSchoolId,
  schoolName: null,
  schoolCity: null,
  schoolState: null,
  userRoleId,
  roleName: '',
  readOnly,
});
const account = {
  id: 7,
  userName: 'casey@alpha.edu',
  title: null,
  firstName: 'Casey',
  lastName: 'Morgan',
  middleInitial: null,
  email: 'casey@alpha.edu',
  usertype: 'TELO',
  trainingComplete: TRAINING.COMPLETE,
  DailyDigest: 1,
  isPasswordTemp: 0,
  version: 4,
};

describe('user form values', () => {
  it('starts a school user with training Required and a TE user without training', () => {
    expect(emptyUserValues(true).trainingComplete).toBe(TRAINING.REQUIRED);
    expect(emptyUserValues(false)).not.toHaveProperty('trainingComplete');
  });

  it('fills a school user from the row: empty strings for missing text, read-only flags as 0/1', () => {
    const row: SchoolUserRow = {
      ...account,
      roleName: '',
      primaryUsed: false,
      secondaryUsed: false,
      userRole: [role(ROLE.EXPORT, 1, 1)],
    };
    expect(schoolUserValues(row)).toEqual({
      title: '',
      firstName: 'Casey',
      middleInitial: '',
      lastName: 'Morgan',
      email: 'casey@alpha.edu',
      trainingComplete: TRAINING.COMPLETE,
      DailyDigest: 1,
      userRole: [{ userRoleId: ROLE.EXPORT, readOnly: 1 }],
      version: 4,
    });
  });

  it('fills a TE user with its TE roles only, leaving school roles out', () => {
    const detail: UserDetail = {
      ...account,
      usertype: 'TE',
      canChangeIdentity: true,
      ferpa: 0,
      userRole: [role(ROLE.REPORTS, null), role(ROLE.EXPORT, 3)],
    };
    const values = teUserValues(detail);
    expect(values.userRole).toEqual([{ userRoleId: ROLE.REPORTS, readOnly: 0 }]);
    expect(values).not.toHaveProperty('trainingComplete');
    expect(values.version).toBe(4);
  });

  it('sends the training status only when the editor may change it', () => {
    const body = {
      firstName: 'Casey',
      lastName: 'Morgan',
      middleInitial: null,
      email: 'casey@alpha.edu',
      trainingComplete: TRAINING.COMPLETE,
      userRole: [{ userRoleId: ROLE.EXPORT, readOnly: 0 as const }],
    };
    expect(bodyToSend(body, true)).toHaveProperty('trainingComplete', TRAINING.COMPLETE);
    expect(bodyToSend(body, false)).not.toHaveProperty('trainingComplete');
  });
});
