import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.js';

/**
 * Runs one write as one transaction with the acting user recorded in a transaction-local setting,
 * which the change-log triggers read. A null user means the system itself (seed, worker).
 */
export async function inTransaction<T>(db: Db, actingUserId: number | null, work: (tx: Tx) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.user_id', ${String(actingUserId ?? '')}, true)`);
    return work(tx as Tx);
  });
}

/** Changes the acting user mid-transaction (when it is known only after a lookup, as in a password reset). */
export async function setActingUser(tx: Tx, userId: number) {
  await tx.execute(sql`select set_config('app.user_id', ${String(userId)}, true)`);
}
