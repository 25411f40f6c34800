import {
  type EndpointAccess,
  isTeloUser,
  isTeUser,
  SCHOOL_RIGHTS,
  type SchoolPermission,
  type SchoolRightName,
  TE_RIGHTS,
  type TeRightName,
} from '@exchange/domain';
import type { FastifyRequest } from 'fastify';
import { forbidden } from './errors.js';
import {
  assertStudentReader,
  hasSchoolPermission,
  requireActor,
  requireOwnStudent,
  requireSchoolPermission,
  requireStaff,
  requireStudent,
  requireTeAdmin,
} from './policy.js';

/**
 * Who may call a route, decided before its body is read (route option `config.access`, run by the
 * session plugin's preParsing hook after the 401 check); the path parameters are known, the body not. A caller who may not use a form gets 403 whatever they send
 * and never a 400 that describes the form: 401, then 403, then 400. The handlers check again with the
 * parsed parameters. Every API route declares one (or is PUBLIC_ROUTE); the server refuses to start
 * otherwise.
 */
export type AccessRule = (request: FastifyRequest) => void | Promise<void>;

/** A positive integer path parameter as sent, or null when it is not one (validation then answers). */
export function idParam(request: FastifyRequest, name: string): number | null {
  const raw = (request.params as Record<string, string | undefined>)[name];
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** Any signed-in user (lookups every screen needs, the session user). */
export const signedIn: AccessRule = (request) => {
  requireActor(request);
};

/** Staff only (students 403). */
export const staffOnly: AccessRule = (request) => {
  requireStaff(request);
};

/** Students only (staff 403). */
export const studentOnly: AccessRule = (request) => {
  requireStudent(request);
};

/** The student whose record the path parameter names, acting on it (staff and other students 403). */
export function ownStudent(param = 'id'): AccessRule {
  return (request) => {
    const id = idParam(request, param);
    if (id === null) requireStudent(request);
    else requireOwnStudent(request, id);
  };
}

/** Reading the student record the path names: the student themself or a TE user. */
export function studentReader(param = 'id'): AccessRule {
  return (request) => {
    const actor = requireActor(request);
    const id = idParam(request, param);
    if (id !== null) assertStudentReader(actor, id);
    else if (isTeloUser(actor.user)) throw forbidden();
  };
}

/** A School-screen permission at the school of a path parameter (`schoolId` unless named). */
export function schoolGuard(
  permission: SchoolPermission,
  mode: 'read' | 'write',
  param = 'schoolId',
): AccessRule {
  return (request) => {
    const schoolId = idParam(request, param);
    if (schoolId === null) requireStaff(request);
    else requireSchoolPermission(request, schoolId, permission, mode);
  };
}

/**
 * A School-screen permission at some school of the caller: for calls whose school is not in the path
 * (it comes from the body or the record, and the service checks that school again).
 */
export function anySchoolGuard(permission: SchoolPermission, mode: 'read' | 'write'): AccessRule {
  return (request) => {
    const { user } = requireStaff(request);
    // TE roles hold at every school, so any id answers for a TE user; a TELO's own schools answer for them.
    const schools = isTeUser(user) ? [0] : user.userRole.map((r) => r.roleSchoolId ?? 0);
    if (!schools.some((id) => hasSchoolPermission(user, id, permission, mode))) throw forbidden();
  };
}

/** TE Admin (not read-only for 'write'). */
export function teAdminGuard(mode: 'read' | 'write'): AccessRule {
  return (request) => {
    requireTeAdmin(request, mode);
  };
}

/** The signed-in user's own account (the `id` path parameter); `staffOnly` refuses students too. */
export function selfGuard(staffOnly: boolean): AccessRule {
  return (request) => {
    const actor = staffOnly ? requireStaff(request) : requireActor(request);
    const id = idParam(request, 'id');
    if (id !== null && id !== actor.user.id) throw forbidden();
  };
}

/** A TE user; with a TE right, one who holds it (students and school users 403 with the refusal). */
export function teUserGuard(right?: TeRightName, refusal?: string): AccessRule {
  return (request) => {
    const { user } = requireStaff(request);
    if (!isTeUser(user) || (right && !TE_RIGHTS[right].holds(user))) throw forbidden(refusal);
  };
}

type SchoolRightAccess = Extract<EndpointAccess, { kind: 'schoolRight' }>;

/**
 * The school a `schoolRight` parameter names as sent: an id, 'all' (a query parameter left out, or 0
 * and empty where that means All Schools), or null when it names no school (validation then answers).
 */
function namedSchool(request: FastifyRequest, access: SchoolRightAccess): number | 'all' | null {
  if (access.in === 'path') return idParam(request, access.param);
  const raw = (request.query as Record<string, unknown>)[access.param];
  if (raw === undefined) return 'all';
  if (typeof raw !== 'string') return null;
  if (access.zeroIsAllSchools && (raw === '' || /^0{1,9}$/.test(raw))) return 'all';
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** A school right at the school a path or query parameter names (see EndpointAccess 'schoolRight'). */
export function schoolRightGuard(access: SchoolRightAccess): AccessRule {
  const right = SCHOOL_RIGHTS[access.right];
  return (request) => {
    const { user } = requireStaff(request);
    const school = namedSchool(request, access);
    if (typeof school === 'number') {
      if (!right.at(user, school)) throw forbidden(access.refusal);
      return;
    }
    if (!right.somewhere(user)) throw forbidden(access.refusal);
    if (school === 'all' && (access.allSchools !== 'teOnly' || !isTeUser(user))) {
      throw forbidden(access.allSchoolsRefusal ?? access.refusal);
    }
  };
}

/** A school right at some school of the caller: the service checks the school the body names. */
export function someSchoolRightGuard(right: SchoolRightName): AccessRule {
  return (request) => {
    if (!SCHOOL_RIGHTS[right].somewhere(requireStaff(request).user)) throw forbidden();
  };
}
