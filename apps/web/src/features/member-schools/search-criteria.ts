import { type SchoolSearchCriteria, schoolSearchCriteriaSchema } from '@exchange/domain';

/**
 * The search criteria as the page keeps them in its address (?state=OH&offering=fullTuition), so a
 * search survives opening a school and coming back, and can be shared. Every value is the form's text.
 */
export const CRITERIA_FIELDS = {
  name: 'schoolName',
  state: 'state',
  country: 'countryId',
  program: 'participationId',
  aidyear: 'aidYearId',
  offering: 'scholarshipOffering',
  category: 'studentCategory',
  midterm: 'acceptMidTermStudents',
  campus: 'mustLiveOnCampus',
  fafsa: 'requireFafsa',
} as const satisfies Record<string, keyof SchoolSearchCriteria>;
export type CriteriaParam = keyof typeof CRITERIA_FIELDS;
export type CriteriaForm = Record<CriteriaParam, string>;

const NUMERIC = new Set<CriteriaParam>(['country', 'program', 'aidyear', 'midterm', 'campus', 'fafsa']);

/** The form's values from the address (missing ones empty). */
export function formFromParams(params: URLSearchParams): CriteriaForm {
  const form = {} as CriteriaForm;
  for (const key of Object.keys(CRITERIA_FIELDS) as CriteriaParam[]) form[key] = params.get(key) ?? '';
  return form;
}

/** The address of a form's values: only the criteria given. */
export function paramsFromForm(form: CriteriaForm): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(CRITERIA_FIELDS) as CriteriaParam[]) {
    const value = form[key].trim();
    if (value) params.set(key, value);
  }
  return params;
}

/**
 * The criteria of the form for POST api/schoolsearch, or null when none is given (the list of every
 * member school) or the address holds values the search would refuse (the list again).
 */
export function criteriaFromForm(form: CriteriaForm): SchoolSearchCriteria | null {
  const body: Record<string, string | number> = {};
  for (const key of Object.keys(CRITERIA_FIELDS) as CriteriaParam[]) {
    const value = form[key].trim();
    if (value) body[CRITERIA_FIELDS[key]] = NUMERIC.has(key) ? Number(value) : value;
  }
  if (Object.keys(body).length === 0) return null;
  const parsed = schoolSearchCriteriaSchema.safeParse(body);
  return parsed.success ? (body as SchoolSearchCriteria) : null;
}
