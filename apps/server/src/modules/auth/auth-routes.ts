import {
  AUTH_MESSAGES,
  authEndpoints as ep,
  isTeUser,
  isValidEmail,
  type SessionUser,
} from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { hashToken } from '../../platform/sessions/session-tokens.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { badRequest, unauthorized } from '../../plugins/errors.js';
import { requireActor, requireSelf } from '../../plugins/policy.js';
import { createSchoolLogos, type SchoolLogos } from '../../plugins/school-logos.js';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/session.js';
import * as service from './auth-service.js';

/** The session user with the logos of the schools it works with (every school for TE users). */
async function withSchoolLogos(user: SessionUser, logos: SchoolLogos): Promise<SessionUser> {
  const ids = await logos.list();
  const own = new Set(user.userRole.map((r) => r.roleSchoolId));
  return { ...user, schoolLogos: isTeUser(user) ? ids : ids.filter((id) => own.has(id)) };
}

/** Sign-in, session reload, sign-out and password calls of 1-core §7, registered from their contracts. */
export async function authRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const logos = createSchoolLogos(config.logoDir);

  registerEndpoint(app, ep.signIn, async (request, reply) => {
    const previous = request.cookies[SESSION_COOKIE];
    const result = await service.signIn(db, config, {
      userName: request.body.userName,
      userPassword: request.body.userPassword,
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'],
      previousTokenHash: previous ? hashToken(previous) : undefined,
    });
    setSessionCookie(request, reply, result.token, config.sessionAbsoluteHours * 3600);
    return withSchoolLogos(result.user, logos);
  });

  // Also what "Stay signed in" calls: reading the session slides its idle expiry like any call, and the
  // answer says the new end (SESSION_EXPIRES_IN_HEADER).
  registerEndpoint(app, ep.getSessionUser, async (request) =>
    withSchoolLogos(requireActor(request).user, logos),
  );

  // Public: signing out without a session (an expired one) still clears the cookie.
  registerEndpoint(app, ep.signOut, async (request, reply) => {
    if (request.actor) await service.signOut(db, request.actor.tokenHash, request.actor.user.id);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });

  registerEndpoint(app, ep.requestPasswordReset, async (request) => {
    const email = request.params.email.trim().toLowerCase();
    if (!isValidEmail(email))
      throw badRequest(AUTH_MESSAGES.emailInvalid, { email: AUTH_MESSAGES.emailInvalid });
    await service.requestPasswordReset(db, config, email);
    return { message: 'If the email matches one on file, instructions were sent.' };
  });

  registerEndpoint(app, ep.resetPassword, async (request) => {
    await service.resetPassword(db, config, request.body.token, request.body.userNewPassword);
    return { message: AUTH_MESSAGES.resetDone };
  });

  // Another user's id is refused by the contract's `self` rule before the body is looked at.
  registerEndpoint(app, ep.updatePassword, async (request) => {
    const actor = requireSelf(request, request.params.id);
    if (!actor) throw unauthorized();
    await service.updatePassword(db, actor.user.id, request.body.userPassword, request.body.userNewPassword);
    return { message: AUTH_MESSAGES.passwordUpdated };
  });
}
