import { schoolEndpoints as ep } from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { requireSchoolPermission, requireStaff, requireTeAdmin } from '../../plugins/policy.js';
import { listSchoolNames } from './schools-repo.js';
import * as service from './schools-service.js';

/** School calls of 1-core §7, registered from their contracts. */
export async function schoolsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;

  registerEndpoint(app, ep.listSchoolNames, async (request) => {
    requireStaff(request);
    return listSchoolNames(db);
  });

  registerEndpoint(app, ep.listSchools, async (request) =>
    service.listSchoolsFor(db, requireStaff(request).user),
  );

  registerEndpoint(app, ep.getSchool, async (request) => {
    const { id } = request.params;
    const actor = requireSchoolPermission(request, id, 'readSchool', 'read');
    return [await service.loadSchoolDetail(db, actor.user, id)];
  });

  registerEndpoint(app, ep.updateSchool, async (request) => {
    const { id } = request.params;
    const actor = requireSchoolPermission(request, id, 'updateSchool', 'write');
    return service.updateSchool(db, actor, id, request.body);
  });

  // The policy comes first (the contract's access), so a refused caller never learns the form's rules
  // from a 400.
  registerEndpoint(app, ep.createSchool, async (request) => {
    const actor = requireTeAdmin(request, 'write');
    return service.createSchool(db, actor, request.body);
  });

  registerEndpoint(app, ep.getSchoolDependents, async (request) => {
    const { id } = request.params;
    const actor = requireSchoolPermission(request, id, 'readSchool', 'read');
    return service.schoolDependents(db, actor.user, id);
  });

  registerEndpoint(app, ep.deleteSchool, async (request) => {
    const { id } = request.params;
    const actor = requireSchoolPermission(request, id, 'deleteSchool', 'write');
    return service.deleteSchool(db, actor, id);
  });
}
