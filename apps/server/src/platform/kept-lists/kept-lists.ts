/**
 * The lists kept in memory per server (every cached list: the export lists, the import lists): a list's
 * rows are kept while its counter is what it was when they were read, so a request costs one primary-key
 * read instead of the list statement. Triggers raise the counter in the transaction of every change the
 * list shows (migrations 0006, 0008, 0009; the freshness tests prove it for every column the list reads),
 * so a change through any server is seen on the next read.
 */
import type { DbOrTx } from '../../db/client.js';
import type { KeptAnswer } from './kept-answers.js';

/** Lists kept per server, all kinds together; the least recently read goes first. */
const MAX_LISTS = 400;
/**
 * Memory the kept lists may take per server, roughly (rows and rendered answers): the busiest school's
 * closed import list is ~1,800 rows and a 2 MB answer, so a few dozen such lists, or all of a typical day's.
 */
const MAX_KEPT_BYTES = 256 * 1024 * 1024;
/** Answers kept per list: one per kind of reader (roles, read-only marks, screen) and day. */
const MAX_ANSWERS_PER_LIST = 16;

/** Where a kind of list comes from: its counter, what its rows depend on, and the read itself. */
export interface KeptListSource<F, R> {
  /** Names the kind in the keys (lists of two kinds never share an entry). */
  name: string;
  /** The list's counter now (0 before anything on it changed). */
  version(db: DbOrTx, filter: F): Promise<number>;
  /** Everything the rows depend on: two filters with the same key read the same rows. */
  key(filter: F): string;
  /** The list statement. */
  read(db: DbOrTx, filter: F): Promise<R[]>;
  /** What a kept row takes in memory, roughly (its answer's JSON is about half of it). */
  bytesPerRecord: number;
}

/** A list's rows as read under one counter, with the JSON answers already rendered from them. */
export interface KeptList<R> {
  records: R[];
  /** Rendered answers by reader key (see keptAnswer). */
  answers: Map<string, KeptAnswer>;
  /** Roughly what the rows and answers take in memory. */
  bytes: number;
}

/** A list as read (or being read) under one counter: requests that miss together share one read. */
type Entry = { version: number; list: Promise<KeptList<unknown>>; kept?: KeptList<unknown> };
// One store per database handle (tests open many), shared by every kind so one bound covers them all.
const stores = new WeakMap<DbOrTx, Map<string, Entry>>();

/** How often each kind of list was answered from memory (hits) or read again (rebuilds), per store. */
export interface KeptListCounts {
  hits: Map<string, number>;
  rebuilds: Map<string, number>;
}
// Beside the stores, per database handle: the metrics of the app over that handle read them (plugins/metrics.ts).
const counts = new WeakMap<DbOrTx, KeptListCounts>();

/** The hits and rebuilds of the lists kept over a database handle, and what is kept now (for metrics). */
export function keptListCounts(db: DbOrTx): KeptListCounts & { lists: number; bytes: number } {
  const store = stores.get(db) ?? new Map<string, Entry>();
  const { hits, rebuilds } = countsOf(db);
  return { hits, rebuilds, lists: store.size, bytes: keptBytes(store) };
}

function countsOf(db: DbOrTx): KeptListCounts {
  let c = counts.get(db);
  if (!c) {
    c = { hits: new Map(), rebuilds: new Map() };
    counts.set(db, c);
  }
  return c;
}

function count(db: DbOrTx, kind: 'hits' | 'rebuilds', name: string) {
  const c = countsOf(db)[kind];
  c.set(name, (c.get(name) ?? 0) + 1);
}

function storeOf(db: DbOrTx): Map<string, Entry> {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  return store;
}

/** What the lists of a store take in memory, roughly. */
function keptBytes(store: Map<string, Entry>): number {
  let bytes = 0;
  for (const e of store.values()) bytes += e.kept?.bytes ?? 0;
  return bytes;
}

/** Drops the least recently read lists while there are too many or they take too much memory. */
function evictBeyondLimits(store: Map<string, Entry>) {
  let bytes = keptBytes(store);
  for (const [key, e] of store) {
    if (store.size <= MAX_LISTS && bytes <= MAX_KEPT_BYTES) break;
    if (store.size === 1) break;
    store.delete(key);
    bytes -= e.kept?.bytes ?? 0;
  }
}

/**
 * A kind of kept list: `fresh(db, filter)` answers the rows under the list's current counter, read again
 * only when the counter moved. The counter is read before the rows: a change committed in between leaves
 * newer rows under the older counter, which only means one more read, never a stale list. Requests that
 * miss together wait for one read; a failed read is not kept.
 */
export function keptLists<F, R>(source: KeptListSource<F, R>) {
  return {
    async fresh(db: DbOrTx, filter: F): Promise<KeptList<R>> {
      const key = `${source.name}|${source.key(filter)}`;
      const version = await source.version(db, filter);
      const store = storeOf(db);
      const kept = store.get(key);
      store.delete(key);
      if (kept && kept.version === version) {
        store.set(key, kept);
        count(db, 'hits', source.name);
        return kept.list as Promise<KeptList<R>>;
      }
      count(db, 'rebuilds', source.name);
      // Kept before it resolves: the burst of reads after a change waits for this one read, not fifty.
      const entry: Entry = {
        version,
        list: source.read(db, filter).then((records) => {
          entry.kept = { records, answers: new Map(), bytes: records.length * source.bytesPerRecord };
          return entry.kept;
        }),
      };
      store.set(key, entry);
      evictBeyondLimits(store);
      entry.list.catch(() => {
        if (store.get(key) === entry) store.delete(key);
      });
      return entry.list as Promise<KeptList<R>>;
    },
  };
}

/**
 * The JSON answer of a kept list for one kind of reader: rendered (and checked against the answer's
 * schema) once, then reused while the list is unchanged. The key must hold everything the rendering
 * reads besides the rows (the screen, today, what the reader may do).
 */
export function keptAnswer(list: KeptList<unknown>, readerKey: string, render: () => string): KeptAnswer {
  const kept = list.answers.get(readerKey);
  if (kept !== undefined) return kept;
  const answer: KeptAnswer = { json: render() };
  if (list.answers.size >= MAX_ANSWERS_PER_LIST) {
    const [oldestKey, oldest] = list.answers.entries().next().value as [string, KeptAnswer];
    list.answers.delete(oldestKey);
    list.bytes -= oldest.json.length;
  }
  list.answers.set(readerKey, answer);
  list.bytes += answer.json.length;
  return answer;
}
