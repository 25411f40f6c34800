import { schoolReferenceEndpoints as ep } from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { requireActor } from '../../plugins/policy.js';
import * as repo from './reference-repo.js';

/**
 * Reference lists and lookups (1-core §7): those of the school and address forms here, the aid years,
 * categories and statuses in application-lookup-routes. Any signed-in user may read them: students need
 * the states and countries for their application.
 */
export async function referenceRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const lists = [
    [ep.listStates, repo.listStates],
    [ep.listCountries, repo.listCountries],
    [ep.listRegionTypes, repo.listRegionTypes],
    [ep.listContactTypes, repo.listContactTypes],
    [ep.listParticipationTypes, repo.listParticipationTypes],
  ] as const;
  for (const [endpoint, load] of lists) {
    registerEndpoint(app, endpoint, async (request) => {
      requireActor(request);
      return load(opts.db);
    });
  }
}
