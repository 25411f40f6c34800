import { AUTH_MESSAGES, isBlockedByTraining, type SessionUser, type UserType } from '@exchange/domain';
import type { AppConfig } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction, setActingUser } from '../../db/transaction.js';
import { enqueueEmail } from '../../platform/outbox/outbox-repo.js';
import * as sessions from '../../platform/sessions/session-repo.js';
import { loadSessionUser } from '../../platform/sessions/session-store.js';
import { hashToken, newToken } from '../../platform/sessions/session-tokens.js';
import { badRequest, forbidden, HttpError, unauthorized } from '../../plugins/errors.js';
import * as accounts from '../users/user-accounts-service.js';
import { passwordChangedEmail, resetLinkEmail } from './auth-emails.js';
import * as repo from './auth-repo.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './tokens.js';

// The accounts other modules create (students, staff) hash their first password as sign-in checks it.
export { hashPassword } from './tokens.js';

/** Throttling window and limits (per account, per address). */
export const THROTTLE = { windowMinutes: 15, perAccount: 5, perAddress: 30 } as const;
const RESET_LINK_MINUTES = 60;

export interface SignInResult {
  token: string;
  user: SessionUser;
}

/** Checks the credentials and opens a new session (the token is rotated at every sign-in). */
export async function signIn(
  db: Db,
  config: AppConfig,
  input: {
    userName: string;
    userPassword: string;
    ipAddress: string;
    userAgent?: string;
    previousTokenHash?: string;
  },
): Promise<SignInResult> {
  const failures = await repo.countRecentFailures(
    db,
    input.userName,
    input.ipAddress,
    THROTTLE.windowMinutes,
  );
  if (failures.byAccount >= THROTTLE.perAccount || failures.byAddress >= THROTTLE.perAddress) {
    throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts);
  }
  const account = await repo.findAccountByEmail(db, input.userName);
  let passwordOk = false;
  if (account) passwordOk = await verifyPassword(account.passwordHash, input.userPassword);
  else await verifyAgainstDummy(input.userPassword);
  if (!account || !passwordOk || !account.active) {
    await inTransaction(db, null, (tx) => repo.recordLoginFailure(tx, input.userName, input.ipAddress));
    throw unauthorized(AUTH_MESSAGES.signInFailed);
  }
  if (
    isBlockedByTraining({
      usertype: account.usertype as UserType,
      trainingComplete: account.trainingComplete,
    })
  ) {
    throw forbidden(AUTH_MESSAGES.trainingIncomplete);
  }
  return inTransaction(db, account.id, async (tx) => {
    await repo.clearLoginFailures(tx, input.userName);
    return openSession(tx, config, account.id, input);
  });
}

/** Where a new session comes from: the browser's address and agent, and the session it replaces. */
export interface SessionOrigin {
  ipAddress: string;
  userAgent?: string;
  previousTokenHash?: string;
}

/**
 * Opens a new session for an account inside the caller's transaction (sign-in, applicant sign-up):
 * ends the browser's previous session, so the token is rotated, and answers the token and session user.
 */
export async function openSession(
  tx: Tx,
  config: AppConfig,
  userId: number,
  origin: SessionOrigin,
): Promise<SignInResult> {
  if (origin.previousTokenHash) await sessions.endSession(tx, origin.previousTokenHash);
  const token = newToken();
  await sessions.insertSession(tx, {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + config.sessionAbsoluteHours * 3_600_000),
    userAgent: origin.userAgent?.slice(0, 500),
    ipAddress: isIp(origin.ipAddress) ? origin.ipAddress : undefined,
  });
  const user = await loadSessionUser(tx, userId);
  if (!user) throw unauthorized(AUTH_MESSAGES.signInFailed);
  return { token, user };
}

function isIp(value: string) {
  return /^[\d.]+$|^[\da-f:]+$/i.test(value);
}

/** Ends the session server-side. */
export async function signOut(db: Db, tokenHash: string, userId: number) {
  await inTransaction(db, userId, (tx) => sessions.endSession(tx, tokenHash));
}

/**
 * Forgot password: for a known, active address a single-use link valid for one hour goes to the outbox.
 * The answer is the same whether or not the address is known.
 */
export async function requestPasswordReset(db: Db, config: AppConfig, email: string) {
  const account = await repo.findAccountByEmail(db, email);
  if (!account?.active) return;
  const token = newToken();
  await inTransaction(db, null, async (tx) => {
    await repo.insertPasswordReset(
      tx,
      account.id,
      hashToken(token),
      new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
    );
    await enqueueEmail(tx, resetLinkEmail(config, email, `${config.publicUrl}/resetpassword?token=${token}`));
  });
}

/** Sets a new password from a reset link; the link works once and ends every open session. */
export async function resetPassword(db: Db, config: AppConfig, token: string, newPassword: string) {
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(db, null, async (tx) => {
    const claimed = await repo.claimPasswordReset(tx, hashToken(token));
    if (!claimed) throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
    await setActingUser(tx, claimed.userId);
    await accounts.setPassword(tx, claimed.userId, passwordHash, 0);
    await sessions.endUserSessions(tx, claimed.userId);
    const account = await repo.findPasswordHash(tx, claimed.userId);
    if (account) await enqueueEmail(tx, passwordChangedEmail(config, account.email));
  });
}

/** Changes the signed-in user's own password after checking the current one. */
export async function updatePassword(db: Db, userId: number, current: string, next: string) {
  const account = await repo.findPasswordHash(db, userId);
  if (!account || !(await verifyPassword(account.passwordHash, current))) {
    throw badRequest(AUTH_MESSAGES.currentPasswordWrong, {
      userPassword: AUTH_MESSAGES.currentPasswordWrong,
    });
  }
  if (current === next) {
    throw badRequest(AUTH_MESSAGES.passwordUnchanged, { userNewPassword: AUTH_MESSAGES.passwordUnchanged });
  }
  const passwordHash = await hashPassword(next);
  await inTransaction(db, userId, (tx) => accounts.setPassword(tx, userId, passwordHash, 0));
}
