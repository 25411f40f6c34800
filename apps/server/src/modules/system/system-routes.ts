import { systemEndpoints as ep, type OutboxEmail } from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Lifecycle } from '../../platform/lifecycle/lifecycle.js';
import { listOutbox } from '../../platform/outbox/outbox-repo.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { unavailable } from '../../plugins/errors.js';
import { requireTeAdmin } from '../../plugins/policy.js';
import { pingDatabase } from './system-repo.js';

const OK = { status: 'ok' as const };

type OutboxRow = Awaited<ReturnType<typeof listOutbox>>[number];

/** An outbox row as the answer has it: the instants as ISO strings, as JSON always sent them. */
function toOutboxEmail(row: OutboxRow): OutboxEmail {
  return {
    ...row,
    status: row.status as OutboxEmail['status'],
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** Health, the probes of a process manager and a load balancer, public configuration, the outbox view. */
export async function systemRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig; lifecycle: Lifecycle },
) {
  // The probes look up no session: they must answer while the sessions' table is unreachable.
  registerEndpoint(app, ep.getLiveness, async () => OK, { sessionless: true });
  registerEndpoint(
    app,
    ep.getReadiness,
    async () => {
      if (opts.lifecycle.draining) throw unavailable();
      await pingDatabase(opts.db);
      return OK;
    },
    { sessionless: true },
  );
  registerEndpoint(app, ep.getHealth, async () => {
    await pingDatabase(opts.db);
    return OK;
  });
  registerEndpoint(app, ep.getPortalConfig, async () => ({
    programName: opts.config.programName,
    programTimeZone: opts.config.programTimeZone,
  }));
  registerEndpoint(app, ep.listOutbox, async (request) => {
    requireTeAdmin(request, 'read');
    return (await listOutbox(opts.db, request.query.limit)).map(toOutboxEmail);
  });
}
