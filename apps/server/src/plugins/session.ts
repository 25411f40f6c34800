import { AUTH_MESSAGES, SESSION_EXPIRES_IN_HEADER } from '@exchange/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { type Actor, createSessionStore, secondsLeft } from '../platform/sessions/session-store.js';
import { forbidden, unauthorized } from './errors.js';
import type { AccessRule } from './route-guards.js';

export type { Actor } from '../platform/sessions/session-store.js';

export const SESSION_COOKIE = 'ep_session';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Open to anonymous callers (sign-in, sign-up, password reset, health). Every other API route needs a session. */
    public?: boolean;
    /** Never reads a session, even when a cookie comes along: the health probes answer with the database away. */
    sessionless?: boolean;
    /** Who may call the route, decided after the session and before the input (plugins/route-guards.ts). */
    access?: AccessRule;
    /** A caller whose password is temporary may still call it (open-points 37; the contract's flag). */
    allowsTemporaryPassword?: boolean;
  }
}

/** Route options of an API route anyone may call. */
export const PUBLIC_ROUTE = { config: { public: true } } as const;

/** Route options of a probe (liveness, readiness): anyone may call it, and no session is looked up. */
export const PROBE_ROUTE = { config: { public: true, sessionless: true } } as const;

interface SessionOptions {
  db: Db;
  idleMinutes: number;
  /** How long this server may reuse a resolved session before asking the database again (ms). */
  cacheMs: number;
}

// Methods that change nothing; every other request may end a session or change a user or a role.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
  // A new session: its absolute lifetime here, cut to the idle length as the answer leaves (onSend).
  reply.header(SESSION_EXPIRES_IN_HEADER, String(maxAgeSeconds));
}

/** Removes the session cookie. */
export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.header(SESSION_EXPIRES_IN_HEADER, '0');
}

/** API URLs behind the session (the OpenAPI pages are open). */
function isGuardedUrl(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Says how long the caller's session has left (SESSION_EXPIRES_IN_HEADER), so the browser can warn
 * before it ends (WCAG 2.2.1): after this request slid its idle expiry; a session opened by this
 * request for at most the idle length; none when there is no session.
 */
function tellSessionEnd(request: FastifyRequest, reply: FastifyReply, idleMinutes: number) {
  const opened = reply.getHeader(SESSION_EXPIRES_IN_HEADER);
  if (opened !== undefined) {
    const seconds = Math.min(Number(opened), Math.floor(idleMinutes * 60));
    reply.header(SESSION_EXPIRES_IN_HEADER, String(seconds));
  } else if (request.actor) reply.header(SESSION_EXPIRES_IN_HEADER, String(secondsLeft(request.actor)));
}

async function sessionPlugin(app: FastifyInstance, options: SessionOptions) {
  const store = createSessionStore(options);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config?.sessionless) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.actor = await store.resolve(token);
  });
  // A write through this server (sign-out, password reset, role or account change) takes effect here at
  // once: the cache is emptied before the answer leaves, so the caller's next request reads the
  // database. Other servers notice within cacheMs, when their entries expire.
  app.addHook('onSend', async (request, reply) => {
    if (!SAFE_METHODS.has(request.method)) store.clear();
    tellSessionEnd(request, reply, options.idleMinutes);
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
    // A temporary password opens only the calls that change it (open-points 37): the rest answer 403
    // before the route's own rule, so nothing is read or written with an emailed password.
    if (request.actor.user.isPasswordTemp === 1 && !config.allowsTemporaryPassword)
      throw forbidden(AUTH_MESSAGES.temporaryPasswordMustChange);
    await config.access?.(request);
    return payload;
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['@fastify/cookie'] });
