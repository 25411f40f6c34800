import {
  AUTH_MESSAGES,
  forgotPasswordParams,
  idParams,
  isValidEmail,
  messageSchema,
  resetPasswordBodySchema,
  sessionUserSchema,
  signInSchema,
  updatePasswordBodySchema,
} from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { hashToken } from '../../platform/sessions/session-tokens.js';
import { badRequest, unauthorized } from '../../plugins/errors.js';
import { requireActor, requireSelf } from '../../plugins/policy.js';
import { selfGuard, signedIn } from '../../plugins/route-guards.js';
import { clearSessionCookie, PUBLIC_ROUTE, SESSION_COOKIE, setSessionCookie } from '../../plugins/session.js';
import * as service from './auth-service.js';

/** Sign-in, session reload, sign-out and password calls of 1-core §7. */
export async function authRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Sign-in and users'];

  r.post(
    '/api/login',
    {
      ...PUBLIC_ROUTE,
      schema: { tags, summary: 'Sign in', body: signInSchema, response: { 200: sessionUserSchema } },
    },
    async (request, reply) => {
      const previous = request.cookies[SESSION_COOKIE];
      const result = await service.signIn(db, config, {
        userName: request.body.userName,
        userPassword: request.body.userPassword,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'],
        previousTokenHash: previous ? hashToken(previous) : undefined,
      });
      setSessionCookie(request, reply, result.token, config.sessionAbsoluteHours * 3600);
      return result.user;
    },
  );

  r.post(
    '/api/login/User',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Reload the signed-in user from the session',
        response: { 200: sessionUserSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return actor.user;
    },
  );

  r.post(
    '/api/user/logout',
    { ...PUBLIC_ROUTE, schema: { tags, summary: 'Sign out' } },
    async (request, reply) => {
      if (request.actor) await service.signOut(db, request.actor.tokenHash, request.actor.user.id);
      clearSessionCookie(reply);
      return reply.status(204).send();
    },
  );

  r.put(
    '/api/user/forgotpwd/:email',
    {
      ...PUBLIC_ROUTE,
      schema: {
        tags,
        summary: 'Send a reset link when the address is on file (the answer is the same either way)',
        params: forgotPasswordParams,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const email = request.params.email.trim().toLowerCase();
      if (!isValidEmail(email))
        throw badRequest(AUTH_MESSAGES.emailInvalid, { email: AUTH_MESSAGES.emailInvalid });
      await service.requestPasswordReset(db, config, email);
      return { message: 'If the email matches one on file, instructions were sent.' };
    },
  );

  r.post(
    '/api/user/resetpwd',
    {
      ...PUBLIC_ROUTE,
      schema: {
        tags,
        summary: 'Set a new password from an emailed reset link',
        body: resetPasswordBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await service.resetPassword(db, config, request.body.token, request.body.userNewPassword);
      return { message: AUTH_MESSAGES.resetDone };
    },
  );

  r.put(
    '/api/user/updatepwd/:id',
    {
      // Another user's id is refused before the body is looked at.
      config: { access: selfGuard(false) },
      schema: {
        tags,
        summary: "Change the signed-in user's password",
        params: idParams,
        body: updatePasswordBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const actor = requireSelf(request, request.params.id);
      if (!actor) throw unauthorized();
      await service.updatePassword(
        db,
        actor.user.id,
        request.body.userPassword,
        request.body.userNewPassword,
      );
      return { message: AUTH_MESSAGES.passwordUpdated };
    },
  );
}
