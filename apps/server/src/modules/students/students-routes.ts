import {
  idParams,
  registrationSchema,
  sessionUserSchema,
  studentProfileSchema,
  studentSchema,
} from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { hashToken } from '../../platform/sessions/session-tokens.js';
import { requireOwnStudent, requireStudent, requireStudentReader } from '../../plugins/policy.js';
import { ownStudent, studentOnly, studentReader } from '../../plugins/route-guards.js';
import { PUBLIC_ROUTE, SESSION_COOKIE, setSessionCookie } from '../../plugins/session.js';
import { applicationRoutes } from './application-routes.js';
import { schoolOptionsRoutes } from './school-options-routes.js';
import * as service from './student-service.js';

const tags = ['Students'];

/**
 * The student calls of 1-core §7 (sign-up, student record, applications, school options). The lookups
 * under api/student (aid years, categories, statuses) are served by the reference module.
 */
export async function studentsRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/student/register',
    {
      ...PUBLIC_ROUTE,
      schema: {
        tags,
        summary: 'Applicant sign-up: creates a STUDENT account and student record and signs the student in',
        body: registrationSchema,
        response: { 201: sessionUserSchema },
      },
    },
    async (request, reply) => {
      const previous = request.cookies[SESSION_COOKIE];
      const result = await service.registerStudent(db, config, request.body, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'],
        previousTokenHash: previous ? hashToken(previous) : undefined,
      });
      setSessionCookie(request, reply, result.token, config.sessionAbsoluteHours * 3600);
      return reply.status(201).send(result.user);
    },
  );

  r.post(
    '/api/student',
    {
      config: { access: studentOnly },
      schema: {
        tags,
        summary: "Creates the signed-in student's student record from the account when it has none",
        response: { 200: studentSchema, 201: studentSchema },
      },
    },
    async (request, reply) => {
      const actor = requireStudent(request);
      const { created, student } = await service.ensureStudentRecord(db, actor);
      return reply.status(created ? 201 : 200).send(student);
    },
  );

  r.get(
    '/api/student/:id',
    {
      config: { access: studentReader() },
      schema: { tags, summary: 'A student record', params: idParams, response: { 200: studentSchema } },
    },
    async (request) => {
      requireStudentReader(request, request.params.id);
      return service.getStudent(db, request.params.id);
    },
  );

  r.put(
    '/api/student/:id',
    {
      config: { access: ownStudent() },
      schema: {
        tags,
        summary: "Updates the student's profile (names, email = sign-in ID, FERPA consent)",
        params: idParams,
        body: studentProfileSchema,
        response: { 200: studentSchema },
      },
    },
    async (request) => {
      const actor = requireOwnStudent(request, request.params.id);
      return service.updateStudentProfile(db, actor, request.params.id, request.body);
    },
  );

  await app.register(applicationRoutes, { db, config });
  await app.register(schoolOptionsRoutes, { db });
}
