import {
  activeRolesAt,
  canEditApplications,
  eligibilityCallQuery,
  extendEligibilityParams,
  importRowParams,
  importRowSchema,
  importStatusUpdateSchema,
  summerTermParams,
} from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../plugins/errors.js';
import { requireStaff } from '../../plugins/policy.js';
import { type AccessRule, idParam } from '../../plugins/route-guards.js';
import { errorResponses } from '../../plugins/validation.js';
import {
  addSummerTerm,
  extendEligibility,
  findExtendSchool,
  removeSummerTerm,
} from './import-eligibility-service.js';
import { updateImportStatus } from './import-status-service.js';

const tags = ['Imports'];
const security = [{ session: [] }];
const writeErrors = errorResponses(400, 403, 404, 409);

/**
 * Staff who may change imports at the school the path parameter names (2-applications §6: admin, import
 * or TELO role there, not read-only, or TE users with the matching TE role), decided before the body is
 * read. Another import school of the same application, the export school and students get 403.
 */
function importEditorAt(param: 'schoolId' | 'importSchoolId'): AccessRule {
  return (request) => {
    const { user } = requireStaff(request);
    const schoolId = idParam(request, param);
    if (schoolId !== null && !canEditApplications(activeRolesAt(user, schoolId), 'import')) throw forbidden();
  };
}

/**
 * Extend Eligibility names only the application: the user must change imports at the school where the
 * student is enrolled on it, looked up before anything else is read (an unknown application is left to
 * the handler's 404; an editor at another of its import schools, none enrolled, gets the handler's 400).
 */
function extendEditor(db: Db): AccessRule {
  return async (request) => {
    const actor = requireStaff(request);
    const applicationId = idParam(request, 'applicationId');
    if (applicationId === null) return;
    const target = await findExtendSchool(db, actor, applicationId);
    if (target.exists && target.schoolId === undefined) throw forbidden();
  };
}

/** The import changes of 2-applications §7: the status update, Extend Eligibility and the summer term. */
export async function importUpdateRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/import/appid/:applicationId/importschool/:schoolId',
    {
      config: { access: importEditorAt('schoolId') },
      schema: {
        tags,
        security,
        summary:
          "Changes the school's import row (status with the dialog's fields, program, Student Classification " +
          'while Enrolled, leave dates while on leave); 409 when `version` is stale; answers the row',
        params: importRowParams,
        body: importStatusUpdateSchema,
        response: { 200: importRowSchema, ...writeErrors },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      return updateImportStatus(db, config, actor, request.params, request.body);
    },
  );

  r.post(
    '/api/import/extendeligibility/:applicationId',
    {
      config: { access: extendEditor(db) },
      schema: {
        tags,
        security,
        summary:
          'Extends eligibility by one term at the school where the student is enrolled (capped at 6 or 9 by ' +
          "its academic term); ?version= is that import row's, 409 when stale; answers the row",
        params: extendEligibilityParams,
        querystring: eligibilityCallQuery,
        response: { 200: importRowSchema, ...writeErrors },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      return extendEligibility(db, config, actor, request.params.applicationId, request.query.version);
    },
  );

  r.post(
    '/api/import/addsummereligibilityused/:applicationId/:importSchoolId',
    {
      config: { access: importEditorAt('importSchoolId') },
      schema: {
        tags,
        security,
        summary:
          "Adds a summer term (uses one term of eligibility) to the school's row of an enrolled student; " +
          '?version= 409 when stale; answers the row',
        params: summerTermParams,
        querystring: eligibilityCallQuery,
        response: { 200: importRowSchema, ...writeErrors },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      return addSummerTerm(db, config, actor, { ...request.params, version: request.query.version });
    },
  );

  r.delete(
    '/api/import/deletesummereligibilityused/:applicationId/:importSchoolId',
    {
      config: { access: importEditorAt('importSchoolId') },
      schema: {
        tags,
        security,
        summary:
          "Removes the unprocessed summer term of the school's row (gives the term back); ?version= 409 when " +
          'stale; answers the row',
        params: summerTermParams,
        querystring: eligibilityCallQuery,
        response: { 200: importRowSchema, ...writeErrors },
      },
    },
    async (request) => {
      const actor = requireStaff(request);
      return removeSummerTerm(db, config, actor, { ...request.params, version: request.query.version });
    },
  );
}
