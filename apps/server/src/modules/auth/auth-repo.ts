import type { SessionUser, UserRoleAssignment, UserType } from '@exchange/domain';
import { roleName, schoolsOf } from '@exchange/domain';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loginFailures, passwordResets, sessions, userRoles, users } from '../../db/schema/auth.js';
import { schools } from '../../db/schema/schools.js';
import { students } from '../../db/schema/students.js';

/** The account row needed to check a sign-in. */
export async function findAccountByEmail(db: DbOrTx, email: string) {
  const rows = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      usertype: users.usertype,
      trainingComplete: users.trainingComplete,
      active: users.active,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0];
}

/** Role assignments with the school's name and place (1-core §3 userRole). */
export async function listUserRoles(db: DbOrTx, userId: number): Promise<SessionUser['userRole']> {
  const rows = await db
    .select({
      roleSchoolId: userRoles.schoolId,
      schoolName: schools.schoolName,
      schoolCity: schools.city,
      schoolState: schools.state,
      userRoleId: userRoles.roleId,
      readOnly: userRoles.readOnly,
    })
    .from(userRoles)
    .leftJoin(schools, eq(schools.id, userRoles.schoolId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(schools.schoolName), asc(userRoles.roleId));
  return rows.map((r) => ({ ...r, roleName: roleName(r.userRoleId, r.roleSchoolId === null) }));
}

/** The signed-in user as the browser receives it, or undefined when gone or disabled. */
export async function loadSessionUser(db: DbOrTx, userId: number): Promise<SessionUser | undefined> {
  const rows = await db
    .select({
      id: users.id,
      userName: users.userName,
      firstName: users.firstName,
      lastName: users.lastName,
      middleInitial: users.middleInitial,
      email: users.email,
      title: users.title,
      usertype: users.usertype,
      trainingComplete: users.trainingComplete,
      DailyDigest: users.dailyDigest,
      isPasswordTemp: users.isPasswordTemp,
      ferpa: users.ferpa,
      emailChanged: users.emailChangeNotice,
      studentId: students.id,
    })
    .from(users)
    .leftJoin(students, eq(students.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.active, true)))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const userRole = await listUserRoles(db, userId);
  const usertype = row.usertype as UserType;
  return {
    ...row,
    usertype,
    studentId: row.studentId ?? null,
    userRole,
    multiSchoolAccess: usertype === 'TELO' && schoolsOf(userRole as UserRoleAssignment[]).length > 1,
  };
}

/** Stores a new session; the token itself never reaches the database. */
export async function insertSession(
  db: DbOrTx,
  values: { tokenHash: string; userId: number; expiresAt: Date; userAgent?: string; ipAddress?: string },
) {
  await db.insert(sessions).values(values);
}

/** A live session by token digest, with idle and absolute expiry applied. */
export async function findLiveSession(db: DbOrTx, tokenHash: string, idleMinutes: number) {
  const rows = await db
    .select({ id: sessions.id, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Marks the session as used now (sliding idle expiry). */
export async function touchSession(db: DbOrTx, sessionId: number) {
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

/** Ends one session server-side. */
export async function endSession(db: DbOrTx, tokenHash: string) {
  await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt)));
}

/** Ends every session of a user (after a password reset). */
export async function endUserSessions(db: DbOrTx, userId: number) {
  await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
}

/** Records one failed sign-in for throttling. */
export async function recordLoginFailure(db: DbOrTx, userName: string, ipAddress: string) {
  await db.insert(loginFailures).values({ userName: userName.toLowerCase(), ipAddress });
}

/** Recent failures for the account and for the address. */
export async function countRecentFailures(db: DbOrTx, userName: string, ipAddress: string, minutes: number) {
  const since = sql`now() - make_interval(mins => ${minutes})`;
  const [row] = await db
    .select({
      byAccount: sql<number>`count(*) filter (where ${loginFailures.userName} = ${userName.toLowerCase()})`,
      byAddress: sql<number>`count(*) filter (where ${loginFailures.ipAddress} = ${ipAddress})`,
    })
    .from(loginFailures)
    .where(gt(loginFailures.failedAt, since));
  return { byAccount: Number(row?.byAccount ?? 0), byAddress: Number(row?.byAddress ?? 0) };
}

/** Forgets the failures of an account after a good sign-in. */
export async function clearLoginFailures(db: DbOrTx, userName: string) {
  await db.delete(loginFailures).where(eq(loginFailures.userName, userName.toLowerCase()));
}

/** Stores a reset link's digest. */
export async function insertPasswordReset(db: DbOrTx, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
}

/** Claims an unused, unexpired reset link (single use): returns its user or undefined. */
export async function claimPasswordReset(db: DbOrTx, tokenHash: string) {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return rows[0];
}

/** Current password hash of a user. */
export async function findPasswordHash(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ passwordHash: users.passwordHash, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

/**
 * Sets a new password; isPasswordTemp tells whether it is a temporary one. The record's version stays:
 * no form edits the password, so a password change must not make an open profile or an administrator's
 * edit of the same account answer "changed by someone else".
 */
export async function setPassword(db: DbOrTx, userId: number, passwordHash: string, isPasswordTemp: 0 | 1) {
  await db
    .update(users)
    .set({ passwordHash, isPasswordTemp, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
