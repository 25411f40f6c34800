import {
  type AidYearOption,
  APPLICATION_STATUS,
  aidYearOptionSchema,
  type ContactType,
  type Country,
  contactTypeSchema,
  countrySchema,
  type NewApplicationType,
  type ParticipationType,
  participationTypeSchema,
  type RegionType,
  regionTypeSchema,
  SCHOOL_MESSAGES,
  SCHOOL_SCREEN_MESSAGES,
  STUDENT_MESSAGES,
  type StudentCategory,
  schoolNameSchema,
  studentCategorySchema,
  type UsState,
  usStateSchema,
} from '@exchange/domain';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { api, listOf, type RequestOptions } from './api';
import { useErrorToast } from './error-toast';
import { queryKeys } from './query-keys';

// The one hook per lookup endpoint: screens call these and never declare their own, so each list has
// one cache entry, one answer type and one failure toast (1-core §8).

export type { AidYearOption, ContactType, Country, ParticipationType, RegionType, StudentCategory, UsState };

const HOUR = 60 * 60_000;
const TEN_MINUTES = 10 * 60_000;
const FIVE_MINUTES = 5 * 60_000;

/** One lookup: cached for `staleTime`, its failure shown once as an error toast. */
function useLookup<T>(
  queryKey: QueryKey,
  path: string,
  failure: string,
  staleTime: number,
  schema?: RequestOptions<T>['schema'],
  enabled = true,
) {
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<T>(path, { schema, signal }),
    staleTime,
    enabled,
  });
  useErrorToast(query.error, failure);
  return query;
}

/**
 * GET api/schools/name: every school by name, for the TE school selector and the parent campus list
 * (one cache entry; each screen says in its own words what failed to load).
 */
export function useSchoolNames(failure: string, enabled = true) {
  return useLookup(
    queryKeys.schools.names,
    '/api/schools/name',
    failure,
    FIVE_MINUTES,
    listOf(schoolNameSchema),
    enabled,
  );
}

/** GET api/schools/state: US states and territories by name. */
export function useStates() {
  return useLookup(
    queryKeys.lookups.states,
    '/api/schools/state',
    SCHOOL_MESSAGES.stateListFailed,
    HOUR,
    listOf(usStateSchema),
  );
}

/** GET api/schools/country: countries, the United States first. */
export function useCountries() {
  return useLookup(
    queryKeys.lookups.countries,
    '/api/schools/country',
    SCHOOL_MESSAGES.countryListFailed,
    HOUR,
    listOf(countrySchema),
  );
}

/** GET api/schools/regiontype. */
export function useRegionTypes() {
  return useLookup(
    queryKeys.lookups.regionTypes,
    '/api/schools/regiontype',
    SCHOOL_MESSAGES.regionListFailed,
    HOUR,
    listOf(regionTypeSchema),
  );
}

/** GET api/schools/contacttype, in the spec's order. */
export function useContactTypes() {
  return useLookup(
    queryKeys.lookups.contactTypes,
    '/api/schools/contacttype',
    SCHOOL_MESSAGES.contactTypesFailed,
    HOUR,
    listOf(contactTypeSchema),
  );
}

/** GET api/schools/participationtype. */
export function useParticipationTypes() {
  return useLookup(
    queryKeys.lookups.participationTypes,
    '/api/schools/participationtype',
    SCHOOL_SCREEN_MESSAGES.participationTypesFailed,
    HOUR,
    listOf(participationTypeSchema),
  );
}

/** GET api/student/aidyear: aid years whose end date is today or later (1-core §9). */
export function useActiveAidYears() {
  return useLookup(
    queryKeys.lookups.activeAidYears,
    '/api/student/aidyear',
    STUDENT_MESSAGES.aidYearsFailed,
    TEN_MINUTES,
    listOf(aidYearOptionSchema),
  );
}

/** GET api/student/aidyear/all: every aid year, newest first; `failure` is the screen's §8 text. */
export function useAllAidYears(failure: string = STUDENT_MESSAGES.aidYearsFailed) {
  return useLookup(
    queryKeys.lookups.allAidYears,
    '/api/student/aidyear/all',
    failure,
    TEN_MINUTES,
    listOf(aidYearOptionSchema),
  );
}

/** GET api/student/currentAidYear: the aid year whose range includes today. */
export function useCurrentAidYear() {
  return useLookup(
    queryKeys.lookups.currentAidYear,
    '/api/student/currentAidYear',
    STUDENT_MESSAGES.currentAidYearListFailed,
    TEN_MINUTES,
    aidYearOptionSchema,
  );
}

/** GET api/student/studentcategories; a transfer's list leaves out the first-time category. */
export function useStudentCategories(type: NewApplicationType = APPLICATION_STATUS.OPEN) {
  return useLookup(
    queryKeys.lookups.studentCategories(type),
    `/api/student/studentcategories?applicationStatus=${type}`,
    STUDENT_MESSAGES.categoriesFailed,
    HOUR,
    listOf(studentCategorySchema),
  );
}
