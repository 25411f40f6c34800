import { SCHOOL_SEARCH_MESSAGES } from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../plugins/errors.js';
import { countRequest, deleteClosedWindows } from './school-search-rate-limit-repo.js';

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
  /** How often a server deletes the counters of windows over (each server on its own; any one suffices). */
  const CLEANUP_INTERVAL_MS = 60_000;
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
