import {
  holdsAdminRole,
  isTeloRole,
  READ_ONLY_CAPABLE_ROLES,
  ROLE,
  SCHOOL_ROLES,
  type SchoolUserRow,
  type StaffUserRow,
  schoolUserSchema,
  TE_ROLES,
  TRAINING_LABELS,
  teUserCreateSchema,
  teUserUpdateSchema,
  USER_MESSAGES,
} from '@exchange/domain';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import type { DomainSchema } from '../../lib/form-resolver';
import type { UserBody } from './user-form-values';

/** A row of either users grid. */
export type ListedUser = SchoolUserRow | StaffUserRow;

/** How the one user form differs between school users and TE users (1-core §4-§6). */
export interface UserFormConfig {
  /** The form's accessible name. */
  label: string;
  /** Title, training status and daily digest: school users have them, TE users do not. */
  schoolFields: boolean;
  roles: readonly { id: number; name: string }[];
  /** Roles whose read-only box is offered. */
  canBeReadOnly(id: number): boolean;
  /** Roles that exclude every other. */
  isExclusive(id: number): boolean;
  /** The domain schema the form is checked with, the same the server checks the body with. */
  schema(mode: 'create' | 'edit'): DomainSchema<UserBody>;
  createLabel: string;
}

/** What tells the School Users screens from the TE Users screens, apart from the grid's columns. */
export interface UserScopeBase {
  kind: 'school' | 'te';
  paths: { list: string; add: string; account: string };
  titles: { list: string; add: string; account: string };
  addLinkLabel: string;
  form: UserFormConfig;
  messages: { created: string; deleteConfirm: string; deleteSelf: string };
  /** What the grid says when it lists nobody (the school's name, for school users). */
  emptyMessage(schoolName: string | null): string | undefined;
}

/** A users screen's configuration with its grid, typed by the grid's rows. */
export interface UserScope<R extends ListedUser> extends UserScopeBase {
  grid: { label: string; exportFileName: string; columns: GridColDef<R>[] };
}

/** Both grids list users by last name first. */
export const DEFAULT_USER_SORT: GridSortModel = [{ field: 'lastName', sort: 'asc' }];

// Minimum widths add up to less than the content area beside the drawer at 1280 px, so every header
// reads in full there; narrower screens scroll the grid sideways.
const SCHOOL_COLUMNS: GridColDef<SchoolUserRow>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 140 },
  { field: 'firstName', headerName: 'First Name', flex: 0.7, minWidth: 110 },
  { field: 'lastName', headerName: 'Last Name', flex: 0.7, minWidth: 125 },
  { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 180 },
  { field: 'roleName', headerName: 'Role', flex: 1, minWidth: 130 },
  {
    field: 'trainingComplete',
    headerName: 'Training Complete',
    minWidth: 150,
    valueFormatter: (value: number) => TRAINING_LABELS[value] ?? '',
  },
  {
    field: 'DailyDigest',
    headerName: 'Daily Digest',
    minWidth: 115,
    valueFormatter: (value: number) => (value === 1 ? 'Yes' : 'No'),
  },
];

const TE_COLUMNS: GridColDef<StaffUserRow>[] = [
  { field: 'firstName', headerName: 'First Name', flex: 0.8, minWidth: 120 },
  { field: 'lastName', headerName: 'Last Name', flex: 0.8, minWidth: 120 },
  { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 220 },
  { field: 'roleName', headerName: 'Role', flex: 1.2, minWidth: 200 },
];

const schoolSchema = schoolUserSchema as DomainSchema<UserBody>;
const teCreateSchema = teUserCreateSchema as DomainSchema<UserBody>;
const teUpdateSchema = teUserUpdateSchema as DomainSchema<UserBody>;

/** /school/users: the selected school's users. */
export const SCHOOL_USERS: UserScope<SchoolUserRow> = {
  kind: 'school',
  paths: { list: '/school/users', add: '/school/users/adduser', account: '/school/users/accountinfo' },
  titles: { list: 'Users', add: 'Add User', account: 'User Account Information' },
  addLinkLabel: 'Add User',
  grid: { label: 'School users', exportFileName: 'school-users', columns: SCHOOL_COLUMNS },
  form: {
    label: 'User account information',
    schoolFields: true,
    roles: SCHOOL_ROLES,
    canBeReadOnly: (id) => (READ_ONLY_CAPABLE_ROLES as readonly number[]).includes(id),
    isExclusive: isTeloRole,
    schema: () => schoolSchema,
    createLabel: 'Add User',
  },
  messages: {
    created: USER_MESSAGES.created,
    deleteConfirm: USER_MESSAGES.deleteSchoolUserConfirm,
    deleteSelf: USER_MESSAGES.cannotRemoveSelf,
  },
  emptyMessage: (schoolName) => (schoolName ? USER_MESSAGES.noSchoolUsers(schoolName) : undefined),
};

/** /settings/users (TE admins): the central office's users. */
export const TE_USERS: UserScope<StaffUserRow> = {
  kind: 'te',
  paths: {
    list: '/settings/users',
    add: '/settings/users/addteuser',
    account: '/settings/users/accountinfo',
  },
  titles: { list: 'TE Users', add: 'Add New TE User', account: 'TE User Account Information' },
  addLinkLabel: 'Add New TE User',
  grid: { label: 'TE users', exportFileName: 'te-users', columns: TE_COLUMNS },
  form: {
    label: 'TE user',
    schoolFields: false,
    roles: TE_ROLES,
    // 1-core §6: TE Admin excludes the rest; every TE role but Reports can be read-only.
    canBeReadOnly: (id) => id !== ROLE.REPORTS,
    isExclusive: (id) => id === ROLE.ADMIN,
    schema: (mode) => (mode === 'create' ? teCreateSchema : teUpdateSchema),
    createLabel: 'Add TE User',
  },
  messages: {
    created: USER_MESSAGES.teCreated,
    deleteConfirm: USER_MESSAGES.deleteTeUserConfirm,
    deleteSelf: USER_MESSAGES.cannotDeleteSelf,
  },
  emptyMessage: () => USER_MESSAGES.noTeUsers,
};

/**
 * Why the selected user cannot be deleted here, or null (the server refuses the same): nobody removes
 * their own access, and only a school admin removes someone holding the Admin role.
 */
export function deleteBlockedReason(
  row: { id: number; userRole: readonly { userRoleId: number }[] },
  actorId: number,
  selfMessage: string,
  mayChangeAdmin: boolean,
): string | null {
  if (row.id === actorId) return selfMessage;
  if (!mayChangeAdmin && holdsAdminRole(row.userRole)) return USER_MESSAGES.adminRoleOnlyAdmin;
  return null;
}
