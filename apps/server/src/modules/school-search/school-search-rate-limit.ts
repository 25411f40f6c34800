import { SCHOOL_SEARCH_MESSAGES } from '@exchange/domain';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
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

/**
 * Rate-limits every route registered after it in this (encapsulated) plugin, per address and route:
 * searches at `searchesPerMinute`, reads at `readsPerMinute`. The count is taken in preHandler, after
 * validation: a request the schemas refuse (400) costs no database work and is not counted, so only
 * requests that reach the database use the allowance. Over it: 429 with Retry-After.
 */
export async function registerSchoolSearchRateLimit(app: FastifyInstance, limits: SchoolSearchRateLimits) {
  app.addHook('onRoute', (route) => {
    const max = route.method === 'POST' ? limits.searchesPerMinute : limits.readsPerMinute;
    route.config = { ...route.config, rateLimit: { max, timeWindow: 60_000 } } as typeof route.config;
  });
  await app.register(fastifyRateLimit, {
    global: false,
    hook: 'preHandler',
    errorResponseBuilder: () => new HttpError(429, SCHOOL_SEARCH_MESSAGES.tooManyRequests),
  });
}
