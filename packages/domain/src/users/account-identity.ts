import { activeRolesAt, canWriteAs, type UserRoleAssignment } from '../roles/access.js';
import type { UserType } from '../roles/roles.js';
import { ROLE } from '../roles/roles.js';
import { isAllowedAtSchool } from '../roles/school-permissions.js';

/** The acting user, as the session knows them. */
interface Actor {
  id: number;
  usertype: UserType;
  userRole: readonly UserRoleAssignment[];
}

/** The account whose identity would change, with the schools of all its roles (null: TE roles). */
export interface IdentityTarget {
  id: number;
  usertype: UserType;
  roleSchoolIds: readonly (number | null)[];
}

/**
 * Who may change an account's identity — email (the sign-in ID), names, title, password and training
 * status: its holder, a TE Admin who is not read-only, or staff who may manage users at EVERY school
 * where the account holds a role. A school's staff otherwise manage only the account's roles at their
 * school, so one school can never take over, rename or retitle another school's staff.
 */
export function mayChangeIdentity(actor: Actor, account: IdentityTarget): boolean {
  if (actor.id === account.id) return true;
  if (actor.usertype === 'TE' && canWriteAs(activeRolesAt(actor, null), [ROLE.ADMIN])) return true;
  if (account.usertype !== 'TELO' || actor.usertype === 'STUDENT') return false;
  const schools = new Set(account.roleSchoolIds);
  if (schools.size === 0 || schools.has(null)) return false;
  return [...schools].every((schoolId) =>
    isAllowedAtSchool(activeRolesAt(actor, schoolId), 'manageSchoolUsers', 'write'),
  );
}

/** The identity fields of a staff form, compared as stored (email case-insensitive, empty = none). */
export interface IdentityFields {
  email: string;
  title?: string | null;
  firstName: string;
  lastName: string;
  middleInitial?: string | null;
}

/** The identity fields a form would change, by field name (empty when it changes none). */
export function changedIdentityFields(
  stored: IdentityFields,
  sent: IdentityFields,
): (keyof IdentityFields)[] {
  const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '') === (b ?? '');
  const changed: (keyof IdentityFields)[] = [];
  if (stored.email.toLowerCase() !== sent.email.toLowerCase()) changed.push('email');
  for (const field of ['title', 'firstName', 'lastName', 'middleInitial'] as const) {
    // A field the form does not send keeps its stored value.
    if (sent[field] !== undefined && !same(stored[field], sent[field])) changed.push(field);
  }
  return changed;
}
