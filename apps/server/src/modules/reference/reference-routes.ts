import {
  contactTypeSchema,
  countrySchema,
  participationTypeSchema,
  regionTypeSchema,
  usStateSchema,
} from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../plugins/policy.js';
import { signedIn } from '../../plugins/route-guards.js';
import { errorResponses } from '../../plugins/validation.js';
import { applicationLookupRoutes } from './application-lookup-routes.js';
import * as repo from './reference-repo.js';

const tags = ['Schools'];
const security = [{ session: [] }];
const lists = [
  {
    url: '/api/schools/state',
    summary: 'US states and territories by name',
    item: usStateSchema,
    load: repo.listStates,
  },
  {
    url: '/api/schools/country',
    summary: 'Countries, United States (id 1) first',
    item: countrySchema,
    load: repo.listCountries,
  },
  {
    url: '/api/schools/regiontype',
    summary: 'Region types',
    item: regionTypeSchema,
    load: repo.listRegionTypes,
  },
  {
    url: '/api/schools/contacttype',
    summary: 'Contact types in the spec order',
    item: contactTypeSchema,
    load: repo.listContactTypes,
  },
  {
    url: '/api/schools/participationtype',
    summary: 'Participation types (exchange programs)',
    item: participationTypeSchema,
    load: repo.listParticipationTypes,
  },
] as const;

/**
 * Reference lists and lookups (1-core §7): those of the school and address forms here, the aid years,
 * categories and statuses in application-lookup-routes. Any signed-in user may read them: students need
 * the states and countries for their application.
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
  await app.register(applicationLookupRoutes, { db: opts.db });
}
