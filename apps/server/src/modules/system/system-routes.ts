import { apiErrorSchema, healthSchema, outboxQuery, portalConfigSchema } from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Lifecycle } from '../../platform/lifecycle/lifecycle.js';
import { unavailable } from '../../plugins/errors.js';
import { requireTeAdmin } from '../../plugins/policy.js';
import { teAdminGuard } from '../../plugins/route-guards.js';
import { PROBE_ROUTE, PUBLIC_ROUTE } from '../../plugins/session.js';
import { listOutbox } from '../emails/outbox-repo.js';
import { pingDatabase } from './system-repo.js';

const OK = { status: 'ok' as const };

/** Health, the probes of a process manager and a load balancer, public configuration, the outbox view. */
export async function systemRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig; lifecycle: Lifecycle },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/health/live',
    {
      ...PROBE_ROUTE,
      schema: {
        tags: ['System'],
        summary: 'Liveness: 200 while the process runs, even with the database away (restart it otherwise)',
        response: { 200: healthSchema },
      },
    },
    async () => OK,
  );
  r.get(
    '/api/health/ready',
    {
      ...PROBE_ROUTE,
      schema: {
        tags: ['System'],
        summary:
          'Readiness: 200 when the database answers and the server is not shutting down; else 503 with Retry-After (send no traffic)',
        response: { 200: healthSchema, 503: apiErrorSchema },
      },
    },
    async () => {
      if (opts.lifecycle.draining) throw unavailable();
      await pingDatabase(opts.db);
      return OK;
    },
  );
  r.get(
    '/api/health',
    {
      ...PUBLIC_ROUTE,
      schema: { tags: ['System'], response: { 200: healthSchema } },
    },
    async () => {
      await pingDatabase(opts.db);
      return OK;
    },
  );
  r.get(
    '/api/config',
    {
      ...PUBLIC_ROUTE,
      schema: { tags: ['System'], response: { 200: portalConfigSchema } },
    },
    async () => ({ programName: opts.config.programName, programTimeZone: opts.config.programTimeZone }),
  );
  r.get(
    '/api/outbox',
    {
      config: { access: teAdminGuard('read') },
      schema: {
        tags: ['System'],
        summary: 'Recent outgoing emails (TE admin)',
        querystring: outboxQuery,
      },
    },
    async (request) => {
      requireTeAdmin(request, 'read');
      return listOutbox(opts.db, request.query.limit);
    },
  );
}
