/** The shared school-search limit's counters (issue 33, migration 0018): one row per route and address. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema/shared-limits.js';

/** The length of a window, opened by an address's first request to a route. */
const WINDOW = sql.raw(`interval '1 minute'`);
/** Rows deleted by one cleanup at most, so it stays one short statement however many addresses came. */
const CLEANUP_BATCH = 5_000;

/**
 * Counts a request of `address` to `bucket` in one statement, so concurrent requests on any server
 * serialize on the row: one more in the open window, or 1 in a new window when the last one is over
 * (a window opens with its first request, as @fastify/rate-limit's memory store counted). Times are the
 * database's clock, the one every server shares. Answers the count and the seconds to the window's end.
 */
export async function countRequest(db: Db, bucket: string, address: string) {
  const c = rateLimitCounters;
  const windowOpen = sql`${c.windowStart} > now() - ${WINDOW}`;
  const [row] = await db
    .insert(c)
    .values({ bucket, address, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: [c.bucket, c.address],
      set: {
        hits: sql`case when ${windowOpen} then ${c.hits} + 1 else 1 end`,
        windowStart: sql`case when ${windowOpen} then ${c.windowStart} else now() end`,
      },
    })
    .returning({
      hits: c.hits,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from ${c.windowStart} + ${WINDOW} - now())))::int`,
    });
  return row!;
}

/** Deletes a bounded batch of counters whose window is over. */
export async function deleteClosedWindows(db: Db) {
  await db.execute(sql`
    delete from rate_limit_counters where ctid in (
      select ctid from rate_limit_counters
      where window_start <= now() - ${WINDOW}
      limit ${CLEANUP_BATCH})`);
}
