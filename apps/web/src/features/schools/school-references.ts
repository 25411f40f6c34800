import {
  useContactTypes,
  useCountries,
  useParticipationTypes,
  useRegionTypes,
  useStates,
} from '../../lib/lookups';

/** The lookup lists of the school forms (each hook shows its own failure toast). */
export function useSchoolReferences() {
  const countries = useCountries();
  const states = useStates();
  const regions = useRegionTypes();
  const contactTypes = useContactTypes();
  const participationTypes = useParticipationTypes();
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
