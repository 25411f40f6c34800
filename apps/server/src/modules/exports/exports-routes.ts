import {
  activeRolesAt,
  canDeleteApplications,
  canEditApplications,
  EXPORT_RECORD_RULES,
  exportEndpoints as ep,
} from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { sendKeptList } from '../../platform/kept-lists/kept-answers.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { forbidden } from '../../plugins/errors.js';
import { requireStaff } from '../../plugins/policy.js';
import { type AccessRule, idParam } from '../../plugins/route-guards.js';
import * as service from './exports-service.js';

type ExportRight = (access: ReturnType<typeof activeRolesAt>) => boolean;

/**
 * Staff whose roles at the export school of the path's application give the right, looked up before the
 * body is read; an unknown application is left to the handler's 404 (the service checks again).
 */
function atExportSchoolOf(db: Db, right: ExportRight): AccessRule {
  return async (request) => {
    const { user } = requireStaff(request);
    const id = idParam(request, 'id');
    if (id === null) return;
    const schoolId = await service.findExportSchool(db, id);
    if (schoolId !== undefined && !right(activeRolesAt(user, schoolId))) throw forbidden();
  };
}

/** The export calls of 2-applications §7, registered from their contracts. */
export async function exportsRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const records = {
    [EXPORT_RECORD_RULES.editorAtExportSchool]: atExportSchoolOf(db, (a) => canEditApplications(a, 'export')),
    [EXPORT_RECORD_RULES.deleterAtExportSchool]: atExportSchoolOf(db, canDeleteApplications),
  };

  registerEndpoint(app, ep.listExports, async (request, reply) => {
    const actor = requireStaff(request);
    const answer = await service.listExportsJson(db, config, actor, request.params.schoolId, request.query);
    return sendKeptList(request, reply, answer);
  });

  registerEndpoint(app, ep.updateExportStatuses, async (request) => {
    const actor = requireStaff(request);
    return service.bulkUpdateExportStatus(db, config, actor, request.params.schoolId, request.body);
  });

  registerEndpoint(
    app,
    ep.updateExportStatus,
    async (request) => {
      const actor = requireStaff(request);
      return service.updateExportStatus(db, config, actor, request.params.id, request.body);
    },
    { records },
  );

  registerEndpoint(
    app,
    ep.deleteExportApplication,
    async (request) => {
      const actor = requireStaff(request);
      return service.deleteExportApplication(db, config, actor, request.params.id);
    },
    { records },
  );
}
