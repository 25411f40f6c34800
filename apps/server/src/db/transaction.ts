import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.js';
import { isRetryableTransactionFailure } from './pg-errors.js';

/**
 * Attempts of one write in all. A write that PostgreSQL picked as a deadlock victim (the list counters
 * of migrations 0006 and 0008 are locked by many writes, in the order their rows change) or could not
 * serialise is run again from the start: its retry is a new transaction that sees the winner's change.
 */
export const TRANSACTION_ATTEMPTS = 4;

/** The wait before attempt n + 1: growing, with jitter so that the two losers of a deadlock part. */
function retryDelayMs(attempt: number): number {
  return 10 * 2 ** (attempt - 1) * (0.5 + Math.random());
}

/**
 * Runs one write as one transaction with the acting user recorded in a transaction-local setting,
 * which the change-log triggers read. A null user means the system itself (seed, worker).
 *
 * On a deadlock (40P01) or serialization failure (40001) the whole transaction is rolled back and `work`
 * runs again, up to TRANSACTION_ATTEMPTS times: safe because every effect of a write (rows, change log,
 * outbox emails) is in the database. `work` must therefore do nothing outside it (no mail, no files,
 * no shared memory) and rely on nothing it changed in an earlier attempt.
 */
export async function inTransaction<T>(db: Db, actingUserId: number | null, work: (tx: Tx) => Promise<T>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.user_id', ${String(actingUserId ?? '')}, true)`);
        return work(tx as Tx);
      });
    } catch (err) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableTransactionFailure(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
    }
  }
}

/** Changes the acting user mid-transaction (when it is known only after a lookup, as in a password reset). */
export async function setActingUser(tx: Tx, userId: number) {
  await tx.execute(sql`select set_config('app.user_id', ${String(userId)}, true)`);
}
