import { SCHOOL_MESSAGES, SCHOOL_SCREEN_MESSAGES } from '@exchange/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useErrorToast } from '../../lib/error-toast';

export interface Country {
  id: number;
  countryName: string;
}
export interface UsState {
  id: number;
  stateName: string;
  stateAbbr: string;
}
export interface RegionType {
  id: number;
  regionName: string;
}
export interface ContactType {
  id: number;
  contactType: string;
}
export interface ParticipationType {
  id: number;
  participationName: string;
}

/** A reference list that rarely changes, with the spec's message when it fails to load. */
function useReferenceList<T>(path: string, failure: string) {
  const query = useQuery({
    queryKey: ['reference', path],
    queryFn: ({ signal }) => api.get<T[]>(path, { signal }),
    staleTime: 60 * 60_000,
  });
  useErrorToast(query.error, failure);
  return query;
}

/** The reference lists of the school forms (GET api/schools/country|state|regiontype|contacttype|participationtype). */
export function useSchoolReferences() {
  const countries = useReferenceList<Country>('/api/schools/country', SCHOOL_MESSAGES.countryListFailed);
  const states = useReferenceList<UsState>('/api/schools/state', SCHOOL_MESSAGES.stateListFailed);
  const regions = useReferenceList<RegionType>('/api/schools/regiontype', SCHOOL_MESSAGES.regionListFailed);
  const contactTypes = useReferenceList<ContactType>(
    '/api/schools/contacttype',
    SCHOOL_MESSAGES.contactTypesFailed,
  );
  const participationTypes = useReferenceList<ParticipationType>(
    '/api/schools/participationtype',
    SCHOOL_SCREEN_MESSAGES.participationTypesFailed,
  );
  return {
    countries: countries.data ?? [],
    states: states.data ?? [],
    regions: regions.data ?? [],
    contactTypes: contactTypes.data ?? [],
    participationTypes: participationTypes.data ?? [],
    loading: [countries, states, regions, contactTypes, participationTypes].some((q) => q.isPending),
  };
}

export type SchoolReferences = ReturnType<typeof useSchoolReferences>;
