import {
  activeRolesAt,
  isAllowedAtSchool,
  isStaffUser,
  isStudentUser,
  isTeAdmin,
  isTeUser,
  isWritingTeAdmin,
  type SchoolPermission,
  type SessionUser,
} from '@exchange/domain';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../platform/sessions/session-store.js';
import { forbidden, unauthorized } from './errors.js';

/**
 * The one policy module: every route asks here whether the session's user may act.
 * The acting user always comes from the session, never from the request body or query.
 */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

/** TE or TELO users only; students and anonymous visitors are refused. */
export function requireStaff(request: FastifyRequest): Actor {
  const actor = requireActor(request);
  if (!isStaffUser(actor.user)) throw forbidden();
  return actor;
}

/** Students only. */
export function requireStudent(request: FastifyRequest): Actor {
  const actor = requireActor(request);
  if (!isStudentUser(actor.user)) throw forbidden();
  return actor;
}

/** The calling user acts on their own account only. */
export function requireSelf(request: FastifyRequest, userId: number): Actor {
  const actor = requireActor(request);
  if (actor.user.id !== userId) throw forbidden();
  return actor;
}

/** TE users with the TE Admin role (read-only allowed unless write is asked). */
export function requireTeAdmin(request: FastifyRequest, mode: 'read' | 'write'): Actor {
  const actor = requireStaff(request);
  if (mode === 'read' ? !isTeAdmin(actor.user) : !isWritingTeAdmin(actor.user)) throw forbidden();
  return actor;
}

/** A student acting on their own student record (1-core §4); staff and other students are refused. */
export function requireOwnStudent(request: FastifyRequest, studentId: number): Actor {
  const actor = requireStudent(request);
  if (actor.user.studentId !== studentId) throw forbidden();
  return actor;
}

/**
 * Reading a student record and its applications: the student themself, or a TE user (the central
 * office supports applicants at every school). School users (TELO) read applications through the
 * export and import calls instead.
 */
export function assertStudentReader(actor: Actor, studentId: number): Actor {
  const { user } = actor;
  if (isStudentUser(user) ? user.studentId === studentId : isTeUser(user)) return actor;
  throw forbidden();
}

/** requireActor plus assertStudentReader, for routes that know the student id from the path. */
export function requireStudentReader(request: FastifyRequest, studentId: number): Actor {
  return assertStudentReader(requireActor(request), studentId);
}

/** Whether a user's roles at the school allow a School-screen permission (domain SCHOOL_PERMISSIONS). */
export function hasSchoolPermission(
  user: SessionUser,
  schoolId: number,
  permission: SchoolPermission,
  mode: 'read' | 'write',
): boolean {
  if (!isStaffUser(user)) return false;
  return isAllowedAtSchool(activeRolesAt(user, schoolId), permission, mode);
}

/** A staff user whose roles at the school allow the permission; 403 otherwise. */
export function requireSchoolPermission(
  request: FastifyRequest,
  schoolId: number,
  permission: SchoolPermission,
  mode: 'read' | 'write',
): Actor {
  const actor = requireStaff(request);
  if (!hasSchoolPermission(actor.user, schoolId, permission, mode)) throw forbidden();
  return actor;
}
