import { describe, expect, it } from 'vitest';
import { ROLE } from '../roles/roles.js';
import { changedIdentityFields, mayChangeIdentity } from './account-identity.js';

const alpha = 1;
const beta = 2;
const role = (userRoleId: number, roleSchoolId: number | null, readOnly = 0) => ({
  userRoleId,
  roleSchoolId,
  readOnly,
});
const telo = (id: number, ...roles: ReturnType<typeof role>[]) => ({
  id,
  usertype: 'TELO' as const,
  userRole: roles,
});
const account = (id: number, ...schools: (number | null)[]) => ({
  id,
  usertype: 'TELO' as const,
  roleSchoolIds: schools,
});

describe('mayChangeIdentity', () => {
  const alphaPrimary = telo(10, role(ROLE.PRIMARY_TELO, alpha));

  it('lets the holder change their own identity', () => {
    expect(mayChangeIdentity(alphaPrimary, account(10, alpha, beta))).toBe(true);
  });

  it("refuses a school's manager for an account that also works at another school", () => {
    expect(mayChangeIdentity(alphaPrimary, account(20, alpha, beta))).toBe(false);
    expect(mayChangeIdentity(alphaPrimary, account(20, beta))).toBe(false);
  });

  it('allows a manager of every school the account works at', () => {
    expect(mayChangeIdentity(alphaPrimary, account(20, alpha))).toBe(true);
    const both = telo(11, role(ROLE.ADMIN, alpha), role(ROLE.SECONDARY_TELO, beta));
    expect(mayChangeIdentity(both, account(20, alpha, beta))).toBe(true);
  });

  it('refuses managers whose role is read-only, and users without a manager role', () => {
    expect(mayChangeIdentity(telo(12, role(ROLE.ADMIN, alpha, 1)), account(20, alpha))).toBe(false);
    expect(mayChangeIdentity(telo(13, role(ROLE.EXPORT, alpha)), account(20, alpha))).toBe(false);
  });

  it('allows a TE Admin who is not read-only, and nobody else at the central office', () => {
    const teAdmin = { id: 1, usertype: 'TE' as const, userRole: [role(ROLE.ADMIN, null)] };
    const teReadOnly = { id: 2, usertype: 'TE' as const, userRole: [role(ROLE.ADMIN, null, 1)] };
    const teBilling = { id: 3, usertype: 'TE' as const, userRole: [role(ROLE.BILLING, null)] };
    expect(mayChangeIdentity(teAdmin, account(20, alpha, beta))).toBe(true);
    expect(mayChangeIdentity(teReadOnly, account(20, alpha))).toBe(false);
    expect(mayChangeIdentity(teBilling, account(20, alpha))).toBe(false);
  });

  it("never lets a school's staff change a TE account or a student", () => {
    expect(mayChangeIdentity(alphaPrimary, { id: 30, usertype: 'TE', roleSchoolIds: [null] })).toBe(false);
    expect(mayChangeIdentity(alphaPrimary, { id: 31, usertype: 'STUDENT', roleSchoolIds: [] })).toBe(false);
  });
});

describe('changedIdentityFields', () => {
  const stored = {
    email: 'Ann@Beta.edu',
    title: 'Dean',
    firstName: 'Ann',
    lastName: 'Lee',
    middleInitial: null,
  };

  it('sees no change in the email case or an empty middle initial', () => {
    expect(changedIdentityFields(stored, { ...stored, email: 'ann@beta.edu', middleInitial: '' })).toEqual(
      [],
    );
  });

  it('names every changed field', () => {
    expect(
      changedIdentityFields(stored, { ...stored, email: 'me@alpha.edu', title: 'Boss', lastName: 'X' }),
    ).toEqual(['email', 'title', 'lastName']);
  });
});
