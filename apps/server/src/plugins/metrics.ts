import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { isDatabaseUnavailable } from '../db/connection-errors.js';
import { createAppMetrics } from '../platform/metrics/app-metrics.js';
import { metricsAccess } from '../platform/metrics/metrics-access.js';
import { forbidden, notFound } from './errors.js';
import { PROBE_ROUTE } from './session.js';

/** Where Prometheus scrapes. */
export const METRICS_PATH = '/api/metrics';

/** The route label of a request no route matched: its URL would make a label per address tried. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Prometheus metrics at GET /api/metrics (issue 33; docs/decisions/metrics.md): every answered request
 * by route template and status class, the 503s of an unreachable database, and at each scrape the pool,
 * the kept lists and what the database holds for all servers (outbox, daily jobs).
 *
 * The route is not an endpoint contract and stays out of the OpenAPI document on purpose: its answer is
 * Prometheus's text format rather than a schema, and who may read it is decided by where the call comes
 * from or an operator's token, not by a signed-in user (the contracts' access rules and the
 * authorization matrix are about users). A test says so (metrics.test.ts).
 */
export function registerMetrics(app: FastifyInstance, options: { db: Db; config: AppConfig }): void {
  const metrics = createAppMetrics(options.db);
  // The error a request failed with, read when its answer has gone: only a 503 that the error handler
  // gave for an unreachable database counts, not one for a server that is shutting down.
  const failures = new WeakMap<FastifyRequest, unknown>();

  app.addHook('onError', async (request, _reply, error) => {
    failures.set(request, error);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    if (reply.statusCode === 503 && isDatabaseUnavailable(failures.get(request))) {
      metrics.countDatabaseUnavailable();
    }
  });

  app.get(
    METRICS_PATH,
    {
      // No session is looked up (the scrape must answer while the database is away); the handler decides.
      ...PROBE_ROUTE,
      schema: { hide: true },
    },
    async (request, reply) => {
      const access = metricsAccess(
        { socketAddress: request.socket.remoteAddress, headers: request.headers },
        { trustProxy: options.config.trustProxy, token: options.config.metricsToken },
      );
      // To the public the path does not exist; a scraper with a wrong token learns that it is wrong.
      if (access === 'refused') throw notFound();
      if (access === 'wrongToken') throw forbidden();
      const text = await metrics.scrape();
      return reply.type(metrics.contentType).header('cache-control', 'no-store').send(text);
    },
  );
}
