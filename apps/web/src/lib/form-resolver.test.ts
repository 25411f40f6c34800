import { AUTH_MESSAGES, signInSchema } from '@exchange/domain';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { formResolver } from './form-resolver';

/** A form that names the body's userName "login": the mapping is the caller's, not the resolver's. */
interface LoginForm {
  login: string;
  password: string;
}
const toBody = (v: LoginForm) => ({ userName: v.login, userPassword: v.password });
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<LoginForm>;

/** The message the server gives for the same body (it checks requests with the same schema). */
function serverMessage(body: unknown): string | undefined {
  const result = signInSchema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('formResolver', () => {
  it('puts the schema message of a body path on the form field the caller maps it to', async () => {
    const resolve = formResolver<LoginForm, unknown>(signInSchema, {
      toBody,
      fieldMap: { userName: 'login' },
    });
    const values = { login: 'not-an-email', password: 'x' };
    const result = await resolve(values, undefined, options);
    expect(result.errors.login?.message).toBe(serverMessage(toBody(values)));
    expect(result.errors.login?.message).toBe(AUTH_MESSAGES.emailInvalid);
    expect(result.errors).not.toHaveProperty('userName');
  });

  it('answers the schema output (the API body) when the form is valid', async () => {
    const resolve = formResolver<LoginForm, unknown>(signInSchema, {
      toBody,
      fieldMap: { userName: 'login' },
    });
    const result = await resolve({ login: ' ada@alpha.edu ', password: 'pw' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(signInSchema.parse({ userName: ' ada@alpha.edu ', userPassword: 'pw' }));
  });

  it('drops a path mapped to null and shows the extra rule there instead, without hiding schema messages', async () => {
    const resolve = formResolver<LoginForm, unknown>(signInSchema, {
      toBody,
      fieldMap: { userName: null },
      extraIssues: (v) => [
        { path: 'password', message: 'Extra rule' },
        ...(v.login ? [] : [{ path: 'login', message: 'Say who you are' }]),
      ],
    });
    const result = await resolve({ login: '', password: '' }, undefined, options);
    expect(result.errors.login?.message).toBe('Say who you are');
    expect(result.errors.password?.message).toBe('Extra rule');
  });

  it('maps list entries through a function of the path, the body and the values', async () => {
    const resolve = formResolver<LoginForm, unknown>(signInSchema, {
      toBody,
      fieldMap: (path, _body, values) => (path[0] === 'userName' && values.password ? 'password' : 'login'),
    });
    const result = await resolve({ login: 'nope', password: 'set' }, undefined, options);
    expect(result.errors.password?.message).toBe(AUTH_MESSAGES.emailInvalid);
  });

  it('does not submit a refused body whose every issue the form shows elsewhere', async () => {
    const resolve = formResolver<LoginForm, unknown>(signInSchema, { toBody, fieldMap: { userName: null } });
    const result = await resolve({ login: 'nope', password: '' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors.root?.message).toBe(AUTH_MESSAGES.emailInvalid);
  });

  it('submits the checked body itself when the schema output is not what the API takes', async () => {
    const resolve = formResolver<LoginForm, unknown>(signInSchema, { toBody, submitBody: true });
    const result = await resolve({ login: ' ada@alpha.edu ', password: 'pw' }, undefined, options);
    expect(result.values).toEqual({ userName: ' ada@alpha.edu ', userPassword: 'pw' });
  });
});
