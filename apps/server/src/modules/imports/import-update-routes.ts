import { importEndpoints as ep, IMPORT_RECORD_RULES } from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { forbidden } from '../../plugins/errors.js';
import { requireStaff } from '../../plugins/policy.js';
import { type AccessRule, idParam } from '../../plugins/route-guards.js';
import { closeApplicationByAdmin } from './application-close-service.js';
import {
  addSummerTerm,
  extendEligibility,
  findExtendSchool,
  removeSummerTerm,
} from './import-eligibility-service.js';
import { updateImportStatus } from './import-status-service.js';

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

/**
 * The import changes of 2-applications §7: the status update, Extend Eligibility and the summer term; and
 * Close Application (open-points 43), which denies the undecided import rows.
 */
export async function importUpdateRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;

  registerEndpoint(app, ep.updateImportRow, async (request) => {
    const actor = requireStaff(request);
    return updateImportStatus(db, config, actor, request.params, request.body);
  });

  registerEndpoint(
    app,
    ep.extendEligibility,
    async (request) => {
      const actor = requireStaff(request);
      return extendEligibility(db, config, actor, request.params.applicationId, request.query.version);
    },
    { records: { [IMPORT_RECORD_RULES.editorAtEnrolledSchool]: extendEditor(db) } },
  );

  registerEndpoint(app, ep.addSummerTerm, async (request) => {
    const actor = requireStaff(request);
    return addSummerTerm(db, config, actor, { ...request.params, version: request.query.version });
  });

  registerEndpoint(app, ep.removeSummerTerm, async (request) => {
    const actor = requireStaff(request);
    return removeSummerTerm(db, config, actor, { ...request.params, version: request.query.version });
  });

  registerEndpoint(app, ep.closeApplication, async (request) => {
    const actor = requireStaff(request);
    return closeApplicationByAdmin(db, config, actor, request.params.id, request.body);
  });
}
