import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loginFailures, passwordResets, users } from '../../db/schema/auth.js';

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
