/** School role ids (1-core §6). Nothing outside packages/domain compares these numbers. */
export const ROLE = {
  ADMIN: 1,
  EXPORT: 2,
  IMPORT: 3,
  BILLING: 4,
  REPORTS: 5,
  PRIMARY_TELO: 6,
  SECONDARY_TELO: 7,
} as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];

/** School roles in display order, with their names. */
export const SCHOOL_ROLES: readonly { id: RoleId; name: string }[] = [
  { id: ROLE.ADMIN, name: 'Admin' },
  { id: ROLE.EXPORT, name: 'Export' },
  { id: ROLE.IMPORT, name: 'Import' },
  { id: ROLE.BILLING, name: 'Billing' },
  { id: ROLE.REPORTS, name: 'Reports' },
  { id: ROLE.PRIMARY_TELO, name: 'Primary TELO' },
  { id: ROLE.SECONDARY_TELO, name: 'Secondary TELO' },
];

/**
 * TE (central office) roles reuse ids 1-5 and apply at every school:
 * TE Admin is role 1 at any school, and so on (docs/decisions/users.md "TE roles").
 */
export const TE_ROLES: readonly { id: RoleId; name: string }[] = [
  { id: ROLE.ADMIN, name: 'TE Admin' },
  { id: ROLE.EXPORT, name: 'Export' },
  { id: ROLE.IMPORT, name: 'Import' },
  { id: ROLE.BILLING, name: 'Billing' },
  { id: ROLE.REPORTS, name: 'Reports' },
];

/** Roles whose read-only flag means something (1-core §5: export, import and billing; §6: admin). */
export const READ_ONLY_CAPABLE_ROLES: readonly RoleId[] = [
  ROLE.ADMIN,
  ROLE.EXPORT,
  ROLE.IMPORT,
  ROLE.BILLING,
];

/** Name of a school role id, or of a TE role when `te` is set. */
export function roleName(id: number, te = false): string {
  const list = te ? TE_ROLES : SCHOOL_ROLES;
  return list.find((r) => r.id === id)?.name ?? `Role ${id}`;
}

/** Primary and secondary TELO are exclusive with every other role. */
export function isTeloRole(id: number): boolean {
  return id === ROLE.PRIMARY_TELO || id === ROLE.SECONDARY_TELO;
}

/** Account types (1-core §3). Nothing outside packages/domain compares these strings: use the predicates. */
export const USER_TYPE = { TE: 'TE', TELO: 'TELO', STUDENT: 'STUDENT' } as const;
export const USER_TYPES = [USER_TYPE.TE, USER_TYPE.TELO, USER_TYPE.STUDENT] as const;
export type UserType = (typeof USER_TYPES)[number];
/** The staff account types: central office (TE) and school (TELO) users. */
export const STAFF_USER_TYPES = [USER_TYPE.TE, USER_TYPE.TELO] as const;
export type StaffUserType = (typeof STAFF_USER_TYPES)[number];

/** Anything carrying an account type: a session user, a stored account row, a menu context. */
type HasUserType = { readonly usertype: string };

/** An applicant account (1-core §2): the applicant area only. */
export function isStudentUser(user: HasUserType): boolean {
  return user.usertype === USER_TYPE.STUDENT;
}

/** A central-office (TE) account, whose TE roles apply at every school. */
export function isTeUser(user: HasUserType): boolean {
  return user.usertype === USER_TYPE.TE;
}

/** A school (TELO) account, holding roles only at the schools it is assigned to. */
export function isTeloUser(user: HasUserType): boolean {
  return user.usertype === USER_TYPE.TELO;
}

/** A staff account (TE or TELO): the staff area, refused in the applicant area. */
export function isStaffUser(user: HasUserType): boolean {
  return isTeUser(user) || isTeloUser(user);
}

/** trainingComplete values (1-core §3). */
export const TRAINING = { REQUIRED: 0, COMPLETE: 1, NOT_REQUIRED: 2 } as const;
export const TRAINING_LABELS: Record<number, string> = { 0: 'Required', 1: 'Complete', 2: 'Not Required' };
