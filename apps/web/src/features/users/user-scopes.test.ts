import { ROLE, TRAINING, USER_MESSAGES } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { deleteBlockedReason, SCHOOL_USERS, TE_USERS } from './user-scopes';

const user = (id: number, ...roles: number[]) => ({
  id,
  userRole: roles.map((userRoleId) => ({ userRoleId })),
});

describe('deleteBlockedReason', () => {
  it('refuses removing oneself, with the screen own wording', () => {
    expect(deleteBlockedReason(user(5, ROLE.EXPORT), 5, USER_MESSAGES.cannotRemoveSelf, true)).toBe(
      USER_MESSAGES.cannotRemoveSelf,
    );
  });

  it('refuses removing an Admin unless the editor may change the Admin role', () => {
    expect(deleteBlockedReason(user(6, ROLE.ADMIN), 5, '', false)).toBe(USER_MESSAGES.adminRoleOnlyAdmin);
    expect(deleteBlockedReason(user(6, ROLE.ADMIN), 5, '', true)).toBeNull();
    expect(deleteBlockedReason(user(6, ROLE.EXPORT), 5, '', false)).toBeNull();
  });
});

const email = 'someone@example.org';
const names = { firstName: 'Maxine', lastName: 'Okonkwo', middleInitial: '', email };

describe('the user scopes', () => {
  it('check a school user with the school schema: title required, TELO roles exclusive', async () => {
    const schema = SCHOOL_USERS.form.schema('create');
    const result = await schema.safeParseAsync({
      ...names,
      title: '',
      trainingComplete: TRAINING.REQUIRED,
      DailyDigest: 0,
      userRole: [{ userRoleId: ROLE.EXPORT, readOnly: 0 }],
    });
    expect(result.success).toBe(false);
    expect(SCHOOL_USERS.form.isExclusive(ROLE.PRIMARY_TELO)).toBe(true);
    expect(SCHOOL_USERS.form.isExclusive(ROLE.EXPORT)).toBe(false);
  });

  it('check a new TE user against the 15/20 character names, an edit against the longer limits', async () => {
    const long = { ...names, firstName: 'Maximilianusxyz1', title: '', DailyDigest: 0 };
    const roles = { userRole: [{ userRoleId: ROLE.REPORTS, readOnly: 0 }] };
    expect((await TE_USERS.form.schema('create').safeParseAsync({ ...long, ...roles })).success).toBe(false);
    const edit = await TE_USERS.form.schema('edit').safeParseAsync({ ...long, ...roles, version: 1 });
    expect(edit.success).toBe(true);
    // The school-only fields the one form holds do not reach a TE body.
    expect(edit.success && edit.data).not.toHaveProperty('title');
  });

  it('name the school in the empty school list, and say so for an empty TE list', () => {
    expect(SCHOOL_USERS.emptyMessage('Alpha University')).toBe(
      USER_MESSAGES.noSchoolUsers('Alpha University'),
    );
    expect(SCHOOL_USERS.emptyMessage(null)).toBeUndefined();
    expect(TE_USERS.emptyMessage(null)).toBe(USER_MESSAGES.noTeUsers);
  });

  it('offer read-only on every TE role but Reports, and make TE Admin exclusive', () => {
    expect(TE_USERS.form.canBeReadOnly(ROLE.REPORTS)).toBe(false);
    expect(TE_USERS.form.canBeReadOnly(ROLE.EXPORT)).toBe(true);
    expect(TE_USERS.form.isExclusive(ROLE.ADMIN)).toBe(true);
  });
});
