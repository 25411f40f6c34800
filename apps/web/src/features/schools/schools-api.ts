import {
  SCHOOL_MESSAGES,
  type SchoolBody,
  type SchoolDetail,
  type SchoolName,
  schoolEndpoints,
  schoolUserEndpoints,
  USER_MESSAGES,
} from '@exchange/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api';
import { endpointKey, endpointQuery } from '../../lib/endpoint-query';
import { useErrorToast } from '../../lib/error-toast';

/** GET api/schools/{id}: the school, whichever screen reads it (its key; the answer is a one-row list). */
export const schoolDetailKey = (id: number) =>
  endpointKey('schools', schoolEndpoints.getSchool, { params: { id } });

/** GET api/schools/name: the selector's list (lib/lookups.ts reads it). */
export const SCHOOL_NAMES_KEY = endpointKey('schools', schoolEndpoints.listSchoolNames);

/** One school's profile: GET api/schools/{id} answers a one-item list. */
export function useSchoolDetail(id: number | null) {
  const query = useQuery({
    queryKey: schoolDetailKey(id ?? 0),
    queryFn: async ({ signal }): Promise<SchoolDetail> => {
      const [school] = await callEndpoint(schoolEndpoints.getSchool, { params: { id: id ?? 0 } }, { signal });
      if (!school) throw new Error(SCHOOL_MESSAGES.loadFailed);
      return school;
    },
    enabled: id !== null,
  });
  useErrorToast(query.error, SCHOOL_MESSAGES.loadFailed);
  return query;
}

/** POST api/schools: a new school (TE Admin); answers its id, name, city and state. */
export function createSchool(body: SchoolBody) {
  return callEndpoint(schoolEndpoints.createSchool, { body });
}

/** PUT api/schools/{id} with the version the form was loaded with (a stale one answers 409). */
export function updateSchool(school: Pick<SchoolDetail, 'id' | 'version'>, body: SchoolBody) {
  return callEndpoint(schoolEndpoints.updateSchool, {
    params: { id: school.id },
    body: { ...body, version: school.version },
  });
}

/** GET api/schools/{id}/dependents: what still refers to the school (asked before Delete School). */
export function fetchSchoolDependents(id: number) {
  return callEndpoint(schoolEndpoints.getSchoolDependents, { params: { id } });
}

/** DELETE api/schools/{id}?modifiedby= (the spec's call; the server takes the user from the session). */
export function deleteSchool(id: number, userId: number) {
  return callEndpoint(schoolEndpoints.deleteSchool, {
    params: { id },
    query: { modifiedby: String(userId) },
  });
}

/** The school's users for the profile's Users section (its own key: the users grid caches its rows apart). */
export function useSchoolUsersSummary(schoolId: number) {
  const usersAtSchool = endpointQuery('users', schoolUserEndpoints.listSchoolUsers, { params: { schoolId } });
  const query = useQuery({
    ...usersAtSchool,
    // The profile's summary, beside the School Users grid's rows of the same call (users feature).
    queryKey: [...usersAtSchool.queryKey, 'summary'],
  });
  useErrorToast(query.error, USER_MESSAGES.loadFailed);
  return query;
}

/** Lists the new school among the selector's schools, so selecting it sticks before the refetch. */
export function useAddSchoolToNames() {
  const queryClient = useQueryClient();
  return async (school: SchoolName) => {
    queryClient.setQueryData<SchoolName[]>(SCHOOL_NAMES_KEY, (old) =>
      [...(old ?? []).filter((s) => s.id !== school.id), school].sort((a, b) =>
        a.schoolName.localeCompare(b.schoolName),
      ),
    );
    await queryClient.invalidateQueries({ queryKey: SCHOOL_NAMES_KEY });
  };
}
