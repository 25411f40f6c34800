import {
  aidYearRecordParams,
  savedAidYearRecordSchema,
  schoolAidYearCreateSchema,
  schoolAidYearRecordSchema,
  schoolAidYearSchema,
  schoolIdParams,
} from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { requireSchoolPermission, requireStaff } from '../../plugins/policy.js';
import { type AccessRule, anySchoolGuard, idParam, schoolGuard } from '../../plugins/route-guards.js';
import { bodyCheckedByService, errorResponses } from '../../plugins/validation.js';
import { findRecordSchoolId } from './school-aid-years-repo.js';
import * as service from './school-aid-years-service.js';

const tags = ['School aid years'];
const security = [{ session: [] }];
const editors = 'role 1 not read-only, 6 or 7 at the school, or TE Admin not read-only';

/** Annual aid-year school information calls of 1-core §7. */
export async function schoolAidYearsRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The school of a record write comes from the body (POST) or the stored record (PUT). The rule runs
  // before the body is read: a POST needs the aid-year form of some school, and the service checks the
  // school the body names before it validates the rest (403 before 400 there too).
  const editorOfRecordSchool: AccessRule = async (request) => {
    const recordId = idParam(request, 'recordId');
    const schoolId = recordId === null ? undefined : await findRecordSchoolId(db, recordId);
    // An unknown record is answered by the handler (404) to those who edit some school's form.
    if (schoolId === undefined) return anySchoolGuard('editAidYear', 'write')(request);
    service.requireEditor(requireStaff(request).user, schoolId);
  };

  r.get(
    '/api/schools/aidyears/:schoolId',
    {
      config: { access: schoolGuard('readSchool', 'read') },
      schema: {
        tags,
        security,
        summary: "A school's aid-year records, newest aid year first (any role at the school; TE any)",
        description: 'Answers 404 while the school has no record yet (the screen treats it as silent).',
        params: schoolIdParams,
        response: { 200: z.array(schoolAidYearRecordSchema), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const { schoolId } = request.params;
      const actor = requireSchoolPermission(request, schoolId, 'readSchool', 'read');
      return service.listSchoolRecords(db, actor.user, schoolId);
    },
  );

  r.post(
    '/api/schools/aidyears',
    {
      config: { access: anySchoolGuard('editAidYear', 'write') },
      schema: {
        tags,
        security,
        summary: `Add a school's record for an active aid year (${editors})`,
        description:
          '409 when the school already has a record for the aid year. With optOutImportScholarship 1 every ' +
          'other field is ignored and cleared. Money in dollars. modifiedBy is accepted and ignored.',
        body: schoolAidYearCreateSchema,
        response: { 201: savedAidYearRecordSchema, ...errorResponses(400, 403, 404, 409) },
      },
      // The service checks the policy for the named school before the body (403 before 400).
      validatorCompiler: bodyCheckedByService,
    },
    async (request, reply) => {
      const actor = requireStaff(request);
      return reply.status(201).send(await service.createRecord(db, actor, request.body as unknown));
    },
  );

  r.put(
    '/api/schools/aidyears/:recordId',
    {
      config: { access: editorOfRecordSchool },
      schema: {
        tags,
        security,
        summary: `Change a record of an active aid year (${editors})`,
        description:
          'schoolId and aidYearId in the body are ignored (the record keeps them). Send the loaded version to ' +
          'get 409 when someone else saved first.',
        params: aidYearRecordParams,
        body: schoolAidYearSchema,
        response: { 200: savedAidYearRecordSchema, ...errorResponses(400, 403, 404, 409) },
      },
      // The service checks the policy for the record's school before the body (403 before 400).
      validatorCompiler: bodyCheckedByService,
    },
    async (request) => {
      const actor = requireStaff(request);
      return service.updateRecord(db, actor, request.params.recordId, request.body as unknown);
    },
  );
}
