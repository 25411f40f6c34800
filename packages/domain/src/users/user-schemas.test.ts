import { describe, expect, it } from 'vitest';
import { ROLE } from '../roles/roles.js';
import { USER_MESSAGES as M } from './messages.js';
import { profileSchema, schoolUserSchema, teUserCreateSchema, teUserUpdateSchema } from './user-schemas.js';

const schoolUser = (o: Record<string, unknown> = {}) => ({
  title: 'Registrar',
  firstName: 'Ada',
  lastName: 'King',
  email: 'Ada.King@Test.edu',
  userRole: [{ userRoleId: ROLE.EXPORT, readOnly: 1 }],
  ...o,
});
const teUser = (o: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'King',
  email: 'ada@example.org',
  userRole: [{ userRoleId: ROLE.EXPORT }],
  ...o,
});

function messageFor(
  schema: {
    safeParse(v: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  input: unknown,
  path: string,
) {
  const r = schema.safeParse(input);
  return r.success ? undefined : r.error?.issues.find((i) => i.path.join('.') === path)?.message;
}

describe('school user schema (1-core §5)', () => {
  it('normalises the email and keeps read-only where it applies', () => {
    const r = schoolUserSchema.parse(schoolUser());
    expect(r.email).toBe('ada.king@test.edu');
    expect(r.userRole).toEqual([{ userRoleId: ROLE.EXPORT, readOnly: 1 }]);
    expect(r.trainingComplete).toBeUndefined();
  });

  it('requires title, names and a valid email', () => {
    expect(messageFor(schoolUserSchema, schoolUser({ title: ' ' }), 'title')).toBe(M.titleRequired);
    expect(messageFor(schoolUserSchema, schoolUser({ firstName: '' }), 'firstName')).toBe(
      M.firstNameRequired,
    );
    expect(messageFor(schoolUserSchema, schoolUser({ lastName: '' }), 'lastName')).toBe(M.lastNameRequired);
    expect(messageFor(schoolUserSchema, schoolUser({ email: '' }), 'email')).toBe(M.emailRequired);
    expect(messageFor(schoolUserSchema, schoolUser({ email: 'ada@' }), 'email')).toBe(M.emailInvalid);
    expect(messageFor(schoolUserSchema, schoolUser({ middleInitial: 'AB' }), 'middleInitial')).toBe(
      M.middleInitialMax,
    );
  });

  it('needs a role, keeps TELO roles exclusive and forces the daily digest for them', () => {
    expect(messageFor(schoolUserSchema, schoolUser({ userRole: [] }), 'userRole')).toBe(M.roleRequired);
    const both = schoolUser({ userRole: [{ userRoleId: ROLE.PRIMARY_TELO }, { userRoleId: ROLE.ADMIN }] });
    expect(messageFor(schoolUserSchema, both, 'userRole')).toBe(M.teloExclusive);
    const telo = schoolUserSchema.parse(
      schoolUser({ DailyDigest: 0, userRole: [{ userRoleId: ROLE.SECONDARY_TELO, readOnly: 1 }] }),
    );
    expect(telo.DailyDigest).toBe(1);
    expect(telo.userRole).toEqual([{ userRoleId: ROLE.SECONDARY_TELO, readOnly: 0 }]);
  });

  it('reports the roles rule with the other fields, not only once they are valid', () => {
    const input = schoolUser({ title: '', email: 'x', userRole: [] });
    expect(messageFor(schoolUserSchema, input, 'title')).toBe(M.titleRequired);
    expect(messageFor(schoolUserSchema, input, 'userRole')).toBe(M.roleRequired);
    const te = teUser({ firstName: '', userRole: [] });
    expect(messageFor(teUserCreateSchema, te, 'userRole')).toBe(M.roleRequired);
    expect(messageFor(teUserUpdateSchema, te, 'userRole')).toBe(M.roleRequired);
  });

  it('clears read-only on roles that cannot have it', () => {
    const r = schoolUserSchema.parse(
      schoolUser({
        userRole: [
          { userRoleId: ROLE.REPORTS, readOnly: 1 },
          { userRoleId: ROLE.BILLING, readOnly: 1 },
        ],
      }),
    );
    expect(r.userRole).toEqual([
      { userRoleId: ROLE.BILLING, readOnly: 1 },
      { userRoleId: ROLE.REPORTS, readOnly: 0 },
    ]);
  });
});

describe('TE user schemas (1-core §5, §6)', () => {
  it('limits names on create: first 15, last 20', () => {
    expect(messageFor(teUserCreateSchema, teUser({ firstName: 'x'.repeat(16) }), 'firstName')).toBe(
      M.firstNameMax,
    );
    expect(messageFor(teUserCreateSchema, teUser({ lastName: 'x'.repeat(21) }), 'lastName')).toBe(
      M.lastNameMax,
    );
    expect(messageFor(teUserCreateSchema, teUser({ email: 'bad' }), 'email')).toBe(M.emailInvalid);
    expect(messageFor(teUserCreateSchema, teUser({ userRole: [] }), 'userRole')).toBe(M.roleRequired);
  });

  it('checks only required fields on edit', () => {
    expect(teUserUpdateSchema.safeParse(teUser({ firstName: 'x'.repeat(16) })).success).toBe(true);
    expect(messageFor(teUserUpdateSchema, teUser({ firstName: '' }), 'firstName')).toBe(M.firstNameRequired);
  });

  it('keeps TE Admin exclusive and saves Reports non-read-only', () => {
    const admin = teUser({ userRole: [{ userRoleId: ROLE.ADMIN }, { userRoleId: ROLE.REPORTS }] });
    expect(messageFor(teUserCreateSchema, admin, 'userRole')).toBe(M.teAdminExclusive);
    const r = teUserCreateSchema.parse(
      teUser({
        userRole: [
          { userRoleId: ROLE.REPORTS, readOnly: 1 },
          { userRoleId: ROLE.IMPORT, readOnly: 1 },
        ],
      }),
    );
    expect(r.userRole).toEqual([
      { userRoleId: ROLE.IMPORT, readOnly: 1 },
      { userRoleId: ROLE.REPORTS, readOnly: 0 },
    ]);
    expect(
      teUserCreateSchema.safeParse(teUser({ userRole: [{ userRoleId: ROLE.PRIMARY_TELO }] })).success,
    ).toBe(false);
  });
});

describe('profile schema (1-core §5)', () => {
  it('limits the names and the middle initial', () => {
    const base = { firstName: 'Ada', lastName: 'King', email: 'ada@test.edu' };
    expect(profileSchema.safeParse(base).success).toBe(true);
    expect(messageFor(profileSchema, { ...base, firstName: 'x'.repeat(16) }, 'firstName')).toBe(
      M.firstNameMax,
    );
    expect(messageFor(profileSchema, { ...base, lastName: 'x'.repeat(21) }, 'lastName')).toBe(M.lastNameMax);
    expect(messageFor(profileSchema, { ...base, middleInitial: 'AB' }, 'middleInitial')).toBe(
      M.middleInitialMax,
    );
    expect(messageFor(profileSchema, { ...base, email: 'x' }, 'email')).toBe(M.emailInvalid);
  });
});
