import { SCHOOL_RIGHTS, TE_RIGHTS } from '../access/access-rights.js';
import type { EndpointAccess } from './endpoint.js';

/** One sentence saying who may call, for the OpenAPI description and the docs. */
export function describeAccess(access: EndpointAccess): string {
  switch (access.kind) {
    case 'public':
      return 'Anyone, without a session.';
    case 'signedIn':
      return 'Any signed-in user.';
    case 'staff':
      return 'Staff (TE and TELO users); students are refused.';
    case 'student':
      return 'Students only.';
    case 'ownStudent':
      return `The student whose record {${access.param}} names.`;
    case 'studentReader':
      return `The student whose record {${access.param}} names, or a TE user.`;
    case 'self':
      return access.staffOnly
        ? 'The staff user whose account {id} names.'
        : 'The user whose account {id} names.';
    case 'teAdmin':
      return access.mode === 'read' ? 'TE Admin, read-only included.' : 'TE Admin, not read-only.';
    case 'schoolPermission':
      return `Staff with the ${access.permission} permission (${access.mode}) at the school {${access.param}} names.`;
    case 'anySchoolPermission':
      return `Staff with the ${access.permission} permission (${access.mode}) at the school the request names.`;
    case 'applications':
      return `Staff who may ${access.right} ${access.side}s at the school {${access.param}} names (2-applications §6).`;
    case 'teUser':
      return access.right ? TE_RIGHTS[access.right].who : 'TE users only.';
    case 'schoolRight': {
      const at = `${SCHOOL_RIGHTS[access.right].who} at the school {${access.param}} names`;
      if (access.in === 'path') return `${at}.`;
      const all = access.allSchools === 'teOnly' ? 'TE users only' : 'refused';
      return `${at.replace(`{${access.param}}`, `?${access.param}=`)}; without it (All Schools), ${all}.`;
    }
    case 'someSchoolRight':
      return `${SCHOOL_RIGHTS[access.right].who} at some school (the service checks the school the request names).`;
    case 'record':
      return access.who;
  }
}
