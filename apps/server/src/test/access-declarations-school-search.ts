import type { AccessCase } from './access-case.js';
import type { PersonaFixtures } from './persona-fixtures.js';

const ownSchool = (fx: PersonaFixtures) => ({ id: fx.ownSchoolId });
const PUBLIC: readonly AccessCase[] = [{ allowed: 'public' }];
const PUBLIC_SCHOOL: readonly AccessCase[] = [{ params: ownSchool, allowed: 'public' }];

/**
 * Who may call the school-search operations (issue 24), part of ACCESS in access-declarations.ts: the
 * public member-school page and search (3-billing §6: public through the id), anyone, signed in or not.
 */
export const SCHOOL_SEARCH_ACCESS: Record<string, readonly AccessCase[]> = {
  'GET /api/schoolsearch': PUBLIC,
  // A search only reads; a state that is no abbreviation is a 400 for everyone, and reaches no row.
  'POST /api/schoolsearch': [{ allowed: 'public', body: () => ({ state: 'Texas' }) }],
  'GET /api/schoolsearch/states': PUBLIC,
  'GET /api/schoolsearch/country': PUBLIC,
  'GET /api/schoolsearch/aidyear': PUBLIC,
  'GET /api/schoolsearch/allaidyears': PUBLIC,
  'GET /api/schoolsearch/school/{id}': PUBLIC_SCHOOL,
  'GET /api/schoolsearch/school/{id}/aidyear': PUBLIC_SCHOOL,
  'GET /api/schoolsearch/school/{id}/user/primarytelo': PUBLIC_SCHOOL,
};
