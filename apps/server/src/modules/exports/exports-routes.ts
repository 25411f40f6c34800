import {
  activeRolesAt,
  canDeleteApplications,
  canEditApplications,
  canViewApplications,
  exportBulkUpdateSchema,
  exportIdParams,
  exportListQuery,
  exportListSchema,
  exportRowSchema,
  exportStatusUpdateSchema,
  messageSchema,
  modifiedByQuery,
  schoolIdParams,
} from '@exchange/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../plugins/errors.js';
import { requireStaff } from '../../plugins/policy.js';
import { type AccessRule, idParam } from '../../plugins/route-guards.js';
import { errorResponses } from '../../plugins/validation.js';
import * as service from './exports-service.js';

const tags = ['Exports'];
const security = [{ session: [] }];
type ExportRight = (access: ReturnType<typeof activeRolesAt>) => boolean;

const mayView: ExportRight = (access) => canViewApplications(access, 'export');
const mayEdit: ExportRight = (access) => canEditApplications(access, 'export');

/** Staff whose roles at the school of the path's `schoolId` give the right (2-applications §6). */
function atSchool(right: ExportRight): AccessRule {
  return (request) => {
    const { user } = requireStaff(request);
    const schoolId = idParam(request, 'schoolId');
    if (schoolId !== null && !right(activeRolesAt(user, schoolId))) throw forbidden();
  };
}

/**
 * Staff whose roles at the export school of the path's application give the right, looked up before the
 * body is read; an unknown application is left to the handler's 404 (the service checks again).
 */
function atExportSchoolOf(db: Db, right: ExportRight): AccessRule {
  return async (request: FastifyRequest) => {
    const { user } = requireStaff(request);
    const id = idParam(request, 'id');
    if (id === null) return;
    const schoolId = await service.findExportSchool(db, id);
    if (schoolId !== undefined && !right(activeRolesAt(user, schoolId))) throw forbidden();
  };
}

/** The export calls of 2-applications §7. */
export async function exportsRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/export/school/:schoolId',
    {
      config: { access: atSchool(mayView) },
      schema: {
        tags,
        security,
        summary:
          'Export list of a school, newest first: ?appstatus=OPEN (open and transfer) or CLOSED, ?aidyear=, ?exportstatus= (0 all); 404 when none',
        params: schoolIdParams,
        querystring: exportListQuery,
        response: { 200: exportListSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const actor = requireStaff(request);
      const json = await service.listExportsJson(db, config, actor, request.params.schoolId, request.query);
      // Already checked against exportListSchema and serialized once per list and kind of reader: sent
      // as it is (the typed reply only knows the parsed shape).
      return reply
        .type('application/json; charset=utf-8')
        .serializer((payload: unknown) => payload as string)
        .send(json as never);
    },
  );

  r.put(
    '/api/export/status/:schoolId',
    {
      config: { access: atSchool(mayEdit) },
      schema: {
        tags,
        security,
        summary: 'Bulk export status change of applications of the school: all or nothing; answers the rows',
        params: schoolIdParams,
        body: exportBulkUpdateSchema,
        response: { 200: exportListSchema, ...errorResponses(400, 403, 409) },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      return service.bulkUpdateExportStatus(db, config, actor, request.params.schoolId, request.body);
    },
  );

  r.put(
    '/api/export/:id',
    {
      config: { access: atExportSchoolOf(db, mayEdit) },
      schema: {
        tags,
        security,
        summary: "Changes one application's export status (row or dialog); answers the updated row",
        params: exportIdParams,
        body: exportStatusUpdateSchema,
        response: { 200: exportRowSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      return service.updateExportStatus(db, config, actor, request.params.id, request.body);
    },
  );

  r.delete(
    '/api/export/application/:id',
    {
      config: { access: atExportSchoolOf(db, canDeleteApplications) },
      schema: {
        tags,
        security,
        summary:
          'Removes an application with its import schools (role 1 of the export school or TE admin; 409 once an import school acted)',
        params: exportIdParams,
        querystring: modifiedByQuery,
        response: { 200: messageSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      return service.deleteExportApplication(db, config, actor, request.params.id);
    },
  );
}
