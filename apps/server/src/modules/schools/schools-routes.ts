import {
  createdSchoolSchema,
  idParams,
  messageSchema,
  modifiedByQuery,
  schoolDependentsSchema,
  schoolDetailSchema,
  schoolNameSchema,
  schoolSummarySchema,
  schoolTeSchema,
  updatedSchoolSchema,
} from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { requireSchoolPermission, requireStaff, requireTeAdmin } from '../../plugins/policy.js';
import { schoolGuard, staffOnly, teAdminGuard } from '../../plugins/route-guards.js';
import { bodyCheckedByService, errorResponses } from '../../plugins/validation.js';
import { listSchoolNames } from './schools-repo.js';
import * as service from './schools-service.js';

const tags = ['Schools'];
const security = [{ session: [] }];

/** School calls of 1-core §7. */
export async function schoolsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/schools/name',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        security,
        summary: 'School names sorted by name',
        response: { 200: z.array(schoolNameSchema), ...errorResponses(403) },
      },
    },
    async (request) => {
      requireStaff(request);
      return listSchoolNames(db);
    },
  );

  r.get(
    '/api/schools',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        security,
        summary: 'Schools by name: every school for TE users, the schools of their roles for others',
        response: { 200: z.array(schoolSummarySchema), ...errorResponses(403) },
      },
    },
    async (request) => service.listSchoolsFor(db, requireStaff(request).user),
  );

  r.get(
    '/api/schools/:id',
    {
      config: { access: schoolGuard('readSchool', 'read', 'id') },
      schema: {
        tags,
        security,
        summary: 'One school, answered as an array with one item (any role at the school; TE any school)',
        params: idParams,
        response: { 200: z.array(schoolDetailSchema), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = requireSchoolPermission(request, id, 'readSchool', 'read');
      return [await service.loadSchoolDetail(db, actor.user, id)];
    },
  );

  r.put(
    '/api/schools/:id',
    {
      config: { access: schoolGuard('updateSchool', 'write', 'id') },
      schema: {
        tags,
        security,
        summary: 'Update a school (role 1 not read-only, 6 or 7 at the school; TE Admin)',
        description:
          'The body is validated with schoolTeSchema for TE users and schoolTeloSchema for others; a ' +
          "non-TE user's TE-only fields (schoolName, region, parentCampus, joinDate, carnegieRating, " +
          'ipedsId, alertLeniency, leniencyReason, archived, isClosed) are ignored. schoolContact and ' +
          'schoolParticipationType replace the stored lists. Send the loaded version to get 409 when ' +
          'someone else saved first. modifiedBy is accepted and ignored.',
        params: idParams,
        body: schoolTeSchema,
        response: { 200: updatedSchoolSchema, ...errorResponses(400, 403, 404, 409) },
      },
      validatorCompiler: bodyCheckedByService,
    },
    async (request) => {
      const { id } = request.params;
      const actor = requireSchoolPermission(request, id, 'updateSchool', 'write');
      return service.updateSchool(db, actor, id, request.body as unknown);
    },
  );

  r.post(
    '/api/schools',
    {
      schema: {
        tags,
        security,
        summary: 'Create a school (TE Admin, not read-only)',
        description:
          'Anyone but a TE Admin who is not read-only gets 403 whatever the body holds; the body is then ' +
          'checked with schoolTeSchema (400 with the form messages).',
        body: schoolTeSchema,
        response: { 201: createdSchoolSchema, ...errorResponses(400, 403) },
      },
      // The policy comes first, so a refused caller never learns the form's rules from a 400.
      config: { access: teAdminGuard('write') },
    },
    async (request, reply) => {
      const actor = requireTeAdmin(request, 'write');
      return reply.status(201).send(await service.createSchool(db, actor, request.body));
    },
  );

  r.get(
    '/api/schools/:id/dependents',
    {
      config: { access: schoolGuard('readSchool', 'read', 'id') },
      schema: {
        tags,
        security,
        summary: 'What still refers to a school (checked before Delete School)',
        params: idParams,
        response: { 200: schoolDependentsSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = requireSchoolPermission(request, id, 'readSchool', 'read');
      return service.schoolDependents(db, actor.user, id);
    },
  );

  r.delete(
    '/api/schools/:id',
    {
      config: { access: schoolGuard('deleteSchool', 'write', 'id') },
      schema: {
        tags,
        security,
        summary: 'Delete a school (role 1 not read-only at the school; TE Admin)',
        description: 'Answers 409 naming what remains while users, applications or invoices refer to it.',
        params: idParams,
        querystring: modifiedByQuery,
        response: { 200: messageSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = requireSchoolPermission(request, id, 'deleteSchool', 'write');
      return service.deleteSchool(db, actor, id);
    },
  );
}
