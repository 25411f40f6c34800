import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * What the database holds that every server shares, read once per scrape: the outbox's backlog and the
 * daily jobs' claims. Instants are seconds since the epoch (null when there is none), ages are measured
 * with the database's clock, the one that wrote them.
 */
export interface SharedState {
  outboxPending: number;
  /** Seconds the oldest email still to send has waited; 0 when none waits. */
  outboxOldestPendingSeconds: number;
  /** Emails given up after their retries. */
  outboxFailed: number;
  digestLastClaimedAt: number | null;
  yearEndCloseLastClaimedAt: number | null;
  yearEndCloseLastFinishedAt: number | null;
  /** Year-end closes claimed and not finished: one at work, or one left by a server that stopped. */
  yearEndCloseUnfinished: number;
}

/** How long the scrape's statement may run in PostgreSQL before it is cancelled. */
const STATEMENT_TIMEOUT_MS = 1000;

type Row = Record<string, string | number | null>;

const num = (value: string | number | null | undefined) => (value === null ? null : Number(value ?? 0));

/**
 * One statement for all of it. The outbox counts use its (status, next_attempt_at) index and the pending
 * rows are few when the worker keeps up; the claim tables hold a row per day and per aid year.
 */
export async function readSharedState(db: Db): Promise<SharedState> {
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${STATEMENT_TIMEOUT_MS}`));
    const result = await tx.execute(sql`
      select
        (select count(*) from email_outbox where status = 'PENDING') as outbox_pending,
        (select coalesce(extract(epoch from now() - min(created_at)), 0)
           from email_outbox where status = 'PENDING') as outbox_oldest_pending_seconds,
        (select count(*) from email_outbox where status = 'FAILED') as outbox_failed,
        (select extract(epoch from max(claimed_at)) from daily_digest_runs) as digest_last_claimed_at,
        (select extract(epoch from max(claimed_at)) from year_end_closes) as close_last_claimed_at,
        (select extract(epoch from max(finished_at)) from year_end_closes) as close_last_finished_at,
        (select count(*) from year_end_closes where finished_at is null) as close_unfinished`);
    // node-postgres answers { rows }, PGlite's driver the same shape.
    return (result as unknown as { rows: Row[] }).rows;
  });
  const row = rows[0] ?? {};
  return {
    outboxPending: num(row.outbox_pending) ?? 0,
    outboxOldestPendingSeconds: num(row.outbox_oldest_pending_seconds) ?? 0,
    outboxFailed: num(row.outbox_failed) ?? 0,
    digestLastClaimedAt: num(row.digest_last_claimed_at),
    yearEndCloseLastClaimedAt: num(row.close_last_claimed_at),
    yearEndCloseLastFinishedAt: num(row.close_last_finished_at),
    yearEndCloseUnfinished: num(row.close_unfinished) ?? 0,
  };
}
