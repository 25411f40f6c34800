import {
  type AidYearOption,
  APPLICATION_STATUS,
  type ContactType,
  type Country,
  applicationLookupEndpoints as lookups,
  type NewApplicationType,
  type ParticipationType,
  type RegionType,
  schoolReferenceEndpoints as references,
  SCHOOL_MESSAGES,
  SCHOOL_SCREEN_MESSAGES,
  STUDENT_MESSAGES,
  type StudentCategory,
  schoolEndpoints,
  type UsState,
} from '@exchange/domain';
import { useQuery } from '@tanstack/react-query';
import { type EndpointQuery, endpointQuery } from './endpoint-query';
import { useErrorToast } from './error-toast';

// The one hook per lookup endpoint: screens call these and never declare their own, so each list has
// one cache entry, one answer type and one failure toast (1-core §8).

export type { AidYearOption, ContactType, Country, ParticipationType, RegionType, StudentCategory, UsState };

const HOUR = 60 * 60_000;
const TEN_MINUTES = 10 * 60_000;
const FIVE_MINUTES = 5 * 60_000;

/** How a lookup is read: its key and fetcher (`endpointQuery`), how long it stays fresh, its failure text. */
export interface Lookup<T> extends EndpointQuery<T> {
  failure: string;
  staleTime: number;
  enabled?: boolean;
}

/** One lookup: cached for `staleTime`, its failure shown once as an error toast. */
export function useLookup<T>({ queryKey, queryFn, failure, staleTime, enabled = true }: Lookup<T>) {
  const query = useQuery({ queryKey, queryFn, staleTime, enabled });
  useErrorToast(query.error, failure);
  return query;
}

/**
 * GET api/schools/name: every school by name, for the TE school selector and the parent campus list
 * (one cache entry; each screen says in its own words what failed to load).
 */
export function useSchoolNames(failure: string, enabled = true) {
  return useLookup({
    ...endpointQuery('schools', schoolEndpoints.listSchoolNames),
    failure,
    staleTime: FIVE_MINUTES,
    enabled,
  });
}

/** GET api/schools/state: US states and territories by name. */
export function useStates() {
  return useLookup({
    ...endpointQuery('lookups', references.listStates),
    failure: SCHOOL_MESSAGES.stateListFailed,
    staleTime: HOUR,
  });
}

/** GET api/schools/country: countries, the United States first. */
export function useCountries() {
  return useLookup({
    ...endpointQuery('lookups', references.listCountries),
    failure: SCHOOL_MESSAGES.countryListFailed,
    staleTime: HOUR,
  });
}

/** GET api/schools/regiontype. */
export function useRegionTypes() {
  return useLookup({
    ...endpointQuery('lookups', references.listRegionTypes),
    failure: SCHOOL_MESSAGES.regionListFailed,
    staleTime: HOUR,
  });
}

/** GET api/schools/contacttype, in the spec's order. */
export function useContactTypes() {
  return useLookup({
    ...endpointQuery('lookups', references.listContactTypes),
    failure: SCHOOL_MESSAGES.contactTypesFailed,
    staleTime: HOUR,
  });
}

/** GET api/schools/participationtype. */
export function useParticipationTypes(
  failure: string = SCHOOL_SCREEN_MESSAGES.participationTypesFailed,
  enabled = true,
) {
  return useLookup({
    ...endpointQuery('lookups', references.listParticipationTypes),
    failure,
    enabled,
    staleTime: HOUR,
  });
}

/** GET api/student/aidyear: aid years whose end date is today or later (1-core §9). */
export function useActiveAidYears() {
  return useLookup({
    ...endpointQuery('lookups', lookups.listActiveAidYears),
    failure: STUDENT_MESSAGES.aidYearsFailed,
    staleTime: TEN_MINUTES,
  });
}

/** GET api/student/aidyear/all: every aid year, newest first; `failure` is the screen's §8 text. */
export function useAllAidYears(failure: string = STUDENT_MESSAGES.aidYearsFailed, enabled = true) {
  return useLookup({
    ...endpointQuery('lookups', lookups.listAllAidYears),
    failure,
    staleTime: TEN_MINUTES,
    enabled,
  });
}

/** GET api/student/exportstatus: the export statuses; `failure` is the screen's §8 text. */
export function useExportStatuses(failure: string, enabled = true) {
  return useLookup({
    ...endpointQuery('lookups', lookups.listExportStatuses),
    failure,
    staleTime: HOUR,
    enabled,
  });
}

/** GET api/student/importstatus: the import statuses; `failure` is the screen's §8 text. */
export function useImportStatuses(failure: string, enabled = true) {
  return useLookup({
    ...endpointQuery('lookups', lookups.listImportStatuses),
    failure,
    staleTime: HOUR,
    enabled,
  });
}

/** GET api/student/currentAidYear: the aid year whose range includes today. */
export function useCurrentAidYear() {
  return useLookup({
    ...endpointQuery('lookups', lookups.getCurrentAidYear),
    failure: STUDENT_MESSAGES.currentAidYearListFailed,
    staleTime: TEN_MINUTES,
  });
}

/** GET api/student/studentcategories; a transfer's list leaves out the first-time category. */
export function useStudentCategories(type: NewApplicationType = APPLICATION_STATUS.OPEN) {
  return useLookup({
    ...endpointQuery('lookups', lookups.listStudentCategories, { query: { applicationStatus: type } }),
    failure: STUDENT_MESSAGES.categoriesFailed,
    staleTime: HOUR,
  });
}
