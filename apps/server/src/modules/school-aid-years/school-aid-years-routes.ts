import { AID_YEAR_RECORD_RULES, aidYearEndpoints as ep } from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { requireSchoolPermission, requireStaff } from '../../plugins/policy.js';
import { type AccessRule, anySchoolGuard, idParam } from '../../plugins/route-guards.js';
import { findRecordSchoolId } from './school-aid-years-repo.js';
import * as service from './school-aid-years-service.js';

/**
 * Editors of the aid-year form at the school of the path's record, decided before the body is read; an
 * unknown record is answered by the handler (404) to those who edit some school's form.
 */
function editorOfRecordSchool(db: Db): AccessRule {
  return async (request) => {
    const recordId = idParam(request, 'id');
    const schoolId = recordId === null ? undefined : await findRecordSchoolId(db, recordId);
    if (schoolId === undefined) return anySchoolGuard('editAidYear', 'write')(request);
    service.requireEditor(requireStaff(request).user, schoolId);
  };
}

/** Annual aid-year school information calls of 1-core §7, registered from their contracts. */
export async function schoolAidYearsRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const records = { [AID_YEAR_RECORD_RULES.editorOfRecordSchool]: editorOfRecordSchool(db) };

  registerEndpoint(app, ep.listSchoolAidYears, async (request) => {
    const schoolId = request.params.id;
    const actor = requireSchoolPermission(request, schoolId, 'readSchool', 'read');
    return service.listSchoolRecords(db, config, actor.user, schoolId);
  });

  // The school of a POST comes from the body: the contract's rule lets editors of some school's form
  // through, and the service checks the school the body names before the rest (403 before 400).
  registerEndpoint(app, ep.createSchoolAidYear, async (request) => {
    const actor = requireStaff(request);
    return service.createRecord(db, config, actor, request.body);
  });

  registerEndpoint(
    app,
    ep.updateSchoolAidYear,
    async (request) => {
      const actor = requireStaff(request);
      return service.updateRecord(db, config, actor, request.params.id, request.body);
    },
    { records },
  );
}
