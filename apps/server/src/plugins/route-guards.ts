import type { SchoolPermission } from '@exchange/domain';
import type { FastifyRequest } from 'fastify';
import { forbidden } from './errors.js';
import { requireActor, requireSchoolPermission, requireStaff, requireTeAdmin } from './policy.js';

// preValidation guards: the policy answers before the body is validated, so a caller who may not use a
// form (a student, a read-only user, a user of another school) gets 403 whatever they send and never a
// 400 that describes the form. The handlers check again with the parsed parameters.

/** A positive integer path parameter as sent, or null when it is not one (validation then answers). */
function idParam(request: FastifyRequest, name: string): number | null {
  const raw = (request.params as Record<string, string | undefined>)[name];
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Staff only (students 403). */
export async function staffGuard(request: FastifyRequest) {
  requireStaff(request);
}

/** A School-screen permission at the school of the `schoolId` path parameter. */
export function schoolGuard(permission: SchoolPermission, mode: 'read' | 'write') {
  return async (request: FastifyRequest) => {
    const schoolId = idParam(request, 'schoolId');
    if (schoolId === null) requireStaff(request);
    else requireSchoolPermission(request, schoolId, permission, mode);
  };
}

/** TE Admin (not read-only for 'write'). */
export function teAdminGuard(mode: 'read' | 'write') {
  return async (request: FastifyRequest) => {
    requireTeAdmin(request, mode);
  };
}

/** The signed-in user's own account (the `id` path parameter); `staffOnly` refuses students too. */
export function selfGuard(staffOnly: boolean) {
  return async (request: FastifyRequest) => {
    const actor = staffOnly ? requireStaff(request) : requireActor(request);
    const id = idParam(request, 'id');
    if (id !== null && id !== actor.user.id) throw forbidden();
  };
}
