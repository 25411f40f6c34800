import { APPLICATION_MESSAGES, studentEndpoints } from '@exchange/domain';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/endpoint-query';
import { useErrorToast } from '../../../lib/error-toast';

/**
 * The application as the import school reads it. Its key is the student screens' key of the application
 * followed by the query, so whatever refreshes that application (an import change) refreshes this read
 * too; the school is part of the key because an import reader sees only its own school's rows.
 */
export function importApplicationQuery(applicationId: number, schoolId: number) {
  return endpointQuery('students', studentEndpoints.getApplication, {
    params: { id: applicationId },
    query: { importschool: schoolId },
  });
}

/**
 * GET api/student/application/{id}?importschool={schoolId}: the student, the employer and the
 * application for the import detail screens; a failure shows "There was a problem getting the
 * application data." (§8).
 */
export function useImportApplication(applicationId: number, schoolId: number) {
  const query = useQuery({
    ...importApplicationQuery(applicationId, schoolId),
    // A status just changed on the list must not be shown stale here.
    staleTime: 0,
  });
  useErrorToast(query.error, APPLICATION_MESSAGES.applicationDataFailed);
  return query;
}
