import {
  type EndpointInput,
  schoolSearchEndpoints as ep,
  SCHOOL_SEARCH_MESSAGES as M,
  type SchoolSearchCriteria,
} from '@exchange/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, callEndpoint, callListEndpoint } from '../../lib/api';
import { endpointKey, endpointQuery } from '../../lib/endpoint-query';
import { useErrorToast } from '../../lib/error-toast';

const TEN_MINUTES = 10 * 60_000;
type SchoolInput = EndpointInput<typeof ep.getMemberSchool>;

/** A lookup of a school the page cannot show: gone, not a member, or an id that is no id (§7). */
export function isMissingSchool(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

/** Failures other than a missing school are toasts (3-billing §8); a missing school moves the page on. */
function useFailureToast(error: unknown, message: string) {
  useErrorToast(error && !isMissingSchool(error) ? error : null, message);
}

/** GET api/schoolsearch/school/{id}: the member-school record. */
export function useMemberSchool(id: number | null) {
  const input: SchoolInput = { params: { id: id ?? 0 } };
  const query = useQuery({
    ...endpointQuery('memberSchools', ep.getMemberSchool, input),
    enabled: id !== null,
    staleTime: TEN_MINUTES,
    retry: (count, error) => !isMissingSchool(error) && count < 2,
  });
  useFailureToast(query.error, M.schoolInfoFailed);
  return query;
}

/** GET api/schoolsearch/school/{id}/aidyear: guidelines, fees and statistics of the page's years. */
export function useMemberSchoolYear(id: number | null) {
  const input: SchoolInput = { params: { id: id ?? 0 } };
  const query = useQuery({
    ...endpointQuery('memberSchools', ep.getMemberSchoolAidYear, input),
    enabled: id !== null,
    staleTime: TEN_MINUTES,
    retry: (count, error) => !isMissingSchool(error) && count < 2,
  });
  useFailureToast(query.error, M.schoolInfoFailed);
  return query;
}

/** GET api/schoolsearch/school/{id}/user/primarytelo: the liaison; null when the school has none. */
export function useMemberSchoolLiaison(id: number | null) {
  const input: SchoolInput = { params: { id: id ?? 0 } };
  const query = useQuery({
    queryKey: endpointKey('memberSchools', ep.getMemberSchoolLiaison, input),
    queryFn: async ({ signal }) => {
      try {
        return await callEndpoint(ep.getMemberSchoolLiaison, input, { signal });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: id !== null,
    staleTime: TEN_MINUTES,
  });
  useFailureToast(query.error, M.contactFailed);
  return query;
}

/** The search choices: states and countries of member schools, and the published aid years. */
export function useSearchChoices() {
  const options = { staleTime: TEN_MINUTES };
  const states = useQuery({
    queryKey: endpointKey('memberSchools', ep.listMemberSchoolStates),
    queryFn: async ({ signal }) =>
      (await callListEndpoint(ep.listMemberSchoolStates, undefined, { signal })).rows,
    ...options,
  });
  const countries = useQuery({
    queryKey: endpointKey('memberSchools', ep.listMemberSchoolCountries),
    queryFn: async ({ signal }) =>
      (await callListEndpoint(ep.listMemberSchoolCountries, undefined, { signal })).rows,
    ...options,
  });
  const aidYears = useQuery({
    queryKey: endpointKey('memberSchools', ep.listPublicAidYears),
    queryFn: async ({ signal }) =>
      (await callListEndpoint(ep.listPublicAidYears, undefined, { signal })).rows,
    ...options,
  });
  const applicationYear = useQuery({
    queryKey: endpointKey('memberSchools', ep.getApplicationAidYear),
    queryFn: async ({ signal }) => {
      try {
        return await callEndpoint(ep.getApplicationAidYear, undefined, { signal });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    ...options,
  });
  useErrorToast(states.error ?? countries.error, M.listsFailed);
  useErrorToast(aidYears.error ?? applicationYear.error, M.aidYearListFailed);
  return { states, countries, aidYears, applicationYear };
}

/**
 * The member schools for the criteria: GET api/schoolsearch (the member-school list) when none is
 * given, else POST api/schoolsearch. None matching is no failure: `none` carries the server's sentence.
 */
export function useMemberSchoolSearch(criteria: SchoolSearchCriteria | null) {
  const query = useQuery({
    // POST search: the criteria (its body) name the answer.
    queryKey: criteria
      ? [...endpointKey('memberSchools', ep.searchMemberSchools), criteria]
      : endpointKey('memberSchools', ep.listMemberSchools),
    queryFn: ({ signal }) =>
      criteria
        ? callListEndpoint(ep.searchMemberSchools, { body: criteria }, { signal })
        : callListEndpoint(ep.listMemberSchools, undefined, { signal }),
    staleTime: TEN_MINUTES,
  });
  useErrorToast(query.error, M.searchFailed);
  return query;
}
