import type { DbOrTx } from '../../db/client.js';
import { readExportListVersion } from './export-list-versions-repo.js';
import { type ExportListFilter, type ExportRowRecord, listExportRows } from './exports-repo.js';

/** Lists kept per server; the least recently read goes first (a busy school's list is ~100 KB). */
const MAX_LISTS = 200;

type Entry = { version: number; records: ExportRowRecord[] };
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
 * counter, which only means one more read, never a stale list. The rows carry no user's choices or
 * actions: those are worked out per request.
 */
export async function listExportRowsFresh(db: DbOrTx, filter: ExportListFilter): Promise<ExportRowRecord[]> {
  const key = `${filter.schoolId}|${filter.applicationStatuses.join(',')}|${filter.aidYearId}|${filter.exportStatusId}`;
  const version = await readExportListVersion(db, filter.schoolId);
  const cache = cacheOf(db);
  const kept = cache.get(key);
  cache.delete(key);
  if (kept && kept.version === version) {
    cache.set(key, kept);
    return kept.records;
  }
  const records = await listExportRows(db, filter);
  cache.set(key, { version, records });
  if (cache.size > MAX_LISTS) cache.delete(cache.keys().next().value as string);
  return records;
}
