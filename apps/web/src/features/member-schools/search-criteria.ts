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
 * The body of POST api/schoolsearch for the form's values: the criteria given, whole numbers as numbers.
 * A numeric criterion that is no whole number stays text, so the search's schema names it ("Enter a
 * number.") as the API would, instead of a NaN that JSON turns into null.
 */
export function criteriaBody(form: CriteriaForm): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const key of Object.keys(CRITERIA_FIELDS) as CriteriaParam[]) {
    const value = form[key].trim();
    if (!value) continue;
    body[CRITERIA_FIELDS[key]] = NUMERIC.has(key) && /^-?\d{1,15}$/.test(value) ? Number(value) : value;
  }
  return body;
}

const PARAM_OF = Object.fromEntries(
  Object.entries(CRITERIA_FIELDS).map(([param, field]) => [field, param as CriteriaParam]),
) as Record<string, CriteriaParam>;

/**
 * Why the search refuses criteria of the form (an address edited by hand, an old link): the messages of
 * the schema POST api/schoolsearch checks with, by criterion, the first of each.
 */
export function criteriaIssues(form: CriteriaForm): Partial<Record<CriteriaParam, string>> {
  const parsed = schoolSearchCriteriaSchema.safeParse(criteriaBody(form));
  const issues: Partial<Record<CriteriaParam, string>> = {};
  if (parsed.success) return issues;
  for (const issue of parsed.error.issues) {
    const param = PARAM_OF[String(issue.path[0])];
    if (param) issues[param] ??= issue.message;
  }
  return issues;
}

/**
 * The criteria of the form for POST api/schoolsearch, or null when none is given (the list of every
 * member school) or the address holds values the search would refuse (the list again; the form says
 * why with criteriaIssues).
 */
export function criteriaFromForm(form: CriteriaForm): SchoolSearchCriteria | null {
  const body = criteriaBody(form);
  if (Object.keys(body).length === 0) return null;
  const parsed = schoolSearchCriteriaSchema.safeParse(body);
  return parsed.success ? (body as SchoolSearchCriteria) : null;
}
