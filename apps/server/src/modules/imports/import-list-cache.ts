import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { ACTIVE_AID_YEARS_FILTER_ID } from '@exchange/domain';
import type { DbOrTx } from '../../db/client.js';
import { readListVersion } from '../../db/list-versions-repo.js';
import { type ImportListFilter, type ImportRowRecord, listImportRows } from './imports-repo.js';

/** Lists kept per server; the least recently read goes first. */
const MAX_LISTS = 200;
/**
 * Memory the kept lists may take per server, roughly (rows and rendered answers): the busiest school's
 * closed list is ~1,800 rows and a 2 MB answer, so a few dozen such lists, or all of a typical day's.
 */
const MAX_KEPT_BYTES = 256 * 1024 * 1024;
/** What a kept row takes in memory, roughly (its answer's JSON is about half of it). */
const BYTES_PER_RECORD = 2048;
/** Answers kept per list: one per kind of reader (may change rows or not, screen) and day. */
const MAX_ANSWERS_PER_LIST = 8;

/** The encodings a list answer goes out in, best first, when the client accepts them. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/** The best of ANSWER_ENCODINGS an Accept-Encoding header accepts (named, or `*`, without q=0). */
export function pickEncoding(header: string | undefined): AnswerEncoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, boolean>();
  for (const part of header.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    accepted.set(coding, q === undefined || Number(q.slice(2)) > 0);
  }
  return ANSWER_ENCODINGS.find((e) => accepted.get(e) ?? accepted.get('*') ?? false);
}

const compress: Record<AnswerEncoding, (json: string) => Promise<Buffer>> = {
  // Quality 6: a busy school's 2 MB closed list shrinks to about 16 KB in some 25 ms, once.
  br: (json) =>
    promisify(brotliCompress)(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
      },
    }),
  gzip: (json) => promisify(gzip)(json),
};
/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 2048;

/**
 * A rendered JSON answer and its compressed encodings, each made the first time a client accepting it
 * asks: a busy school's closed list is about 2 MB of JSON, so it is compressed once per kept answer
 * rather than per request (or not at all, which makes the transfer, not the server, the limit).
 */
export interface KeptAnswer {
  json: string;
  encoded?: Partial<Record<AnswerEncoding, Promise<Buffer>>>;
}

/** A school's import list rows as read under one counter, with the JSON answers already rendered. */
export interface KeptImportList {
  records: ImportRowRecord[];
  /** Rendered answers by reader key (see importAnswerFor). */
  answers: Map<string, KeptAnswer>;
  /** Roughly what the rows and answers take in memory. */
  bytes: number;
}

/** A list as read (or being read) under one counter: requests that miss together share one read. */
type Entry = { version: number; list: Promise<KeptImportList>; kept?: KeptImportList };
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
 * The kept list's key: every filter the rows depend on (hideByDefault too, though today it follows the
 * kind), and today only when "Active Aid Years" reads it.
 */
function listKey(f: ImportListFilter): string {
  const day = f.aidYearId === ACTIVE_AID_YEARS_FILTER_ID ? f.today : '';
  return `${f.schoolId}|${f.kind}|${f.aidYearId}|${f.importStatusId}|${f.hideByDefault}|${day}`;
}

/**
 * A school's import list rows, kept in memory while the school's import list counter is what it was when
 * they were read: one primary-key read instead of the list statement. Triggers raise the counter in the
 * transaction of every change the list shows (migration 0008), so a change through any server is seen on
 * the next read. The counter is read before the rows: a change committed in between leaves newer rows
 * under the older counter, which only means one more read, never a stale list. A failed read is not kept.
 */
export async function listImportRowsFresh(db: DbOrTx, filter: ImportListFilter): Promise<KeptImportList> {
  const key = listKey(filter);
  const version = await readListVersion(db, 'import', filter.schoolId);
  const cache = cacheOf(db);
  const kept = cache.get(key);
  cache.delete(key);
  if (kept && kept.version === version) {
    cache.set(key, kept);
    return kept.list;
  }
  // Kept before it resolves: the burst of reads after a change waits for this one read, not fifty.
  const entry: Entry = {
    version,
    list: listImportRows(db, filter).then((records) => {
      entry.kept = { records, answers: new Map(), bytes: records.length * BYTES_PER_RECORD };
      return entry.kept;
    }),
  };
  cache.set(key, entry);
  evictBeyondLimits(cache);
  entry.list.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return entry.list;
}

/** Drops the least recently read lists while there are too many or they take too much memory. */
function evictBeyondLimits(cache: Map<string, Entry>) {
  let bytes = 0;
  for (const e of cache.values()) bytes += e.kept?.bytes ?? 0;
  for (const [key, e] of cache) {
    if (cache.size <= MAX_LISTS && bytes <= MAX_KEPT_BYTES) break;
    if (cache.size === 1) break;
    cache.delete(key);
    bytes -= e.kept?.bytes ?? 0;
  }
}

/**
 * The JSON answer of a kept list for one kind of reader: rendered (and checked against the answer's
 * schema) once, then reused while the list is unchanged. The key must hold everything the rendering
 * reads besides the rows (imports-service.ts readerKey).
 */
export function importAnswerFor(list: KeptImportList, readerKey: string, render: () => string): KeptAnswer {
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

/**
 * The answer in an encoding (compressed on first use, off the event loop), or undefined when small. A
 * failed compression is not kept: the requests sharing it fail, the next one compresses again.
 */
export function encodedAnswer(answer: KeptAnswer, encoding: AnswerEncoding): Promise<Buffer> | undefined {
  if (answer.json.length < COMPRESS_FROM_BYTES) return undefined;
  answer.encoded ??= {};
  const encoded = answer.encoded;
  const kept = encoded[encoding];
  if (kept) return kept;
  const made = compress[encoding](answer.json);
  encoded[encoding] = made;
  made.catch(() => {
    if (encoded[encoding] === made) delete encoded[encoding];
  });
  return made;
}
