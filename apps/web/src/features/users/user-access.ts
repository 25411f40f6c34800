import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { useSignedInUser } from '../../lib/auth-context';
import { useSchool } from '../../lib/school-context';
import { useIsWritingTeAdmin, useSchoolPermission } from '../../lib/school-permissions';
import type { UserBody } from './user-form-values';
import type { ListedUser, UserScope, UserScopeBase } from './user-scopes';
import {
  addSchoolUser,
  addTeUser,
  removeSchoolUser,
  removeTeUser,
  schoolUsersKey,
  teUsersQuery,
  updateSchoolUser,
  updateTeUser,
  useSchoolUsers,
  useTeUsers,
} from './users-api';

/** What the signed-in user may do on a users screen, and where (the selected school, for school users). */
export interface UserAccess {
  actorId: number;
  schoolId: number | null;
  schoolName: string | null;
  mayManage: boolean;
  mayChangeTraining: boolean;
  mayChangeAdmin: boolean;
  /** The selected school is still being looked up (a TE user's school list after a reload): rights unknown. */
  resolving: boolean;
}

/** The signed-in user's rights on the scope's screens (1-core §6); read-only users may only look. */
export function useUserAccess(scope: UserScopeBase): UserAccess {
  const user = useSignedInUser();
  const { selectedSchool, loading } = useSchool();
  // Every hook runs whatever the scope, so the hook order never depends on it.
  const mayManageSchool = useSchoolPermission('manageSchoolUsers', 'write');
  const mayTrain = useSchoolPermission('changeTraining', 'write');
  const mayChangeAdmin = useSchoolPermission('changeAdminRole', 'write');
  const isWritingTeAdmin = useIsWritingTeAdmin();
  if (scope.kind === 'school') {
    return {
      actorId: user.id,
      schoolId: selectedSchool?.id ?? null,
      schoolName: selectedSchool?.schoolName ?? null,
      mayManage: mayManageSchool,
      mayChangeTraining: mayTrain,
      mayChangeAdmin,
      resolving: loading,
    };
  }
  // TE users have no training status, and a TE admin gives TE Admin like any other TE role.
  return {
    actorId: user.id,
    schoolId: null,
    schoolName: null,
    mayManage: isWritingTeAdmin,
    mayChangeTraining: false,
    mayChangeAdmin: true,
    resolving: false,
  };
}

/** The scope's grid rows. */
export function useUserRows<R extends ListedUser>(
  scope: UserScope<R>,
  access: UserAccess,
): UseQueryResult<R[]> {
  const school = useSchoolUsers(scope.kind === 'school' ? access.schoolId : null);
  const te = useTeUsers(scope.kind === 'te');
  // The scope's kind decides its row type: SCHOOL_USERS lists SchoolUserRow, TE_USERS StaffUserRow.
  return (scope.kind === 'school' ? school : te) as UseQueryResult<R[]>;
}

/** The query that lists the scope's users, refreshed after any change to one of them. */
export function listKeyOf(scope: UserScopeBase, access: UserAccess): QueryKey {
  return scope.kind === 'school' ? schoolUsersKey(access.schoolId ?? 0) : teUsersQuery().queryKey;
}

function schoolOf(access: UserAccess): number {
  if (access.schoolId === null) throw new Error('No school is selected.');
  return access.schoolId;
}

/** Adds a user in the scope. */
export function createUser(scope: UserScopeBase, access: UserAccess, body: UserBody) {
  return scope.kind === 'school'
    ? addSchoolUser(schoolOf(access), body, access.actorId)
    : addTeUser(body, access.actorId);
}

/** Saves a user's details and roles in the scope. */
export function updateUser(scope: UserScopeBase, access: UserAccess, id: number, body: UserBody) {
  return scope.kind === 'school'
    ? updateSchoolUser(id, schoolOf(access), body, access.actorId)
    : updateTeUser(id, body, access.actorId);
}

/** Removes a user from the scope: from the school only, or (TE) from the system. */
export function removeUser(scope: UserScopeBase, access: UserAccess, id: number) {
  return scope.kind === 'school'
    ? removeSchoolUser(id, schoolOf(access), access.actorId)
    : removeTeUser(id, access.actorId);
}
