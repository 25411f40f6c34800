import {
  type AddedSchoolUser,
  type AnyEndpoint,
  type EndpointInput,
  type MessageAnswer,
  type SavedSchoolUser,
  type SavedStaffUser,
  type SchoolUserRow,
  type StaffUserRow,
  schoolUserEndpoints as schoolUsers,
  staffUserEndpoints as staffUsers,
  USER_MESSAGES,
  USER_TYPE,
  type UserDetail,
} from '@exchange/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api';
import { endpointKey, endpointQuery } from '../../lib/endpoint-query';
import { useErrorToast } from '../../lib/error-toast';
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

/**
 * GET api/user/school/{schoolId}; its key is the prefix of both reads of it (the grid's rows here, the
 * school profile's summary), so a change of a school user invalidates it.
 */
export function schoolUsersQuery(schoolId: number) {
  return endpointQuery('users', schoolUsers.listSchoolUsers, { params: { schoolId } });
}
export const schoolUsersKey = (schoolId: number) =>
  endpointKey('users', schoolUsers.listSchoolUsers, { params: { schoolId } });

/** GET api/user?usertype=TE: the TE Users grid. */
export function teUsersQuery() {
  return endpointQuery('users', staffUsers.listStaffUsers, { query: { usertype: USER_TYPE.TE } });
}

/** GET api/user/{id}: one account, whichever screen reads it. */
export function userDetailQuery(id: number) {
  return endpointQuery('users', staffUsers.getUser, { params: { id } });
}

/** The School Users grid rows; null (or a TE list) loads nothing. */
export function useSchoolUsers(schoolId: number | null, { fresh }: FreshOption = {}) {
  const query = useQuery({
    ...schoolUsersQuery(schoolId ?? 0),
    // The grid's rows: beside the profile's summary read of the same call (schools feature).
    queryKey: [...schoolUsersKey(schoolId ?? 0), 'rows'],
    enabled: schoolId !== null,
    ...freshness(fresh),
  });
  useErrorToast(query.error, USER_MESSAGES.loadFailed);
  return query;
}

/** The TE Users grid rows (only while `enabled`). */
export function useTeUsers(enabled = true) {
  const query = useQuery({
    ...teUsersQuery(),
    enabled,
  });
  useErrorToast(query.error, USER_MESSAGES.loadFailed);
  return query;
}

/** One account with its roles at every school. */
export function useUserDetail(id: number | null, { fresh }: FreshOption = {}) {
  const query = useQuery({
    ...userDetailQuery(id ?? 0),
    enabled: id !== null,
    ...freshness(fresh),
  });
  useErrorToast(query.error, USER_MESSAGES.userLoadFailed);
  return query;
}

/**
 * The body of a user call: the scope's form resolver made `body` with this endpoint's schema
 * (user-scopes.ts), and the spec's payload adds userName, userType, ferpa and modifiedBy, which the
 * server accepts and ignores.
 */
function userPayload<E extends AnyEndpoint>(_endpoint: E, body: UserBody, extra: object) {
  return { ...body, userName: body.email, ...extra } as EndpointInput<E>['body'];
}

/** POST api/user/school/{schoolId}: a user of the school (a new account, or roles for an existing one). */
export function addSchoolUser(schoolId: number, body: UserBody, actorId: number): Promise<AddedSchoolUser> {
  return callEndpoint(schoolUsers.createSchoolUser, {
    params: { schoolId },
    body: userPayload(schoolUsers.createSchoolUser, body, { userType: USER_TYPE.TELO, modifiedBy: actorId }),
  });
}

/** PUT api/user/{id}/{schoolId}: the account's details and its roles at the school. */
export function updateSchoolUser(
  id: number,
  schoolId: number,
  body: UserBody,
  actorId: number,
): Promise<SavedSchoolUser> {
  return callEndpoint(schoolUsers.updateSchoolUser, {
    params: { id, schoolId },
    body: userPayload(schoolUsers.updateSchoolUser, body, { userType: USER_TYPE.TELO, modifiedBy: actorId }),
  });
}

/** DELETE api/user/{id}/{schoolId}: the user loses access to this school only. */
export function removeSchoolUser(id: number, schoolId: number, actorId: number): Promise<MessageAnswer> {
  return callEndpoint(schoolUsers.removeSchoolUser, {
    params: { id, schoolId },
    query: { modifiedby: String(actorId) },
  });
}

/** POST api/user/admin: a new TE user. */
export function addTeUser(body: UserBody, actorId: number): Promise<SavedStaffUser> {
  return callEndpoint(staffUsers.createTeUser, {
    body: userPayload(staffUsers.createTeUser, body, { ferpa: 0, modifiedBy: actorId }),
  });
}

/** PUT api/user/admin/{id}: a TE user's details and TE roles. */
export function updateTeUser(id: number, body: UserBody, actorId: number): Promise<SavedStaffUser> {
  return callEndpoint(staffUsers.updateTeUser, {
    params: { id },
    body: userPayload(staffUsers.updateTeUser, body, { modifiedBy: actorId }),
  });
}

/** DELETE api/user/{id}: the account loses all access. */
export function removeTeUser(id: number, actorId: number): Promise<MessageAnswer> {
  return callEndpoint(staffUsers.deleteStaffUser, {
    params: { id },
    query: { modifiedby: String(actorId) },
  });
}
