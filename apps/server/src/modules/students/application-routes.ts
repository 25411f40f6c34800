import {
  activeRolesAt,
  applicationReadQuery,
  canEditApplications,
  exportApplicationEditSchema,
  ezApplicationSchema,
  idParams,
  isStudentUser,
  recordIdParam,
  studentApplicationsAnswerSchema,
  studentWithApplicationsSchema,
  transferPrefillSchema,
  updateApplicationSchema,
} from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../plugins/errors.js';
import { requireActor, requireOwnStudent, requireStaff, requireStudentReader } from '../../plugins/policy.js';
import { type AccessRule, idParam, ownStudent, signedIn, studentReader } from '../../plugins/route-guards.js';
import { bodyCheckedByService, parseWith } from '../../plugins/validation.js';
import { getApplication, getTransferPrefill, listStudentApplications } from './application-reads.js';
import { createApplication, updateApplication } from './application-service.js';
import { findApplicationParties } from './applications-repo.js';
import { updateExportApplication } from './export-edit-service.js';

const tags = ['Students'];

/** The student application calls of 1-core §7. */
export async function applicationRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

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

  r.get(
    '/api/student/:id/applications',
    {
      config: { access: studentReader() },
      schema: {
        tags,
        summary: 'The student with every application (newest first) and what they may start; 404 when none',
        params: idParams,
        response: { 200: studentApplicationsAnswerSchema },
      },
    },
    async (request) => {
      requireStudentReader(request, request.params.id);
      return listStudentApplications(db, request.params.id);
    },
  );

  r.get(
    '/api/student/:id/transferprefill',
    {
      config: { access: ownStudent() },
      schema: {
        tags,
        summary: 'What a transfer application starts from; 404 when no transfer is offered',
        params: idParams,
        response: { 200: transferPrefillSchema },
      },
    },
    async (request) => {
      requireOwnStudent(request, request.params.id);
      return getTransferPrefill(db, request.params.id);
    },
  );

  r.post(
    '/api/student/:id/application',
    {
      config: { access: ownStudent() },
      schema: {
        tags,
        summary: 'Submits an EZ application (OPEN) or a transfer application (TRANSFER)',
        params: idParams,
        body: ezApplicationSchema,
        response: { 201: studentWithApplicationsSchema },
      },
    },
    async (request, reply) => {
      const actor = requireOwnStudent(request, request.params.id);
      const answer = await createApplication(db, config, actor, request.params.id, request.body);
      return reply.status(201).send(answer);
    },
  );

  r.put(
    '/api/student/:id/application/:applicationId',
    {
      config: { access: applicationWriter },
      schema: {
        tags,
        summary:
          "The student updates their address, phone, birth date and schools applied to; the export school's " +
          'editors update the export status and the employee fields (Export Application)',
        description:
          'The body is the student form (updateApplication) for the student, and { studentApplication: {...} } ' +
          'with exportSchoolStatus, its reason or date and the employee fields for staff; student fields are ' +
          'ignored then. Send the loaded version to get 409 when someone else saved first.',
        params: idParams.extend({ applicationId: recordIdParam }),
        body: updateApplicationSchema.or(exportApplicationEditSchema),
        response: { 200: studentWithApplicationsSchema },
      },
      // The body's schema depends on who calls; the service picks it after the policy (403 before 400).
      validatorCompiler: bodyCheckedByService,
    },
    async (request) => {
      const actor = requireActor(request);
      const { id, applicationId } = request.params;
      if (!isStudentUser(actor.user))
        return updateExportApplication(db, config, actor, id, applicationId, request.body as unknown);
      requireOwnStudent(request, id);
      const body = parseWith(updateApplicationSchema, request.body as unknown);
      return updateApplication(db, actor, id, applicationId, body);
    },
  );

  r.get(
    '/api/student/application/:id',
    {
      // A read without a body: the handler loads the application in one statement, then decides 403.
      config: { access: signedIn },
      schema: {
        tags,
        summary:
          'One application with its student: for the student, TE users and readers of its export school ' +
          '(with the Export Application choices and actions), and readers of one of its import schools, who ' +
          "see only their own schools' rows (?importschool= picks one)",
        params: idParams,
        querystring: applicationReadQuery,
        response: { 200: studentWithApplicationsSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return getApplication(db, config, actor, request.params.id, request.query.importschool);
    },
  );
}
