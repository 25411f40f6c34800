import {
  APPLICATION_STATUS,
  categoriesFor,
  EXPORT_STATUSES,
  applicationLookupEndpoints as ep,
  IMPORT_STATUSES,
  STUDENT_CATEGORIES,
  USER_TYPE,
} from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, programToday } from '../../config.js';
import type { Db } from '../../db/client.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { requireActor } from '../../plugins/policy.js';
import * as service from './reference-service.js';

/**
 * Aid years, student categories and application statuses: lookups any signed-in user may read. Active
 * and current aid years are decided on the programme's today (open-points 1).
 */
export async function applicationLookupRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;

  registerEndpoint(app, ep.listActiveAidYears, async (request) => {
    const { user } = requireActor(request);
    return service.listActiveAidYears(db, programToday(config), user.usertype === USER_TYPE.STUDENT);
  });

  registerEndpoint(app, ep.listAllAidYears, async (request) => {
    requireActor(request);
    return service.listAllAidYears(db);
  });

  registerEndpoint(app, ep.getCurrentAidYear, async (request) => {
    requireActor(request);
    return service.getCurrentAidYear(db, programToday(config));
  });

  registerEndpoint(app, ep.listStudentCategories, async (request) => {
    requireActor(request);
    return categoriesFor(request.query.applicationStatus ?? APPLICATION_STATUS.OPEN, STUDENT_CATEGORIES);
  });

  registerEndpoint(app, ep.listExportStatuses, async (request) => {
    requireActor(request);
    return [...EXPORT_STATUSES];
  });

  registerEndpoint(app, ep.listImportStatuses, async (request) => {
    requireActor(request);
    return [...IMPORT_STATUSES];
  });
}
