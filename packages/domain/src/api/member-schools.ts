import * as z from 'zod/mini';
import {
  memberSchoolCountrySchema,
  memberSchoolLiaisonSchema,
  memberSchoolListSchema,
  memberSchoolParams,
  memberSchoolSchema,
  memberSchoolStateSchema,
  memberSchoolYearSchema,
  publicAidYearSchema,
  schoolSearchCriteriaSchema,
} from '../school-search/school-search-schemas.js';
import { defineEndpoint } from './endpoint.js';

const tag = 'Member schools';
const access = { kind: 'public' } as const;
/** Every public call is rate-limited per address (429) and sees member schools only. */
const limits =
  'Rate-limited per address (429 with Retry-After once the limit of the minute is used up). Member ' +
  'schools are those neither archived nor closed.';

/** The public member-school page and school search (3-billing §7 "Public member-school page"). */
export const schoolSearchEndpoints = {
  listMemberSchools: defineEndpoint({
    operationId: 'listMemberSchools',
    method: 'GET',
    path: '/api/schoolsearch',
    tag,
    summary: 'Every member school',
    description: `The member-school list, by name, with city, state, country and exchange programs. ${limits}`,
    access,
    response: memberSchoolListSchema,
    errors: [404, 429],
  }),
  searchMemberSchools: defineEndpoint({
    operationId: 'searchMemberSchools',
    method: 'POST',
    path: '/api/schoolsearch',
    tag,
    summary: 'Search the member schools',
    description:
      'The member schools matching every criterion given, by name. The aid-year criteria (offering, ' +
      'student category, mid-term students, living on campus, FAFSA) read the school\u2019s information ' +
      `for the aid year chosen. 404 with a sentence when none match. Reads only. ${limits}`,
    access,
    body: schoolSearchCriteriaSchema,
    response: memberSchoolListSchema,
    errors: [404, 429],
  }),
  listMemberSchoolStates: defineEndpoint({
    operationId: 'listMemberSchoolStates',
    method: 'GET',
    path: '/api/schoolsearch/states',
    tag,
    summary: 'The states member schools are in',
    description: `By state name. ${limits}`,
    access,
    response: z.array(memberSchoolStateSchema),
    errors: [404, 429],
  }),
  listMemberSchoolCountries: defineEndpoint({
    operationId: 'listMemberSchoolCountries',
    method: 'GET',
    path: '/api/schoolsearch/country',
    tag,
    summary: 'The countries member schools are in',
    description: `The United States first, then by name. ${limits}`,
    access,
    response: z.array(memberSchoolCountrySchema),
    errors: [404, 429],
  }),
  getApplicationAidYear: defineEndpoint({
    operationId: 'getApplicationAidYear',
    method: 'GET',
    path: '/api/schoolsearch/aidyear',
    tag,
    summary: 'The current application year',
    description:
      'From 1 July the aid year starting the next calendar year, before it the one starting this year, on ' +
      "the programme's day (open-points 35); 404 when it is not published today (its display dates). " +
      limits,
    access,
    response: publicAidYearSchema,
    errors: [404, 429],
  }),
  listPublicAidYears: defineEndpoint({
    operationId: 'listPublicAidYears',
    method: 'GET',
    path: '/api/schoolsearch/allaidyears',
    tag,
    summary: 'The aid years published today',
    description: `Those whose display dates include today, newest first. ${limits}`,
    access,
    response: z.array(publicAidYearSchema),
    errors: [404, 429],
  }),
  getMemberSchool: defineEndpoint({
    operationId: 'getMemberSchool',
    method: 'GET',
    path: '/api/schoolsearch/school/{id}',
    tag,
    summary: 'A member school',
    description: `Address, school URL, overview and exchange programs; 404 for a school that is not a member. ${limits}`,
    access,
    params: memberSchoolParams,
    response: memberSchoolSchema,
    errors: [404, 429],
  }),
  getMemberSchoolAidYear: defineEndpoint({
    operationId: 'getMemberSchoolAidYear',
    method: 'GET',
    path: '/api/schoolsearch/school/{id}/aidyear',
    tag,
    summary: "A member school's award guidelines, fees and enrollment statistics",
    description:
      'The information of the current application year (open-points 35: July cut-off) and the ' +
      'students approved and enrolled in the statistics year (March cut-off); notice carries the ' +
      'sentence the page shows for an opted-out school, a school without information, or a year not ' +
      `published yet. ${limits}`,
    access,
    params: memberSchoolParams,
    response: memberSchoolYearSchema,
    errors: [404, 429],
  }),
  getMemberSchoolLiaison: defineEndpoint({
    operationId: 'getMemberSchoolLiaison',
    method: 'GET',
    path: '/api/schoolsearch/school/{id}/user/primarytelo',
    tag,
    summary: "A member school's liaison officer",
    description: `The primary TELO's name and email, nothing else; 404 when the school has none. ${limits}`,
    access,
    params: memberSchoolParams,
    response: memberSchoolLiaisonSchema,
    errors: [404, 429],
  }),
};
