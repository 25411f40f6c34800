import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './messages.js';
import { isStrongPassword } from './password-rules.js';
import { signInSchema, updatePasswordFormSchema } from './schemas.js';

describe('password rule (1-core §5)', () => {
  it.each([
    ['Demo@Password1', true],
    ['Short@Pass1', false],
    ['alllowercase@123', false],
    ['ALLUPPERCASE@123', false],
    ['NoDigitsHere@@ab', false],
    ['NoSpecials12345a', false],
    ['Has Space@Pass12', false],
    ['Unicodé@Passw0rd', false],
  ])('%s → %s', (password, ok) => {
    expect(isStrongPassword(password)).toBe(ok);
  });

  it('gives the spec message for a weak password and "Password must match" for a mismatch', () => {
    const weak = updatePasswordFormSchema.safeParse({
      userPassword: 'x',
      userNewPassword: 'weak',
      confirmPassword: 'weak',
    });
    expect(weak.success).toBe(false);
    expect(weak.error?.issues.map((i) => i.message)).toContain(AUTH_MESSAGES.passwordRule);
    const mismatch = updatePasswordFormSchema.safeParse({
      userPassword: 'x',
      userNewPassword: 'Demo@Password1',
      confirmPassword: 'Demo@Password2',
    });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: AUTH_MESSAGES.passwordMustMatch }),
    ]);
  });

  it('requires the current password', () => {
    const r = updatePasswordFormSchema.safeParse({
      userPassword: '',
      userNewPassword: 'Demo@Password1',
      confirmPassword: 'Demo@Password1',
    });
    expect(r.error?.issues[0]).toMatchObject({ path: ['userPassword'], message: 'Required' });
  });
});

describe('sign-in email rule', () => {
  it('requires an email and a valid one', () => {
    expect(signInSchema.safeParse({ userName: '', userPassword: 'x' }).error?.issues[0]?.message).toBe(
      AUTH_MESSAGES.emailRequired,
    );
    expect(signInSchema.safeParse({ userName: 'nope@', userPassword: 'x' }).error?.issues[0]?.message).toBe(
      AUTH_MESSAGES.emailInvalid,
    );
  });
  it('puts no rule on the password (1-core §5)', () => {
    expect(signInSchema.safeParse({ userName: 'telo@alpha.edu', userPassword: '' }).success).toBe(true);
    expect(signInSchema.parse({ userName: 'telo@alpha.edu' }).userPassword).toBe('');
  });
  it('accepts and lowercases a valid email', () => {
    expect(signInSchema.parse({ userName: ' Telo@Alpha.EDU ', userPassword: 'x' }).userName).toBe(
      'telo@alpha.edu',
    );
  });
});
