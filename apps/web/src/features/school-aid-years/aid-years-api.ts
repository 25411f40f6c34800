import {
  aidYearEndpoints,
  SCHOOL_AID_YEAR_MESSAGES,
  type SchoolAidYearInput,
  type SchoolAidYearRecord,
} from '@exchange/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint } from '../../lib/api';
import { endpointKey } from '../../lib/endpoint-query';
import { useErrorToast } from '../../lib/error-toast';

/** GET api/schools/aidyears/{id}: the key of the school's aid-year records (the answer is their rows). */
export const aidYearRecordsKey = (schoolId: number) =>
  endpointKey('schools', aidYearEndpoints.listSchoolAidYears, { params: { id: schoolId } });

/** The school's aid-year records; a 404 (none yet) is an empty list, not an error (1-core §8). */
export function useSchoolAidYearRecords(schoolId: number | null) {
  const query = useQuery({
    queryKey: aidYearRecordsKey(schoolId ?? 0),
    queryFn: async ({ signal }): Promise<SchoolAidYearRecord[]> => {
      const { rows } = await callListEndpoint(
        aidYearEndpoints.listSchoolAidYears,
        { params: { id: schoolId ?? 0 } },
        { signal },
      );
      return rows;
    },
    enabled: schoolId !== null,
  });
  useErrorToast(query.error, SCHOOL_AID_YEAR_MESSAGES.loadFailed);
  return query;
}

/** POST api/schools/aidyears: the school's first record for the aid year (409 when it has one). */
export function createAidYearRecord(schoolId: number, aidYearId: number, body: SchoolAidYearInput) {
  return callEndpoint(aidYearEndpoints.createSchoolAidYear, { body: { ...body, schoolId, aidYearId } });
}

/** PUT api/schools/aidyears/{id} with the version the form was loaded with (a stale one answers 409). */
export function updateAidYearRecord(
  record: Pick<SchoolAidYearRecord, 'id' | 'version'>,
  body: SchoolAidYearInput,
) {
  return callEndpoint(aidYearEndpoints.updateSchoolAidYear, {
    params: { id: record.id },
    body: { ...body, version: record.version },
  });
}
