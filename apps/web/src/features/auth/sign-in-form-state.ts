import { type SignInInput, signInSchema } from '@exchange/domain';
import { issuesByField } from '../../lib/schema-issues';

/** The sign-in form's fields, in the order they show (the first invalid one takes the focus). */
export const SIGN_IN_FIELDS = ['userName', 'userPassword'] as const;
export type SignInFieldName = (typeof SIGN_IN_FIELDS)[number];

/** The body POST api/login takes: the schema's output (the email trimmed and lower-cased). */
export type SignInBody = ReturnType<typeof signInSchema.parse>;

/** A message under each field that has one. */
export type SignInErrors = Partial<Record<SignInFieldName, string>>;

export type SignInCheck = { ok: true; body: SignInBody } | { ok: false; errors: SignInErrors };

/**
 * Checks the form with the schema the server checks POST api/login with, so the browser shows the very
 * message the server would answer; the first message of a field wins (as on every other form).
 */
export async function checkSignIn(values: SignInInput): Promise<SignInCheck> {
  const result = await signInSchema.safeParseAsync(values);
  if (result.success) return { ok: true, body: result.data };
  const byField = issuesByField(result.error.issues, undefined, values, values);
  const errors: SignInErrors = {};
  for (const field of SIGN_IN_FIELDS) {
    const message = byField[field]?.message;
    if (message) errors[field] = message;
  }
  return { ok: false, errors };
}

/** The field to focus after a refused check: the first, in the form's order, with a message. */
export function firstInvalidField(errors: SignInErrors): SignInFieldName | undefined {
  return SIGN_IN_FIELDS.find((field) => errors[field]);
}
