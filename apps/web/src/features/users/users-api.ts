import {
  type AddedSchoolUser,
  addedSchoolUserSchema,
  type MessageAnswer,
  messageSchema,
  type SavedSchoolUser,
  type SavedStaffUser,
  type SchoolUserRow,
  type StaffUserRow,
  savedSchoolUserSchema,
  savedStaffUserSchema,
  schoolUserRowSchema,
  staffUserRowSchema,
  USER_MESSAGES,
  USER_TYPE,
  type UserDetail,
  userDetailSchema,
} from '@exchange/domain';
import { useQuery } from '@tanstack/react-query';
import { api, listOf } from '../../lib/api';
import { useErrorToast } from '../../lib/error-toast';
import { queryKeys } from '../../lib/query-keys';
import type { UserBody } from './user-form-values';

export type { SchoolUserRow, StaffUserRow, UserDetail };

/**
 * Edit forms load a fresh copy (staleTime 0) and wait for it (isFetchedAfterMount): the grid's cached
 * row may carry an old version, and saving it would answer "changed by someone else".
 */
export interface FreshOption {
  fresh?: boolean;
}
const freshness = (fresh: boolean | undefined) => (fresh ? { staleTime: 0 } : {});

/** The School Users grid rows; null (or a TE list) loads nothing. */
export function useSchoolUsers(schoolId: number | null, { fresh }: FreshOption = {}) {
  const query = useQuery({
    queryKey: queryKeys.users.schoolRows(schoolId ?? 0),
    queryFn: ({ signal }) =>
      api.get<SchoolUserRow[]>(`/api/user/school/${schoolId}`, {
        schema: listOf(schoolUserRowSchema),
        signal,
      }),
    enabled: schoolId !== null,
    ...freshness(fresh),
  });
  useErrorToast(query.error, USER_MESSAGES.loadFailed);
  return query;
}

/** The TE Users grid rows (only while `enabled`). */
export function useTeUsers(enabled = true) {
  const query = useQuery({
    queryKey: queryKeys.users.te,
    queryFn: ({ signal }) =>
      api.get<StaffUserRow[]>(`/api/user?usertype=${USER_TYPE.TE}`, {
        schema: listOf(staffUserRowSchema),
        signal,
      }),
    enabled,
  });
  useErrorToast(query.error, USER_MESSAGES.loadFailed);
  return query;
}

/** One account with its roles at every school. */
export function useUserDetail(id: number | null, { fresh }: FreshOption = {}) {
  const query = useQuery({
    queryKey: queryKeys.users.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<UserDetail>(`/api/user/${id}`, { schema: userDetailSchema, signal }),
    enabled: id !== null,
    ...freshness(fresh),
  });
  useErrorToast(query.error, USER_MESSAGES.userLoadFailed);
  return query;
}

/** POST api/user/school/{schoolId}: a user of the school (a new account, or roles for an existing one). */
export function addSchoolUser(schoolId: number, body: UserBody, actorId: number): Promise<AddedSchoolUser> {
  return api.post(
    `/api/user/school/${schoolId}`,
    { ...body, userName: body.email, userType: USER_TYPE.TELO, modifiedBy: actorId },
    { schema: addedSchoolUserSchema },
  );
}

/** PUT api/user/{id}/{schoolId}: the account's details and its roles at the school. */
export function updateSchoolUser(
  id: number,
  schoolId: number,
  body: UserBody,
  actorId: number,
): Promise<SavedSchoolUser> {
  return api.put(
    `/api/user/${id}/${schoolId}`,
    { ...body, userName: body.email, userType: USER_TYPE.TELO, modifiedBy: actorId },
    { schema: savedSchoolUserSchema },
  );
}

/** DELETE api/user/{id}/{schoolId}: the user loses access to this school only. */
export function removeSchoolUser(id: number, schoolId: number, actorId: number): Promise<MessageAnswer> {
  return api.delete(`/api/user/${id}/${schoolId}?modifiedby=${actorId}`, { schema: messageSchema });
}

/** POST api/user/admin: a new TE user. */
export function addTeUser(body: UserBody, actorId: number): Promise<SavedStaffUser> {
  return api.post(
    '/api/user/admin',
    { ...body, userName: body.email, ferpa: 0, modifiedBy: actorId },
    { schema: savedStaffUserSchema },
  );
}

/** PUT api/user/admin/{id}: a TE user's details and TE roles. */
export function updateTeUser(id: number, body: UserBody, actorId: number): Promise<SavedStaffUser> {
  return api.put(
    `/api/user/admin/${id}`,
    { ...body, userName: body.email, modifiedBy: actorId },
    { schema: savedStaffUserSchema },
  );
}

/** DELETE api/user/{id}: the account loses all access. */
export function removeTeUser(id: number, actorId: number): Promise<MessageAnswer> {
  return api.delete(`/api/user/${id}?modifiedby=${actorId}`, { schema: messageSchema });
}
