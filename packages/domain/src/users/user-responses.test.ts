import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { staffUsersQuery, userSchoolParams } from './user-params.js';
import {
  addedSchoolUserSchema,
  savedSchoolUserSchema,
  savedStaffUserSchema,
  schoolUserRowSchema,
  staffUserRowSchema,
  typedSchoolUserSchema,
  userDetailSchema,
} from './user-responses.js';

// Samples copied from real server answers (seeded demo data). `parse(sample)` equal to the sample:
// the schema has every field the server sends and no other.

const account = {
  id: 5,
  userName: 'telo2@alpha.edu',
  title: 'Benefits Manager',
  firstName: 'Marcus',
  lastName: 'Lindgren',
  middleInitial: null,
  email: 'telo2@alpha.edu',
  usertype: 'TELO',
  trainingComplete: 1,
  DailyDigest: 1,
  isPasswordTemp: 0,
  version: 1,
};
const alphaRole = {
  roleSchoolId: 1,
  schoolName: 'Alpha University',
  schoolCity: 'Columbus',
  schoolState: 'OH',
  userRoleId: 7,
  roleName: 'Secondary TELO',
  readOnly: 0,
};

/** GET api/user/school/{schoolId}, one row. */
const schoolUserRow = {
  ...account,
  roleName: 'Secondary TELO',
  userRole: [alphaRole],
  primaryUsed: true,
  secondaryUsed: false,
};

/** GET api/user?usertype=TE, one row. */
const teRow = {
  ...account,
  id: 1,
  userName: 'admin@example.org',
  email: 'admin@example.org',
  usertype: 'TE',
  roleName: 'TE Admin',
  userRole: [
    {
      roleSchoolId: null,
      schoolName: null,
      schoolCity: null,
      schoolState: null,
      userRoleId: 1,
      roleName: 'TE Admin',
      readOnly: 0,
    },
  ],
};

/** GET api/user/{id}. */
const detail = { ...account, canChangeIdentity: true, ferpa: 0, userRole: [alphaRole] };

describe('user answers', () => {
  it('match real grid rows and GET api/user/{id} field for field', () => {
    expect(schoolUserRowSchema.parse(schoolUserRow)).toEqual(schoolUserRow);
    expect(staffUserRowSchema.parse(teRow)).toEqual(teRow);
    expect(userDetailSchema.parse(detail)).toEqual(detail);
  });

  it('need the role places (schoolCity, schoolState) and canChangeIdentity', () => {
    const { schoolCity: _, ...roleWithoutCity } = alphaRole;
    expect(schoolUserRowSchema.safeParse({ ...schoolUserRow, userRole: [roleWithoutCity] }).success).toBe(
      false,
    );
    const { canChangeIdentity: __, ...withoutIdentity } = detail;
    expect(userDetailSchema.safeParse(withoutIdentity).success).toBe(false);
  });

  it('match the write answers', () => {
    const saved = { message: 'Saved', newAccount: true, user: schoolUserRow };
    expect(savedSchoolUserSchema.parse(saved)).toEqual(saved);
    expect(addedSchoolUserSchema.parse(saved)).toEqual(saved);
    const staff = { message: 'Saved', user: teRow };
    expect(savedStaffUserSchema.parse(staff)).toEqual(staff);
  });

  it('echo only what the adder typed when the email already had an account', () => {
    expect(Object.keys(typedSchoolUserSchema.shape).sort()).toEqual(
      [
        'email',
        'firstName',
        'id',
        'lastName',
        'middleInitial',
        'roleName',
        'title',
        'userName',
        'userRole',
      ].sort(),
    );
    const typed = typedSchoolUserSchema.parse(schoolUserRow);
    const added = addedSchoolUserSchema.parse({ message: 'Added', newAccount: false, user: typed });
    expect(added.user).not.toHaveProperty('trainingComplete');
  });
});

describe('user call parameters', () => {
  it('read the path ids as whole positive numbers', () => {
    expect(userSchoolParams.parse({ id: '5', schoolId: '1' })).toEqual({ id: 5, schoolId: 1 });
    expect(userSchoolParams.safeParse({ id: '5', schoolId: '0' }).success).toBe(false);
  });

  it('narrow GET api/user to staff user types only', () => {
    expect(staffUsersQuery.parse({ usertype: 'TE' })).toEqual({ usertype: 'TE' });
    expect(staffUsersQuery.parse({})).toEqual({});
    expect(staffUsersQuery.safeParse({ usertype: 'STUDENT' }).success).toBe(false);
  });

  it('convert to JSON Schema for the OpenAPI document', () => {
    for (const schema of [userDetailSchema, addedSchoolUserSchema, savedStaffUserSchema]) {
      expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
    }
  });
});
