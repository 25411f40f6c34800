import type { SessionUser } from '@exchange/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { findLiveSession, loadSessionUser, touchSession } from '../modules/auth/auth-repo.js';
import { hashToken } from '../modules/auth/tokens.js';
import { unauthorized } from './errors.js';
import type { AccessRule } from './route-guards.js';

export const SESSION_COOKIE = 'ep_session';

/** Who is calling: the session and its user, loaded once per request. */
export interface Actor {
  sessionId: number;
  tokenHash: string;
  user: SessionUser;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Open to anonymous callers (sign-in, sign-up, password reset, health). Every other API route needs a session. */
    public?: boolean;
    /** Who may call the route, decided after the session and before the input (plugins/route-guards.ts). */
    access?: AccessRule;
  }
}

/** Route options of an API route anyone may call. */
export const PUBLIC_ROUTE = { config: { public: true } } as const;

interface SessionOptions {
  db: Db;
  idleMinutes: number;
  absoluteHours: number;
}

// Touching the session on every request would write on every read; once a minute is enough for idle expiry.
const TOUCH_AFTER_MS = 60_000;

/** Sets the session cookie (httpOnly, SameSite=Lax, Secure behind TLS). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
}

/** Removes the session cookie. */
export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** API URLs behind the session (the OpenAPI pages are open). */
function isGuardedUrl(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

async function sessionPlugin(app: FastifyInstance, options: SessionOptions) {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const tokenHash = hashToken(token);
    const session = await findLiveSession(options.db, tokenHash, options.idleMinutes);
    if (!session) return;
    const user = await loadSessionUser(options.db, session.userId);
    if (!user) return;
    if (Date.now() - new Date(session.lastSeenAt).getTime() > TOUCH_AFTER_MS) {
      await touchSession(options.db, session.id);
    }
    request.actor = { sessionId: session.id, tokenHash, user };
  });
  // Every API route says who may call it; a route added without a rule stops the server at start-up,
  // so no route is open by omission.
  app.addHook('onRoute', (route) => {
    if (!isGuardedUrl(route.url) || route.config?.public || route.config?.access) return;
    throw new Error(`${route.method} ${route.url} declares no access rule (config.access or PUBLIC_ROUTE)`);
  });
  // Anonymous callers get 401 and refused callers 403 before their body is even read, so a bad body
  // (invalid JSON, too large, the wrong type) never tells them more than "sign in" or "not allowed":
  // 401, then 403, then 400.
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.is404 || !isGuardedUrl(request.url)) return payload;
    const { config } = request.routeOptions;
    if (config.public) return payload;
    if (!request.actor) throw unauthorized();
    await config.access?.(request);
    return payload;
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['@fastify/cookie'] });
