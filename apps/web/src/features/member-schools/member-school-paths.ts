import { SCHOOL_SEARCH_MESSAGES } from '@exchange/domain';

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

/** The member page's history state: set when its school id came from the visitor's stored state. */
export interface MemberPageState {
  fromStoredSchool?: boolean;
}

/** True when the page was opened with the school viewed last rather than by an address with an id. */
export function isFromStoredSchool(locationState: unknown): boolean {
  return (locationState as MemberPageState | null)?.fromStoredSchool === true;
}

/**
 * True when this tab holds an earlier page of the app: React Router numbers its history entries
 * (history.state.idx, 0 for the first page of the app in the tab; a redirect replaces, keeping it).
 */
export function hasPreviousAppPage(historyState: unknown): boolean {
  const idx = (historyState as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}

/** A member page whose lookup was answered 404 or 400 (3-billing §7). */
export interface FailedLookup {
  area: MemberSchoolArea;
  /** The id the page looked up (NaN for a path id that is no id). */
  schoolId: number;
  /** The id came from the visitor's stored state (the school viewed last), not from the address. */
  fromStoredSchool: boolean;
  /** The school viewed last as stored now, or null. */
  storedSchoolId: number | null;
  /** The tab holds an earlier page of the app to go back to. */
  hasPreviousAppPage: boolean;
}

/** Where a failed lookup leaves the page for, and whether the stored school is forgotten. */
export type FailedLookupExit =
  | { go: 'back'; forgetStored: boolean }
  | { go: 'search'; to: string; state: SearchPageState; forgetStored: boolean };

/**
 * open-points 41: a school that came from the visitor's stored state goes back one page (3-billing §7),
 * or to School Search with the sentence when the tab has no earlier page of ours (a fresh tab); a school
 * from the address goes to School Search of the same area with the sentence (no external member list
 * exists). The stored school is forgotten when it is the one that failed, whichever way the id came.
 */
export function failedLookupExit(lookup: FailedLookup): FailedLookupExit {
  const forgetStored = lookup.storedSchoolId !== null && lookup.storedSchoolId === lookup.schoolId;
  if (lookup.fromStoredSchool && lookup.hasPreviousAppPage) return { go: 'back', forgetStored };
  return {
    go: 'search',
    to: searchPath(lookup.area),
    state: { message: SCHOOL_SEARCH_MESSAGES.lookupFailed },
    forgetStored,
  };
}
