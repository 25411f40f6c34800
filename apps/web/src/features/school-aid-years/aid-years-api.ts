import {
  SCHOOL_AID_YEAR_MESSAGES,
  type SchoolAidYearRecord,
  schoolAidYearRecordSchema,
} from '@exchange/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, api, listOf } from '../../lib/api';
import { useErrorToast } from '../../lib/error-toast';
import { queryKeys } from '../../lib/query-keys';

/** The school's aid-year records; a 404 (none yet) is an empty list, not an error (1-core §8). */
export function useSchoolAidYearRecords(schoolId: number | null) {
  const query = useQuery({
    queryKey: queryKeys.schools.aidYearRecords(schoolId ?? 0),
    queryFn: async ({ signal }): Promise<SchoolAidYearRecord[]> => {
      try {
        return await api.get(`/api/schools/aidyears/${schoolId}`, {
          schema: listOf(schoolAidYearRecordSchema),
          signal,
        });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return [];
        throw error;
      }
    },
    enabled: schoolId !== null,
  });
  useErrorToast(query.error, SCHOOL_AID_YEAR_MESSAGES.loadFailed);
  return query;
}
