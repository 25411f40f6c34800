import type { StudentApplicationView, StudentWithApplications } from '@exchange/domain';

// The address and the answer of an application detail screen (export and import side, open-points 13).

/**
 * A positive whole number of a detail address's query (?id=N, ?school=N), or null for none and for
 * anything else (the screen then goes to its list).
 */
export function positiveIdFromSearch(search: URLSearchParams, name: string): number | null {
  const raw = search.get(name)?.trim() ?? '';
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** The application id of a detail address (?id=N), or null. */
export function applicationIdFromSearch(search: URLSearchParams): number | null {
  return positiveIdFromSearch(search, 'id');
}

/** The application of GET api/student/application/{id}, or null when the answer holds none. */
export function pickApplication(answer: StudentWithApplications | undefined): StudentApplicationView | null {
  return answer?.studentApplication[0] ?? null;
}
