import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../plugins/policy.js';
import { signedIn } from '../../plugins/route-guards.js';
import { errorResponses } from '../../plugins/validation.js';
import * as repo from './reference-repo.js';

const tags = ['Schools'];
const security = [{ session: [] }];
const lists = [
  {
    url: '/api/schools/state',
    summary: 'US states and territories by name',
    item: z.object({ id: z.number(), stateName: z.string(), stateAbbr: z.string() }),
    load: repo.listStates,
  },
  {
    url: '/api/schools/country',
    summary: 'Countries, United States (id 1) first',
    item: z.object({ id: z.number(), countryName: z.string() }),
    load: repo.listCountries,
  },
  {
    url: '/api/schools/regiontype',
    summary: 'Region types',
    item: z.object({ id: z.number(), regionName: z.string() }),
    load: repo.listRegionTypes,
  },
  {
    url: '/api/schools/contacttype',
    summary: 'Contact types in the spec order',
    item: z.object({ id: z.number(), contactType: z.string() }),
    load: repo.listContactTypes,
  },
  {
    url: '/api/schools/participationtype',
    summary: 'Participation types (exchange programs)',
    item: z.object({ id: z.number(), participationName: z.string() }),
    load: repo.listParticipationTypes,
  },
] as const;

/**
 * Reference lists of the school and address forms (1-core §7). Any signed-in user may read them:
 * students need the states and countries for their application.
 */
export async function referenceRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const list of lists) {
    r.get(
      list.url,
      {
        config: { access: signedIn },
        schema: {
          tags,
          security,
          summary: `${list.summary} (any signed-in user)`,
          response: { 200: z.array(list.item), ...errorResponses() },
        },
      },
      async (request) => {
        requireActor(request);
        return list.load(opts.db);
      },
    );
  }
}
