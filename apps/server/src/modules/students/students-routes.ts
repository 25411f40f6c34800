import { studentEndpoints as ep } from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { hashToken } from '../../platform/sessions/session-tokens.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { requireOwnStudent, requireStudent, requireStudentReader } from '../../plugins/policy.js';
import { SESSION_COOKIE, setSessionCookie } from '../../plugins/session.js';
import * as service from './student-service.js';

/**
 * The student calls of 1-core §7 (sign-up and the student record; the applications and the school
 * options have their own routes files), registered
 * from their contracts. The lookups under api/student (aid years, categories, statuses) are served by
 * the reference module.
 */
export async function studentsRoutes(app: FastifyInstance, opts: { db: Db; config: AppConfig }) {
  const { db, config } = opts;

  registerEndpoint(app, ep.registerStudent, async (request, reply) => {
    const previous = request.cookies[SESSION_COOKIE];
    const result = await service.registerStudent(db, config, request.body, {
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'],
      previousTokenHash: previous ? hashToken(previous) : undefined,
    });
    setSessionCookie(request, reply, result.token, config.sessionAbsoluteHours * 3600);
    return result.user;
  });

  // One success answer whether the record was made now or before (the contract's one status; the
  // caller only needs the record).
  registerEndpoint(app, ep.createStudentRecord, async (request) => {
    const actor = requireStudent(request);
    const { student } = await service.ensureStudentRecord(db, actor);
    return student;
  });

  registerEndpoint(app, ep.getStudent, async (request) => {
    requireStudentReader(request, request.params.id);
    return service.getStudent(db, request.params.id);
  });

  registerEndpoint(app, ep.updateStudentProfile, async (request) => {
    const actor = requireOwnStudent(request, request.params.id);
    return service.updateStudentProfile(db, actor, request.params.id, request.body);
  });
}
