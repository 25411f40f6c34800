/**
 * Who may see and change export and import applications at a school (2-applications §6; open-points 9,
 * 14), built on the role helpers in roles/access.ts.
 */
import { type ActiveRoles, canReadAs, canWriteAs } from '../roles/access.js';
import { ROLE, type RoleId } from '../roles/roles.js';

/** Export or import side of an application. */
export type ApplicationSide = 'export' | 'import';

/** Roles that open exports/* and imports/* (§6 route gates). */
export const APPLICATION_SIDE_ROLES: Readonly<Record<ApplicationSide, readonly RoleId[]>> = {
  export: [ROLE.ADMIN, ROLE.EXPORT, ROLE.PRIMARY_TELO, ROLE.SECONDARY_TELO],
  import: [ROLE.ADMIN, ROLE.IMPORT, ROLE.PRIMARY_TELO, ROLE.SECONDARY_TELO],
};

/** Deleting an application: role 1 at the export school, not read-only (TE admins hold it everywhere; open-points 9). */
export const APPLICATION_DELETE_ROLES: readonly RoleId[] = [ROLE.ADMIN];

/** True when the user's roles at the school open this side's screens. */
export function canViewApplications(access: ActiveRoles, side: ApplicationSide): boolean {
  return canReadAs(access, APPLICATION_SIDE_ROLES[side]);
}

/**
 * True when the user may change applications on this side. Any of the side's roles held read-only makes
 * the whole side read-only (§6 "readOnlyList contains the export or import role id"; open-points 14 for
 * a read-only role 1 and read-only TE users).
 */
export function canEditApplications(access: ActiveRoles, side: ApplicationSide): boolean {
  const roles = APPLICATION_SIDE_ROLES[side];
  return canWriteAs(access, roles) && !roles.some((r) => access.readOnlyList.includes(r));
}

/** True when the user may delete applications of this export school (open-points 9). */
export function canDeleteApplications(access: ActiveRoles): boolean {
  return canEditApplications(access, 'export') && canWriteAs(access, APPLICATION_DELETE_ROLES);
}
