import * as z from 'zod/mini';
import { emailField } from '../common/email.js';
import { whenMissing } from '../common/validation-messages.js';
import { AUTH_MESSAGES as M } from './messages.js';
import { isStrongPassword } from './password-rules.js';

/**
 * Sign-in form and POST api/login body. The password has no rule (1-core §5): whatever is typed, an
 * empty password included, goes to the server, which answers the one sign-in failure message.
 */
export const signInSchema = z.object({
  userName: emailField(M.emailRequired, M.emailInvalid),
  userPassword: z._default(z.string(), ''),
});
export type SignInInput = z.input<typeof signInSchema>;

/** Forgot-password form. */
export const forgotPasswordSchema = z.object({ email: emailField(M.emailRequired, M.emailInvalid) });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

const newPassword = z
  .string({ error: whenMissing(M.newPasswordRequired) })
  .check(z.minLength(1, M.newPasswordRequired), z.refine(isStrongPassword, M.passwordRule));

const passwordPair = {
  userNewPassword: newPassword,
  confirmPassword: z
    .string({ error: whenMissing(M.confirmPasswordRequired) })
    .check(z.minLength(1, M.confirmPasswordRequired)),
};

/** Confirmation must equal the new password ('Password must match'). */
const passwordsMatch = z.refine<{ userNewPassword: string; confirmPassword: string }>(
  (v) => v.userNewPassword === v.confirmPassword,
  { path: ['confirmPassword'], message: M.passwordMustMatch },
);

/** Temporary-password dialog and Update Password dialog. */
export const updatePasswordFormSchema = z
  .object({
    userPassword: z
      .string({ error: whenMissing(M.currentPasswordRequired) })
      .check(z.minLength(1, M.currentPasswordRequired)),
    ...passwordPair,
  })
  .check(passwordsMatch);
export type UpdatePasswordForm = z.input<typeof updatePasswordFormSchema>;

/** PUT api/user/updatepwd/{id} body. */
export const updatePasswordBodySchema = z.object({
  userPassword: z.string().check(z.minLength(1, M.currentPasswordRequired)),
  userNewPassword: newPassword,
});

/** Reset-password page (from the emailed link). */
export const resetPasswordFormSchema = z
  .object({ token: z.string().check(z.minLength(1)), ...passwordPair })
  .check(passwordsMatch);
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** POST api/user/resetpwd body. */
export const resetPasswordBodySchema = z.object({
  token: z.string().check(z.minLength(1)),
  userNewPassword: newPassword,
});
