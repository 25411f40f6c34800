import {
  ezApplicationSchema,
  idParams,
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
import { requireActor, requireOwnStudent, requireStudentReader } from '../../plugins/policy.js';
import {
  type AccessRule,
  idParam,
  ownStudent,
  studentOrTe,
  studentReader,
} from '../../plugins/route-guards.js';
import { getApplication, getTransferPrefill, listStudentApplications } from './application-reads.js';
import { createApplication, updateApplication } from './application-service.js';
import { findApplicationStudentId } from './applications-repo.js';

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
    const owner = await findApplicationStudentId(db, applicationId);
    if (owner !== undefined && owner !== idParam(request, 'id')) throw forbidden();
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
      config: { access: ownApplication },
      schema: {
        tags,
        summary: "Updates the student's address, phone, birth date and the schools applied to",
        params: idParams.extend({ applicationId: recordIdParam }),
        body: updateApplicationSchema,
        response: { 200: studentWithApplicationsSchema },
      },
    },
    async (request) => {
      const actor = requireOwnStudent(request, request.params.id);
      return updateApplication(db, actor, request.params.id, request.params.applicationId, request.body);
    },
  );

  r.get(
    '/api/student/application/:id',
    {
      config: { access: studentOrTe },
      schema: {
        tags,
        summary: 'One application with its student (the student themself or TE users)',
        params: idParams,
        response: { 200: studentWithApplicationsSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return getApplication(db, actor, request.params.id);
    },
  );
}
