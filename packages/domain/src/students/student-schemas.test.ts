import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/messages.js';
import { STUDENT_MESSAGES as M } from './messages.js';
import { ferpaChangeIssue, registrationSchema, studentProfileSchema } from './student-schemas.js';

const registration = {
  firstName: 'Ana',
  middleInitial: 'B',
  lastName: 'Cruz',
  email: 'Ana.Cruz@Example.com',
  userPassword: 'Demo@Password1',
  confirmPassword: 'Demo@Password1',
  ferpa: 1,
};

const firstIssue = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => ({
  path: r.error?.issues[0]?.path.join('.'),
  message: r.error?.issues[0]?.message,
});

describe('applicant sign-up schema (1-core §5)', () => {
  it('accepts a valid sign-up, lowercases the email and keeps ferpa 0/1', () => {
    const v = registrationSchema.parse({ ...registration, ferpa: true });
    expect(v).toMatchObject({ email: 'ana.cruz@example.com', ferpa: 1, middleInitial: 'B' });
    expect(registrationSchema.parse({ ...registration, ferpa: undefined, middleInitial: '' })).toMatchObject({
      ferpa: 0,
      middleInitial: null,
    });
  });

  it.each([
    ['firstName', '', M.firstNameRequired],
    ['lastName', '', M.lastNameRequired],
    ['middleInitial', 'AB', M.middleInitialMax],
    ['email', '', M.emailRequired],
    ['email', 'nope@', M.emailInvalid],
    ['userPassword', '', M.passwordRequired],
    ['userPassword', 'weak', AUTH_MESSAGES.passwordRule],
    ['firstName', 'Bartholomewaaaaa', M.firstNameMax],
  ])('%s = %j → %s', (field, value, message) => {
    const r = registrationSchema.safeParse({ ...registration, [field]: value });
    expect(firstIssue(r)).toEqual({ path: field, message });
  });

  it('requires the confirmation to match', () => {
    const r = registrationSchema.safeParse({ ...registration, confirmPassword: 'Demo@Password2' });
    expect(firstIssue(r)).toEqual({ path: 'confirmPassword', message: AUTH_MESSAGES.passwordMustMatch });
  });

  it('accepts only STUDENT as userType', () => {
    expect(registrationSchema.safeParse({ ...registration, userType: 'TE' }).success).toBe(false);
  });
});

describe('student profile schema', () => {
  const profile = {
    studentFirstName: 'Ana',
    studentLastName: 'Cruz',
    studentMiddleInitial: null,
    studentEmail: 'ana@example.com',
    ferpa: 0,
  };
  it('applies the profile limits', () => {
    expect(studentProfileSchema.safeParse(profile).success).toBe(true);
    const long = studentProfileSchema.safeParse({ ...profile, studentLastName: 'x'.repeat(21) });
    expect(firstIssue(long)).toEqual({ path: 'studentLastName', message: M.lastNameMax });
  });

  it('never clears FERPA consent once given', () => {
    expect(ferpaChangeIssue(0, 1)).toBeNull();
    expect(ferpaChangeIssue(1, 1)).toBeNull();
    expect(ferpaChangeIssue(1, 0)).toBe(M.ferpaCannotBeCleared);
  });
});
