import { importEndpoints as ep } from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { sendKeptList } from '../../platform/kept-lists/kept-answers.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { requireStaff } from '../../plugins/policy.js';
import * as service from './imports-service.js';

/** The import reads of 2-applications §7 (the changes are in import-update-routes.ts). */
export async function importsRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;

  registerEndpoint(app, ep.listImports, async (request, reply) => {
    const actor = requireStaff(request);
    const answer = await service.listImportsJson(db, config, actor, request.params.schoolId, request.query);
    return sendKeptList(request, reply, answer);
  });

  registerEndpoint(app, ep.getImportQuickView, async (request) => {
    const actor = requireStaff(request);
    return service.getImportQuickView(db, config, actor, request.params.schoolId, request.query.appstatus);
  });

  registerEndpoint(app, ep.getImportRow, async (request) => {
    const actor = requireStaff(request);
    const { applicationId, schoolId } = request.params;
    return service.getImportRow(db, config, actor, applicationId, schoolId);
  });
}
