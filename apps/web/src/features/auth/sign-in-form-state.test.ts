import { AUTH_MESSAGES, signInSchema } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { checkSignIn, firstInvalidField } from './sign-in-form-state';

describe('the sign-in form check', () => {
  it('says the email is required when none was typed, under the email field', async () => {
    expect(await checkSignIn({ userName: '  ', userPassword: '' })).toEqual({
      ok: false,
      errors: { userName: AUTH_MESSAGES.emailRequired },
    });
  });

  it('gives the message the server answers for the same body', async () => {
    const values = { userName: 'not-an-email', userPassword: 'x' };
    const server = signInSchema.safeParse(values);
    expect(server.success).toBe(false);
    expect(await checkSignIn(values)).toEqual({
      ok: false,
      errors: { userName: server.error?.issues[0]?.message },
    });
    expect(server.error?.issues[0]?.message).toBe(AUTH_MESSAGES.emailInvalid);
  });

  it('answers the body the server takes: the email trimmed and lower-cased, any password', async () => {
    expect(await checkSignIn({ userName: ' Ada@Alpha.EDU ', userPassword: '' })).toEqual({
      ok: true,
      body: { userName: 'ada@alpha.edu', userPassword: '' },
    });
  });

  it('focuses the first field of the form that has a message', () => {
    expect(firstInvalidField({ userPassword: 'b', userName: 'a' })).toBe('userName');
    expect(firstInvalidField({ userPassword: 'b' })).toBe('userPassword');
    expect(firstInvalidField({})).toBeUndefined();
  });
});
