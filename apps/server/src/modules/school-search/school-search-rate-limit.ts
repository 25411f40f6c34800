import { SCHOOL_SEARCH_MESSAGES } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema/shared-limits.js';
import { HttpError } from '../../plugins/errors.js';

/** Requests per minute and address the public member-school calls accept. */
export interface SchoolSearchRateLimits {
  /** Each GET call. */
  readsPerMinute: number;
  /** POST api/schoolsearch. */
  searchesPerMinute: number;
}

/**
 * A visitor reading member pages makes four reads a page and a search now and then: 120 reads and 30
 * searches a minute per address leave people alone and stop a scraper or a flood.
 */
export const DEFAULT_SCHOOL_SEARCH_RATE_LIMITS: SchoolSearchRateLimits = {
  readsPerMinute: 120,
  searchesPerMinute: 30,
};

/** The length of a window, opened by an address's first request to a route. */
const WINDOW = sql.raw(`interval '1 minute'`);
/** How often a server deletes the counters of windows over (each server on its own; any one suffices). */
const CLEANUP_INTERVAL_MS = 60_000;
/** Rows deleted by one cleanup at most, so it stays one short statement however many addresses came. */
const CLEANUP_BATCH = 5_000;

/**
 * Counts a request of `address` to `bucket` in one statement, so concurrent requests on any server
 * serialize on the row: one more in the open window, or 1 in a new window when the last one is over
 * (a window opens with its first request, as @fastify/rate-limit's memory store counted). Times are the
 * database's clock, the one every server shares. Answers the count and the seconds to the window's end.
 */
async function countRequest(db: Db, bucket: string, address: string) {
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
async function deleteClosedWindows(db: Db) {
  await db.execute(sql`
    delete from rate_limit_counters where ctid in (
      select ctid from rate_limit_counters
      where window_start <= now() - ${WINDOW}
      limit ${CLEANUP_BATCH})`);
}

/**
 * Rate-limits every route registered after it in this (encapsulated) plugin, per address and route:
 * searches at `searchesPerMinute`, reads at `readsPerMinute`. The counters are rows in the database, so
 * every server on it shares one allowance per visitor (issue 33). The count is taken in preHandler, after
 * validation: a request the schemas refuse (400) costs no database work and is not counted, so only
 * requests that reach the database use the allowance. Over it: 429 with Retry-After.
 */
export async function registerSchoolSearchRateLimit(
  app: FastifyInstance,
  db: Db,
  limits: SchoolSearchRateLimits,
) {
  let lastCleanup = 0;
  app.addHook('preHandler', async (request, reply) => {
    const isSearch = request.method === 'POST';
    // HEAD is answered by the GET route, so it spends that route's allowance.
    const bucket = `${isSearch ? 'POST' : 'GET'} ${request.routeOptions.url}`;
    const { hits, retryAfterSeconds } = await countRequest(db, bucket, request.ip);
    if (Date.now() - lastCleanup >= CLEANUP_INTERVAL_MS) {
      lastCleanup = Date.now();
      await deleteClosedWindows(db);
    }
    const max = isSearch ? limits.searchesPerMinute : limits.readsPerMinute;
    if (hits > max) {
      reply.header('retry-after', String(retryAfterSeconds));
      throw new HttpError(429, SCHOOL_SEARCH_MESSAGES.tooManyRequests);
    }
  });
}
