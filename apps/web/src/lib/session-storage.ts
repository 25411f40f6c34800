/** Keys of the browser session storage (1-core §4: the session is held in session storage). */
const MARKER_KEY = 'sessionMarker';
const SCHOOL_KEY = 'selectedSchoolId';

/** Base64 of the UTF-8 bytes, so any address survives btoa. */
export function encodeEmail(email: string): string {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** A marker made of a random id and the encoded email (1-core §7). */
export function createSessionMarker(email: string): string {
  return `${crypto.randomUUID()}.${encodeEmail(email)}`;
}

/** True when the marker was made for this email. */
export function markerMatches(marker: string, email: string): boolean {
  const encoded = marker.slice(marker.indexOf('.') + 1);
  return marker.includes('.') && encoded === encodeEmail(email);
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be disabled by browser policy; the app then behaves as signed out on reload.
    return null;
  }
}

/** The stored marker, or null when signed out. */
export function readSessionMarker(): string | null {
  return storage()?.getItem(MARKER_KEY) ?? null;
}

/** Stores a fresh marker for the signed-in email. */
export function storeSessionMarker(email: string): void {
  storage()?.setItem(MARKER_KEY, createSessionMarker(email));
}

/** Forgets the session marker and the selected school. */
export function clearSessionStorage(): void {
  storage()?.removeItem(MARKER_KEY);
  storage()?.removeItem(SCHOOL_KEY);
}

/** The school chosen in the selector, if any. */
export function readSelectedSchoolId(): number | null {
  const raw = storage()?.getItem(SCHOOL_KEY);
  const id = raw ? Number(raw) : Number.NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Remembers the school chosen in the selector. */
export function storeSelectedSchoolId(id: number | null): void {
  if (id === null) storage()?.removeItem(SCHOOL_KEY);
  else storage()?.setItem(SCHOOL_KEY, String(id));
}
