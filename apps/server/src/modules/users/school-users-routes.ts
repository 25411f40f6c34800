import { schoolUserEndpoints as ep } from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { requireSchoolPermission } from '../../plugins/policy.js';
import * as service from './school-users-service.js';

/** School Users calls of 1-core §7, registered from their contracts. */
export async function schoolUsersRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;

  registerEndpoint(app, ep.listSchoolUsers, async (request) => {
    const { schoolId } = request.params;
    requireSchoolPermission(request, schoolId, 'manageSchoolUsers', 'read');
    return service.listSchoolUsers(db, schoolId);
  });

  registerEndpoint(app, ep.createSchoolUser, async (request) => {
    const { schoolId } = request.params;
    const actor = requireSchoolPermission(request, schoolId, 'manageSchoolUsers', 'write');
    return service.createSchoolUser(db, config, actor, schoolId, request.body);
  });

  registerEndpoint(app, ep.updateSchoolUser, async (request) => {
    const { id, schoolId } = request.params;
    const actor = requireSchoolPermission(request, schoolId, 'manageSchoolUsers', 'write');
    return service.updateSchoolUser(db, config, actor, id, schoolId, request.body);
  });

  registerEndpoint(app, ep.removeSchoolUser, async (request) => {
    const { id, schoolId } = request.params;
    const actor = requireSchoolPermission(request, schoolId, 'manageSchoolUsers', 'write');
    return service.removeSchoolUser(db, actor, id, schoolId);
  });
}
