import {
  activeRolesAt,
  canEditApplications,
  studentEndpoints as ep,
  isStudentUser,
  STUDENT_RECORD_RULES,
  updateApplicationSchema,
} from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { forbidden } from '../../plugins/errors.js';
import { requireActor, requireOwnStudent, requireStaff, requireStudentReader } from '../../plugins/policy.js';
import { type AccessRule, idParam, ownStudent, signedIn } from '../../plugins/route-guards.js';
import { parseWith } from '../../plugins/validation.js';
import { getApplication, getTransferPrefill, listStudentApplications } from './application-reads.js';
import { createApplication, updateApplication } from './application-service.js';
import { findApplicationParties } from './applications-repo.js';
import { updateExportApplication } from './export-edit-service.js';

/** The record rules of the application calls, over the application the path names. */
function applicationRules(db: Db) {
  // The student's own record AND an application of theirs: naming your own id with someone else's
  // application is refused before the body is read (an unknown application is the handler's 404).
  const ownApplication: AccessRule = async (request) => {
    await ownStudent()(request);
    const applicationId = idParam(request, 'applicationId');
    if (applicationId === null) return;
    const parties = await findApplicationParties(db, applicationId);
    if (parties !== undefined && parties.studentId !== idParam(request, 'id')) throw forbidden();
  };

  // Staff edit an application as its export school (Export Application, 2-applications §5): an editor of
  // the export side there, not read-only; students edit their own (ownApplication).
  const applicationWriter: AccessRule = async (request) => {
    if (isStudentUser(requireActor(request).user)) return ownApplication(request);
    const { user } = requireStaff(request);
    const applicationId = idParam(request, 'applicationId');
    if (applicationId === null) return;
    const parties = await findApplicationParties(db, applicationId);
    if (parties === undefined) return;
    if (!canEditApplications(activeRolesAt(user, parties.exportSchoolId), 'export')) throw forbidden();
  };

  return {
    [STUDENT_RECORD_RULES.applicationWriter]: applicationWriter,
    // A read without a body: the handler loads the application in one statement, then decides 403.
    [STUDENT_RECORD_RULES.applicationReader]: signedIn,
  };
}

/** The student application calls of 1-core §7, registered from their contracts. */
export async function applicationRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const records = applicationRules(db);

  registerEndpoint(app, ep.listStudentApplications, async (request) => {
    requireStudentReader(request, request.params.id);
    return listStudentApplications(db, request.params.id);
  });

  registerEndpoint(app, ep.getTransferPrefill, async (request) => {
    requireOwnStudent(request, request.params.id);
    return getTransferPrefill(db, request.params.id);
  });

  registerEndpoint(app, ep.createApplication, async (request) => {
    const actor = requireOwnStudent(request, request.params.id);
    return createApplication(db, config, actor, request.params.id, request.body);
  });

  registerEndpoint(
    app,
    ep.updateApplication,
    async (request) => {
      const actor = requireActor(request);
      const { id, applicationId } = request.params;
      if (!isStudentUser(actor.user))
        return updateExportApplication(db, config, actor, id, applicationId, request.body);
      requireOwnStudent(request, id);
      const body = parseWith(updateApplicationSchema, request.body);
      return updateApplication(db, config, actor, id, applicationId, body);
    },
    { records },
  );

  registerEndpoint(
    app,
    ep.getApplication,
    async (request) => {
      const actor = requireActor(request);
      return getApplication(db, config, actor, request.params.id, request.query.importschool);
    },
    { records },
  );
}
