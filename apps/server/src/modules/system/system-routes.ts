import { healthSchema, outboxQuery, portalConfigSchema } from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { requireTeAdmin } from '../../plugins/policy.js';
import { teAdminGuard } from '../../plugins/route-guards.js';
import { PUBLIC_ROUTE } from '../../plugins/session.js';
import { listOutbox } from '../emails/outbox-repo.js';
import { pingDatabase } from './system-repo.js';

/** Health, public configuration and the outbox view for TE admins. */
export async function systemRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/health',
    {
      ...PUBLIC_ROUTE,
      schema: { tags: ['System'], response: { 200: healthSchema } },
    },
    async () => {
      await pingDatabase(opts.db);
      return { status: 'ok' as const };
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
