import { schoolSearchEndpoints as ep } from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import {
  DEFAULT_SCHOOL_SEARCH_RATE_LIMITS,
  registerSchoolSearchRateLimit,
  type SchoolSearchRateLimits,
} from './school-search-rate-limit.js';
import * as service from './school-search-service.js';

/**
 * The public member-school calls (3-billing §7), registered from their contracts: no session needed,
 * rate-limited per address inside this plugin only, counted in the database so all servers share the
 * allowance (`rateLimits` overrides the defaults).
 */
export async function schoolSearchRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig; rateLimits?: Partial<SchoolSearchRateLimits> },
) {
  const { db, config } = opts;
  await registerSchoolSearchRateLimit(app, db, { ...DEFAULT_SCHOOL_SEARCH_RATE_LIMITS, ...opts.rateLimits });

  registerEndpoint(app, ep.listMemberSchools, async () => service.listMemberSchools(db));
  registerEndpoint(app, ep.searchMemberSchools, async (request) =>
    service.searchMemberSchools(db, config, request.body),
  );
  registerEndpoint(app, ep.listMemberSchoolStates, async () => service.listStates(db));
  registerEndpoint(app, ep.listMemberSchoolCountries, async () => service.listCountries(db));
  registerEndpoint(app, ep.getApplicationAidYear, async () => service.getApplicationYear(db, config));
  registerEndpoint(app, ep.listPublicAidYears, async () => service.listPublicAidYears(db, config));
  registerEndpoint(app, ep.getMemberSchool, async (request) =>
    service.getMemberSchool(db, request.params.id),
  );
  registerEndpoint(app, ep.getMemberSchoolAidYear, async (request) =>
    service.getMemberSchoolYear(db, config, request.params.id),
  );
  registerEndpoint(app, ep.getMemberSchoolLiaison, async (request) =>
    service.getLiaison(db, request.params.id),
  );
}
