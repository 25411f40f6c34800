/**
 * What a user had typed when their session ended (issue 32, WCAG 2.2.1): the unsaved values of the form
 * fields on screen are kept in this tab's session storage, keyed by user and page, and put back into
 * the same fields when that user signs in again and the page opens. Every field of the shared form
 * pieces (components/form-*.tsx, through useDraftController) takes part; nothing per form.
 */

const DRAFTS_KEY = 'formDrafts';

/** A field on screen, as the shared form pieces register it. */
export interface DraftField {
  /** The field's path in its form ("schoolName", "contacts.2.email"). */
  name: string;
  /** Its value now and whether the user changed it from the form's saved values. */
  read(): { value: unknown; dirty: boolean };
}

/** What is kept in session storage. */
export interface StoredDrafts {
  userId: number;
  /** The page: path and query, as sign-in returns to it. */
  page: string;
  values: Record<string, unknown>;
}

const mounted = new Set<DraftField>();
let owner: number | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The page as sign-in returns to it (path and query). */
export function currentPage(): string {
  return typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;
}

/** Registers a field on screen; returns the unregister function. */
export function registerDraftField(field: DraftField): () => void {
  mounted.add(field);
  return () => mounted.delete(field);
}

/** A value that survives JSON unchanged (text, numbers, flags, lists and plain objects of them). */
export function isKeepable(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isKeepable);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value as object).every(isKeepable);
  return false;
}

/**
 * The values to keep from the fields on screen: those the user changed, keepable, and whose name only
 * one field on screen has (two forms with a field of the same name could not be told apart later).
 */
export function collectDrafts(fields: Iterable<DraftField>): Record<string, unknown> {
  const byName = new Map<string, { value: unknown; dirty: boolean }[]>();
  for (const field of fields) {
    const list = byName.get(field.name) ?? [];
    list.push(field.read());
    byName.set(field.name, list);
  }
  const values: Record<string, unknown> = {};
  for (const [name, reads] of byName) {
    const [only] = reads;
    if (reads.length === 1 && only?.dirty && isKeepable(only.value)) values[name] = only.value;
  }
  return values;
}

function readStored(): StoredDrafts | null {
  const raw = storage()?.getItem(DRAFTS_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as StoredDrafts;
    return typeof parsed?.userId === 'number' && typeof parsed.page === 'string' && parsed.values
      ? parsed
      : null;
  } catch {
    return null;
  }
}

/** Keeps what `userId` typed on this page and has not saved (the session has just ended). */
export function keepFormDrafts(userId: number): void {
  const values = collectDrafts(mounted);
  if (Object.keys(values).length === 0) return;
  try {
    storage()?.setItem(DRAFTS_KEY, JSON.stringify({ userId, page: currentPage(), values }));
  } catch {
    // Storage full or disabled: the input is lost, as it was before drafts were kept.
  }
}

/** Forgets every kept draft (the user signed out themself). */
export function clearFormDrafts(): void {
  storage()?.removeItem(DRAFTS_KEY);
}

/**
 * Who is signed in now (null: nobody): only their own drafts come back. A draft of someone else is
 * dropped when they sign in.
 */
export function setDraftOwner(userId: number | null): void {
  owner = userId;
  const stored = readStored();
  if (stored && userId !== null && stored.userId !== userId) clearFormDrafts();
}

/**
 * The signed-in area opened a page: drafts kept for another page are dropped, so they come back only on
 * the first visit of their page after the sign-in, not whenever it is opened later.
 */
export function dropDraftsOfOtherPages(): void {
  const stored = readStored();
  if (stored && stored.page !== currentPage()) clearFormDrafts();
}

/**
 * The kept value of field `name`, taken out of storage, when the signed-in user kept one on this very
 * page; undefined otherwise.
 */
export function takeDraftValue(name: string): { value: unknown } | undefined {
  if (owner === null) return undefined;
  const stored = readStored();
  if (!stored || stored.userId !== owner || stored.page !== currentPage()) return undefined;
  if (!Object.hasOwn(stored.values, name)) return undefined;
  const value = stored.values[name];
  const { [name]: _taken, ...rest } = stored.values;
  if (Object.keys(rest).length === 0) clearFormDrafts();
  else storage()?.setItem(DRAFTS_KEY, JSON.stringify({ ...stored, values: rest }));
  return { value };
}

/**
 * A field whose value must never be written down, even for a moment: passwords, one-time codes and
 * card details (no card number or security code is kept anywhere, docs/architecture.md "The machinery: Payments").
 */
export function isSecretField({ type, autoComplete }: { type?: string; autoComplete?: string }): boolean {
  if (type === 'password') return true;
  const hint = autoComplete?.trim().toLowerCase() ?? '';
  return hint.startsWith('cc-') || ['current-password', 'new-password', 'one-time-code'].includes(hint);
}
