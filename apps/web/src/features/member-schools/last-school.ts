/** The member school a visitor viewed last, kept in the browser so the page opens it again. */
const KEY = 'memberSchools.lastSchoolId';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage may be disabled by browser policy: nothing is remembered then.
    return null;
  }
}

/** The id of the member school viewed last, or null. */
export function readLastSchoolId(): number | null {
  const id = Number(storage()?.getItem(KEY));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Remembers the member school being viewed. */
export function rememberSchoolId(id: number): void {
  try {
    storage()?.setItem(KEY, String(id));
  } catch {
    // A full or refused storage only means the school is not remembered.
  }
}

/** Forgets the remembered school (its lookup failed). */
export function forgetSchoolId(): void {
  storage()?.removeItem(KEY);
}
