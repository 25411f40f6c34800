import {
  SCHOOL_MESSAGES,
  type SchoolDetail,
  type SchoolName,
  schoolDetailSchema,
  schoolUserRowSchema,
  USER_MESSAGES,
} from '@exchange/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, listOf } from '../../lib/api';
import { useErrorToast } from '../../lib/error-toast';
import { queryKeys } from '../../lib/query-keys';

/** One school's profile: GET api/schools/{id} answers a one-item list. */
export function useSchoolDetail(id: number | null) {
  const query = useQuery({
    queryKey: queryKeys.schools.detail(id ?? 0),
    queryFn: async ({ signal }): Promise<SchoolDetail> => {
      const [school] = await api.get(`/api/schools/${id}`, { schema: listOf(schoolDetailSchema), signal });
      if (!school) throw new Error(SCHOOL_MESSAGES.loadFailed);
      return school;
    },
    enabled: id !== null,
  });
  useErrorToast(query.error, SCHOOL_MESSAGES.loadFailed);
  return query;
}

/** The school's users for the profile's Users section (its own key: the users grid caches its rows apart). */
export function useSchoolUsersSummary(schoolId: number) {
  const query = useQuery({
    queryKey: queryKeys.users.schoolSummary(schoolId),
    queryFn: ({ signal }) =>
      api.get(`/api/user/school/${schoolId}`, { schema: listOf(schoolUserRowSchema), signal }),
  });
  useErrorToast(query.error, USER_MESSAGES.loadFailed);
  return query;
}

/** Lists the new school among the selector's schools, so selecting it sticks before the refetch. */
export function useAddSchoolToNames() {
  const queryClient = useQueryClient();
  return async (school: SchoolName) => {
    queryClient.setQueryData<SchoolName[]>(queryKeys.schools.names, (old) =>
      [...(old ?? []).filter((s) => s.id !== school.id), school].sort((a, b) =>
        a.schoolName.localeCompare(b.schoolName),
      ),
    );
    await queryClient.invalidateQueries({ queryKey: queryKeys.schools.names });
  };
}
