import {
  isTeloUser,
  roleName,
  type SessionUser,
  schoolsOf,
  type UserRoleAssignment,
  type UserType,
} from '@exchange/domain';
import type { Db, DbOrTx } from '../../db/client.js';
import { findSessionActor, findSessionUserRow, type SessionUserRow, touchSession } from './session-repo.js';
import { hashToken } from './session-tokens.js';

/** Who is calling: the session and its user, loaded once per request. */
export interface Actor {
  sessionId: number;
  tokenHash: string;
  user: SessionUser;
  /**
   * When the session ends unless used again (idle or absolute expiry, the sooner), in this server's
   * clock (epoch ms): the answer tells the browser (SESSION_EXPIRES_IN_HEADER).
   */
  endsAt: number;
}

/** Whole seconds a session has left at `now` (never negative), as the answer header carries them. */
export function secondsLeft(actor: Pick<Actor, 'endsAt'>, now = Date.now()): number {
  return Math.max(0, Math.floor((actor.endsAt - now) / 1000));
}

/** Resolves session cookies to callers, with a short-lived in-process cache. */
export interface SessionStore {
  /** The caller a session token belongs to, or null when the session is unknown, ended or expired. */
  resolve(token: string): Promise<Actor | null>;
  /** Drops every cached session, so the next request of each reads the database again. */
  clear(): void;
}

export interface SessionStoreOptions {
  db: Db;
  idleMinutes: number;
  /**
   * How long a resolved session may be reused without asking the database, in milliseconds (0: never).
   * This bounds how long a sign-out, password reset or role change made through another server can go
   * unnoticed here; changes made through this server clear the cache at once (see clear()).
   */
  cacheMs: number;
  /** Most sessions kept; beyond it the cache starts afresh rather than growing with the traffic. */
  maxEntries?: number;
}

interface Entry {
  /** When the lookup began: the answer can be no older than this, so it expires cacheMs after it. */
  startedAt: number;
  actor: Promise<Actor | null>;
}

/** The session user as the browser receives it, from the row the session statements answer. */
export function toSessionUser(row: SessionUserRow): SessionUser {
  const { userRole: roles, studentId, ...user } = row;
  const userRole = roles.map((r) => ({ ...r, roleName: roleName(r.userRoleId, r.roleSchoolId === null) }));
  const usertype = user.usertype as UserType;
  return {
    ...user,
    usertype,
    studentId: studentId ?? null,
    userRole,
    multiSchoolAccess: isTeloUser({ usertype }) && schoolsOf(userRole as UserRoleAssignment[]).length > 1,
  };
}

/** The signed-in user as the browser receives it, or undefined when gone or disabled. */
export async function loadSessionUser(db: DbOrTx, userId: number): Promise<SessionUser | undefined> {
  const row = await findSessionUserRow(db, userId);
  return row ? toSessionUser(row) : undefined;
}

/** Freezes a cached user, so no request can change what the next request of the session sees. */
function freezeUser(user: SessionUser): SessionUser {
  for (const role of user.userRole) Object.freeze(role);
  Object.freeze(user.userRole);
  return Object.freeze(user);
}

/** A session store over the database; one per server process (app). */
export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { db, idleMinutes, cacheMs } = options;
  const maxEntries = options.maxEntries ?? 10_000;
  const cache = new Map<string, Entry>();

  async function lookUp(tokenHash: string): Promise<Actor | null> {
    // Taken before the statement, so the end computed from it is never later than the true one.
    const startedAt = Date.now();
    const row = await findSessionActor(db, tokenHash, idleMinutes);
    if (!row) return null;
    // Idle expiry slides with use, but writing on every read would make every read a write: the
    // last-seen time is written at most once a minute per session (the statement says when it is due).
    const { sessionId, needsTouch, lastSeenAgoMs, absoluteLeftMs, ...userRow } = row;
    if (needsTouch) await touchSession(db, sessionId);
    const idleLeftMs = idleMinutes * 60_000 - (needsTouch ? 0 : Number(lastSeenAgoMs));
    const endsAt = startedAt + Math.min(idleLeftMs, Number(absoluteLeftMs));
    return { sessionId, tokenHash, user: freezeUser(toSessionUser(userRow)), endsAt };
  }

  function remember(tokenHash: string, entry: Entry) {
    if (cache.size >= maxEntries) {
      for (const [key, old] of cache) if (entry.startedAt - old.startedAt >= cacheMs) cache.delete(key);
      if (cache.size >= maxEntries) cache.clear();
    }
    cache.set(tokenHash, entry);
    // A failed lookup (database down) is not remembered: the next request tries again.
    entry.actor.catch(() => {
      if (cache.get(tokenHash) === entry) cache.delete(tokenHash);
    });
  }

  return {
    resolve(token) {
      const tokenHash = hashToken(token);
      if (cacheMs <= 0) return lookUp(tokenHash);
      const now = Date.now();
      const cached = cache.get(tokenHash);
      // Concurrent requests of one session share one lookup (the entry holds the pending promise).
      if (cached && now - cached.startedAt < cacheMs) return cached.actor;
      const entry: Entry = { startedAt: now, actor: lookUp(tokenHash) };
      remember(tokenHash, entry);
      return entry.actor;
    },
    clear() {
      cache.clear();
    },
  };
}
