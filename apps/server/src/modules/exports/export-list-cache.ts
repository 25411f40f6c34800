import type { DbOrTx } from '../../db/client.js';
import { readListVersion } from '../../db/list-versions-repo.js';
import { type ExportListFilter, type ExportRowRecord, listExportRows } from './exports-repo.js';

/** Lists kept per server; the least recently read goes first (a busy school's list is ~100 KB). */
const MAX_LISTS = 200;
/** Answers kept per list: one per kind of reader (roles, read-only marks, screen) and day. */
const MAX_ANSWERS_PER_LIST = 16;

/** A school's list rows as read under one counter, with the JSON answers already rendered from them. */
export interface KeptList {
  records: ExportRowRecord[];
  /** Rendered answers by reader key (see answerFor). */
  answers: Map<string, string>;
}

type Entry = KeptList & { version: number };
const caches = new WeakMap<DbOrTx, Map<string, Entry>>();

function cacheOf(db: DbOrTx): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * A school's export list rows, kept in memory while the school's list counter is what it was when they
 * were read: one primary-key read instead of the list statement. Triggers raise the counter in the
 * transaction of every change the list shows, so a change through any server is seen on the next read.
 * The counter is read before the rows: a change committed in between leaves newer rows under the older
 * counter, which only means one more read, never a stale list.
 */
export async function listExportRowsFresh(db: DbOrTx, filter: ExportListFilter): Promise<KeptList> {
  const key = `${filter.schoolId}|${filter.applicationStatuses.join(',')}|${filter.aidYearId}|${filter.exportStatusId}`;
  const version = await readListVersion(db, 'export', filter.schoolId);
  const cache = cacheOf(db);
  const kept = cache.get(key);
  cache.delete(key);
  if (kept && kept.version === version) {
    cache.set(key, kept);
    return kept;
  }
  const entry: Entry = { version, records: await listExportRows(db, filter), answers: new Map() };
  cache.set(key, entry);
  if (cache.size > MAX_LISTS) cache.delete(cache.keys().next().value as string);
  return entry;
}

/**
 * The JSON answer of a kept list for one kind of reader: rendered (and checked against the answer's
 * schema) once, then reused while the list is unchanged. The key must hold everything the rendering
 * reads besides the rows: the reader's roles and read-only marks, the screen and today.
 */
export function answerFor(list: KeptList, readerKey: string, render: () => string): string {
  const kept = list.answers.get(readerKey);
  if (kept !== undefined) return kept;
  const answer = render();
  if (list.answers.size >= MAX_ANSWERS_PER_LIST)
    list.answers.delete(list.answers.keys().next().value as string);
  list.answers.set(readerKey, answer);
  return answer;
}
