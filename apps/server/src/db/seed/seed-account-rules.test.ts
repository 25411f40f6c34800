/** The account check of seeded-rows.test.ts finds each kind of role set the user forms would not save. */
import { ROLE } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { type CheckedAccount, findAccountBreaches } from '../../test/seed-account-rules.js';

const te = (...roles: [number, 0 | 1][]): CheckedAccount => ({
  email: 'te.user@example.org',
  firstName: 'Jordan',
  lastName: 'Reyes',
  title: 'Program Analyst',
  usertype: 'TE',
  dailyDigest: 0,
  roles: roles.map(([roleId, readOnly]) => ({ schoolId: null, roleId, readOnly })),
});

const telo = (dailyDigest: 0 | 1, ...roles: [number, number, 0 | 1][]): CheckedAccount => ({
  email: 'liaison@alpha.edu',
  firstName: 'Dana',
  lastName: 'Whitfield',
  title: 'Director of Human Resources',
  usertype: 'TELO',
  dailyDigest,
  roles: roles.map(([schoolId, roleId, readOnly]) => ({ schoolId, roleId, readOnly })),
});

const details = (account: CheckedAccount) => findAccountBreaches([account]).map((b) => b.detail);

describe('findAccountBreaches', () => {
  it('accepts what the TE-user and school-user forms save', () => {
    expect(
      findAccountBreaches([
        te([ROLE.ADMIN, 1]),
        te([ROLE.EXPORT, 1], [ROLE.REPORTS, 0]),
        telo(1, [7, ROLE.PRIMARY_TELO, 0]),
        // Roles at two schools, each set one the form accepts; read-only on an export role.
        telo(0, [7, ROLE.ADMIN, 0], [8, ROLE.EXPORT, 1], [8, ROLE.IMPORT, 0]),
      ]),
    ).toEqual([]);
  });

  it('refuses TE Admin beside other TE roles, and a read-only Reports role (1-core §5, §6)', () => {
    // The demo's readonly.admin@example.org before issue 32.
    const before = te(
      [ROLE.ADMIN, 1],
      [ROLE.EXPORT, 1],
      [ROLE.IMPORT, 1],
      [ROLE.BILLING, 1],
      [ROLE.REPORTS, 0],
    );
    expect(details(before)).toEqual([expect.stringMatching(/^TE roles 1 read-only, 2 read-only, .*: /)]);
    expect(details(te([ROLE.REPORTS, 1]))).toEqual(['TE roles 5 read-only: the form saves 5']);
    expect(details(te())).toHaveLength(1);
  });

  it('refuses a TELO role beside another role, read-only where the form has none, and a TELO without the digest', () => {
    expect(details(telo(1, [7, ROLE.PRIMARY_TELO, 0], [7, ROLE.EXPORT, 0]))).toHaveLength(1);
    expect(details(telo(0, [7, ROLE.REPORTS, 1]))).toEqual([
      'roles 5 read-only at school 7: the form saves 5',
    ]);
    expect(details(telo(0, [7, ROLE.SECONDARY_TELO, 0]))).toEqual([
      'daily digest 0 at school 7: the form saves 1',
    ]);
  });

  it('refuses roles held in the wrong place for the user type', () => {
    expect(
      details({ ...te([ROLE.EXPORT, 0]), roles: [{ schoolId: 7, roleId: ROLE.EXPORT, readOnly: 0 }] }),
    ).toContain('a TE user holds a role at a school');
    expect(details(telo(0))).toEqual(['a school user without a role']);
  });
});
