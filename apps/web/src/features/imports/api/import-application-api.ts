import { APPLICATION_MESSAGES, studentEndpoints } from '@exchange/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { useErrorToast } from '../../../lib/error-toast';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The application as the import school reads it. Nested under the student screens' key of the
 * application, so whatever refreshes that application (an import change) refreshes this read too; the
 * school is part of the key because an import reader sees only its own school's rows.
 */
export function importApplicationKey(applicationId: number, schoolId: number) {
  return [...queryKeys.students.application(applicationId), 'importschool', schoolId] as const;
}

/**
 * GET api/student/application/{id}?importschool={schoolId}: the student, the employer and the
 * application for the import detail screens; a failure shows "There was a problem getting the
 * application data." (§8).
 */
export function useImportApplication(applicationId: number, schoolId: number) {
  const query = useQuery({
    queryKey: importApplicationKey(applicationId, schoolId),
    queryFn: ({ signal }) =>
      callEndpoint(
        studentEndpoints.getApplication,
        { params: { id: applicationId }, query: { importschool: schoolId } },
        { signal },
      ),
    // A status just changed on the list must not be shown stale here.
    staleTime: 0,
  });
  useErrorToast(query.error, APPLICATION_MESSAGES.applicationDataFailed);
  return query;
}
