import {
  activeRolesAt,
  canViewApplications,
  importListQuery,
  importListSchema,
  importQuickViewQuery,
  importQuickViewSchema,
  importRowParams,
  importRowSchema,
  schoolIdParams,
} from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../plugins/errors.js';
import { requireStaff } from '../../plugins/policy.js';
import { type AccessRule, idParam } from '../../plugins/route-guards.js';
import { errorResponses } from '../../plugins/validation.js';
import { encodedAnswer, pickEncoding } from './import-list-cache.js';
import * as service from './imports-service.js';

const tags = ['Imports'];
const security = [{ session: [] }];

/**
 * Staff who may read imports at the school of the path's `schoolId` (2-applications §6: admin, import or
 * TELO role there, read-only included, or TE users with the matching TE role); decided before the query
 * is read. Another import school of the same application, the export school and students get 403.
 */
const importReader: AccessRule = (request) => {
  const { user } = requireStaff(request);
  const schoolId = idParam(request, 'schoolId');
  if (schoolId !== null && !canViewApplications(activeRolesAt(user, schoolId), 'import')) throw forbidden();
};

/** The import reads of 2-applications §7 (the changes are in import-update-routes.ts). */
export async function importsRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/import/school/:schoolId',
    {
      config: { access: importReader },
      schema: {
        tags,
        security,
        summary:
          'Import list of a school, newest application first: ?appstatus=OPEN, TRANSFER or CLOSED, ?aidyear= ' +
          '(0 all, -1 active), ?importstatus= (0 all; the open and transfer lists leave out Withdrawn, ' +
          'Transferred and Graduated); 404 when the school has none on that list, [] when only the filters ' +
          'leave none',
        params: schoolIdParams,
        querystring: importListQuery,
        response: { 200: importListSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const actor = requireStaff(request);
      const answer = await service.listImportsJson(db, config, actor, request.params.schoolId, request.query);
      // Already checked against importListSchema and serialized once per list and kind of reader: sent
      // as it is (the typed reply only knows the parsed shape), compressed once for browsers accepting it.
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      const encoded = encoding && encodedAnswer(answer, encoding);
      // A failed compression (not kept: the next request tries again) still answers, uncompressed.
      const body = await encoded?.catch((err: unknown) =>
        request.log.warn({ err }, 'list compression failed'),
      );
      if (body) return reply.header('content-encoding', encoding).send(body as never);
      return reply.serializer((payload: unknown) => payload as string).send(answer.json as never);
    },
  );

  r.get(
    '/api/import/school/quickview/:schoolId',
    {
      config: { access: importReader },
      schema: {
        tags,
        security,
        summary:
          "How many of the school's rows on a list (?appstatus=) are at each import status; 404 when none",
        params: schoolIdParams,
        querystring: importQuickViewQuery,
        response: { 200: importQuickViewSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      return service.getImportQuickView(db, config, actor, request.params.schoolId, request.query.appstatus);
    },
  );

  r.get(
    '/api/import/appid/:applicationId/importschool/:schoolId',
    {
      config: { access: importReader },
      schema: {
        tags,
        security,
        summary: "One import row of the school with the reader's choices and actions (the detail screens)",
        params: importRowParams,
        response: { 200: importRowSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      const { applicationId, schoolId } = request.params;
      return service.getImportRow(db, config, actor, applicationId, schoolId);
    },
  );
}
