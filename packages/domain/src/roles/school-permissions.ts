import { type ActiveRoles, canReadAs, canWriteAs } from './access.js';
import { ROLE, type RoleId } from './roles.js';

const ALL_SCHOOL_ROLES: readonly RoleId[] = [
  ROLE.ADMIN,
  ROLE.EXPORT,
  ROLE.IMPORT,
  ROLE.BILLING,
  ROLE.REPORTS,
  ROLE.PRIMARY_TELO,
  ROLE.SECONDARY_TELO,
];
const SCHOOL_MANAGERS: readonly RoleId[] = [ROLE.ADMIN, ROLE.PRIMARY_TELO, ROLE.SECONDARY_TELO];

/**
 * Which roles at a school allow what on the School screens (1-core §6; docs/decisions/schools.md "Who may
 * do what at a school"). 'read' accepts read-only roles, 'write' does not. TE users hold their TE roles at
 * every school, so TE Admin (role 1) counts as a school admin everywhere.
 */
export const SCHOOL_PERMISSIONS = {
  /** School profile and aid-year records: any role at the school. */
  readSchool: ALL_SCHOOL_ROLES,
  /** Update the school profile: the school-profile role (not read-only) or a primary/secondary TELO. */
  updateSchool: SCHOOL_MANAGERS,
  /** Delete School: the school-profile role only, not read-only (1-core §6). */
  deleteSchool: [ROLE.ADMIN] as readonly RoleId[],
  /** Add, edit and delete a school's users; the list is readable with the same roles read-only. */
  manageSchoolUsers: SCHOOL_MANAGERS,
  /** The aid-year form: role 1 without read-only, or 6 or 7 (1-core §6). */
  editAidYear: SCHOOL_MANAGERS,
  /** Training status in the user forms: role 1 only (1-core §6). */
  changeTraining: [ROLE.ADMIN] as readonly RoleId[],
  /**
   * Giving, changing or removing a user's Admin role (role 1): role 1 only, like training, so a
   * primary or secondary TELO cannot make anyone (themselves included) a school admin and so reach
   * what only role 1 may do, such as Delete School (docs/decisions/users.md "Own roles and the Admin role").
   */
  changeAdminRole: [ROLE.ADMIN] as readonly RoleId[],
} as const;
export type SchoolPermission = keyof typeof SCHOOL_PERMISSIONS;

/** True when the active roles at a school allow the permission in the given mode. */
export function isAllowedAtSchool(
  active: ActiveRoles,
  permission: SchoolPermission,
  mode: 'read' | 'write',
): boolean {
  const roles = SCHOOL_PERMISSIONS[permission];
  return mode === 'write' ? canWriteAs(active, roles) : canReadAs(active, roles);
}
