import type { FuzzTarget } from './fuzz-target.js';

/** The school-search write operations (issue 24) the malformed-body fuzz calls, part of FUZZ_TARGETS. */
export const SCHOOL_SEARCH_FUZZ_TARGETS: Record<string, FuzzTarget> = {
  // A search reads only: anyone may send it. The valid body matches Alpha University on any day (the
  // aid-year criteria depend on the application year's display dates); the fuzz breaks every field of
  // the schema, those left out here too.
  'POST /api/schoolsearch': {
    persona: 'anonymous',
    valid: () => ({ schoolName: 'Alpha', state: 'OH', countryId: 1, participationId: 1 }),
  },
};
