import { resetPasswordBodySchema, signInSchema, updatePasswordBodySchema } from '../auth/schemas.js';
import { sessionUserSchema } from '../auth/session-user.js';
import { idParams, messageSchema } from '../common/api-params.js';
import { forgotPasswordParams } from '../users/user-params.js';
import { defineEndpoint, noContentSchema } from './endpoint.js';

const tag = 'Sign-in and users';

/** Sign-in, session reload, sign-out and password calls of 1-core §7. */
export const authEndpoints = {
  signIn: defineEndpoint({
    operationId: 'signIn',
    method: 'POST',
    path: '/api/login',
    tag,
    summary: 'Sign in',
    description:
      'Sets the session cookie (a new token at every sign-in) and answers the session user. Wrong ' +
      'credentials answer 401 and an untrained TELO 403, each with the 1-core §5 message; too many ' +
      'failures for the account or the address answer 429.',
    access: { kind: 'public' },
    body: signInSchema,
    response: sessionUserSchema,
    errors: [401, 403, 429],
  }),
  getSessionUser: defineEndpoint({
    operationId: 'getSessionUser',
    method: 'POST',
    path: '/api/login/User',
    tag,
    summary: 'Reload the signed-in user from the session',
    description:
      'A POST that only reads: the user, roles and schools of the session cookie. Like every call it ' +
      'slides the idle expiry, so it is also what "Stay signed in" calls; every answer to a caller ' +
      'with a session says in the x-session-expires-in header how many seconds the session has left.',
    access: { kind: 'signedIn' },
    response: sessionUserSchema,
    allowsTemporaryPassword: true,
  }),
  signOut: defineEndpoint({
    operationId: 'signOut',
    method: 'POST',
    path: '/api/user/logout',
    tag,
    summary: 'Sign out',
    description: 'Ends the session when there is one and clears the cookie; answers 204 either way.',
    access: { kind: 'public' },
    response: noContentSchema,
    successStatus: 204,
    allowsTemporaryPassword: true,
  }),
  requestPasswordReset: defineEndpoint({
    operationId: 'requestPasswordReset',
    method: 'PUT',
    path: '/api/user/forgotpwd/{email}',
    tag,
    summary: 'Send a password reset link',
    description:
      'Emails a single-use, expiring reset link when the address is on file; the answer is the same ' +
      'either way, so it tells nobody which addresses have accounts.',
    access: { kind: 'public' },
    params: forgotPasswordParams,
    response: messageSchema,
  }),
  resetPassword: defineEndpoint({
    operationId: 'resetPassword',
    method: 'POST',
    path: '/api/user/resetpwd',
    tag,
    summary: 'Set a new password from a reset link',
    description: 'The link works once; every open session of the account ends.',
    access: { kind: 'public' },
    body: resetPasswordBodySchema,
    response: messageSchema,
  }),
  updatePassword: defineEndpoint({
    operationId: 'updatePassword',
    method: 'PUT',
    path: '/api/user/updatepwd/{id}',
    tag,
    summary: "Change the signed-in user's password",
    description: "Checks the current password; another user's id is refused before the body is read.",
    access: { kind: 'self', staffOnly: false },
    params: idParams,
    body: updatePasswordBodySchema,
    response: messageSchema,
    allowsTemporaryPassword: true,
  }),
};
