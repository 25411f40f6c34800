/** Where the member-school pages live: the public layout, or inside the applicant area (open-points 38). */
export type MemberSchoolArea = 'public' | 'applicant';

const PREFIX: Record<MemberSchoolArea, string> = { public: '', applicant: '/applicant' };

/** The search page of an area: /schoolsearch or /applicant/schoolsearch. */
export function searchPath(area: MemberSchoolArea): string {
  return `${PREFIX[area]}/schoolsearch`;
}

/** A member school's page of an area (the remembered school's page without an id). */
export function memberSchoolPath(area: MemberSchoolArea, schoolId?: number): string {
  const base = `${PREFIX[area]}/memberschools/info`;
  return schoolId === undefined ? base : `${base}/${schoolId}`;
}

/** What the search page shows after a member page's lookup failed. */
export interface SearchPageState {
  message?: string;
}
