/**
 * One school scope for every screen that reads a school's rows or every school's (invoices, reports, the
 * enrollment review sign-off): the screen's address keeps it in ONE query field, `school=all` for All
 * Schools or `school=N` for a school (open-points 13: reload, bookmarks and Back keep it). The API calls
 * keep their own parameter names (`?schoolid=`); only the screen's address uses this field.
 */

/** The address field of the school scope. */
export const SCHOOL_SCOPE_PARAM = 'school';
/** Its value for All Schools. */
export const ALL_SCHOOLS_VALUE = 'all';
/** The label of the All Schools choice (3-billing §2), offered to TE users only (open-points 29). */
export const ALL_SCHOOLS_LABEL = 'All Schools';

/** What the address says about the school: All Schools, a school, or nothing (the drawer's school). */
export interface SchoolScopeAddress {
  allSchools: boolean;
  /** The school the address names; null for All Schools or none. */
  schoolId: number | null;
}

/** The school scope of the `school` field's value: `all`, a positive id, or neither. */
export function readSchoolScopeValue(value: string | null): SchoolScopeAddress {
  if (value === ALL_SCHOOLS_VALUE) return { allSchools: true, schoolId: null };
  return { allSchools: false, schoolId: value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null };
}

/** The school scope of an address: `school=all`, `school=N`, or neither. */
export function readSchoolScope(params: URLSearchParams): SchoolScopeAddress {
  return readSchoolScopeValue(params.get(SCHOOL_SCOPE_PARAM));
}

/** The address with the scope written into its `school` field (left out for none); other fields are kept. */
export function writeSchoolScope(current: URLSearchParams, scope: SchoolScopeAddress): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(SCHOOL_SCOPE_PARAM);
  if (scope.allSchools) next.set(SCHOOL_SCOPE_PARAM, ALL_SCHOOLS_VALUE);
  else if (scope.schoolId !== null) next.set(SCHOOL_SCOPE_PARAM, String(scope.schoolId));
  return next;
}

/** One choice of a school field; id null is All Schools. */
export interface SchoolChoice {
  id: number | null;
  schoolName: string;
}

/** The All Schools choice. */
export const ALL_SCHOOLS_CHOICE: SchoolChoice = { id: null, schoolName: ALL_SCHOOLS_LABEL };

/** A school field's choices: All Schools first where offered, then the schools by name. */
export function listSchoolChoices(
  schools: readonly { id: number; schoolName: string }[],
  offersAllSchools: boolean,
): SchoolChoice[] {
  return offersAllSchools ? [ALL_SCHOOLS_CHOICE, ...schools] : [...schools];
}

/** What decides a screen's scope: what it offers, what the address asks and the drawer's school. */
export interface SchoolScopeInput {
  offersAllSchools: boolean;
  address: SchoolScopeAddress;
  /** The school selected in the shell (the drawer's selector). */
  selectedSchoolId: number | null;
  /** The address's school has been made the selected one (or was not the user's). */
  settled: boolean;
}

/** Whose rows the screen reads. */
export interface SchoolScopeDecision {
  offersAllSchools: boolean;
  /** All Schools: only when offered, whatever the address says. */
  allSchools: boolean;
  /** The school read; null for All Schools or while no school is selected. */
  schoolId: number | null;
  /** The rows may be asked for: All Schools, or a school once the address's school is settled. */
  ready: boolean;
}

/**
 * A screen's scope (3-billing §2, open-points 29, 31): All Schools when the screen offers it and the
 * address asks for it, otherwise the school selected in the shell.
 */
export function decideSchoolScope(input: SchoolScopeInput): SchoolScopeDecision {
  const { offersAllSchools, address, selectedSchoolId, settled } = input;
  const allSchools = offersAllSchools && address.allSchools;
  return {
    offersAllSchools,
    allSchools,
    schoolId: allSchools ? null : selectedSchoolId,
    ready: allSchools || (selectedSchoolId !== null && settled),
  };
}

/**
 * The address change that keeps it naming what the screen shows (null for none): another school chosen
 * in the drawer (`was` is the school selected before) leaves All Schools, and a screen that keeps pages
 * starts again at its first; otherwise the address names the selected school, unless it asks for All
 * Schools on a screen that offers it.
 */
export function schoolScopeAddressChange(
  input: Omit<SchoolScopeInput, 'settled'> & { was: number | null },
): Partial<SchoolScopeAddress> | null {
  const { offersAllSchools, address, selectedSchoolId, was } = input;
  if (selectedSchoolId === null) return null;
  if (was !== null && was !== selectedSchoolId) return { allSchools: false, schoolId: selectedSchoolId };
  if (address.allSchools) return offersAllSchools ? null : { allSchools: false, schoolId: selectedSchoolId };
  return address.schoolId === selectedSchoolId ? null : { schoolId: selectedSchoolId };
}
