import {
  APPLICATION_STATUS,
  type HomeActionKind,
  type HomeActionLine,
  type HomeActions,
  listOpenReviewTerms,
  HOME_MESSAGES as M,
  type SessionUser,
  visibleHomeActionKinds,
  waitingLongBefore,
} from '@exchange/domain';
import { type AppConfig, programToday } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { readListVersionSum } from '../../db/list-versions-repo.js';
import { notFound } from '../../plugins/errors.js';
import { schoolExists } from '../schools/schools-service.js';
import * as repo from './home-actions-repo.js';

type ImportCount = { count: number; waitingLong: number };
type ImportListName = typeof APPLICATION_STATUS.OPEN | typeof APPLICATION_STATUS.TRANSFER;

// Every school's import counts, kept per database handle while the import lists' counters are unchanged.
const keptImportCounts = new WeakMap<
  DbOrTx,
  Map<string, { version: number; counted: Promise<ImportCount> }>
>();

/**
 * Import rows awaiting a decision. Every school's count joins 321,000 undecided rows to 37,000 open
 * applications at production size (30-55 ms even on the index of migration 0014), so it is kept while
 * the sum of the import lists' counters (migration 0008: raised by every change those lists show) and
 * the day are unchanged, as the reports keep their totals; one school's (a few ms) is counted each time.
 */
async function countImports(
  db: DbOrTx,
  list: ImportListName,
  schoolId: number | null,
  before: string,
): Promise<ImportCount> {
  if (schoolId !== null) return repo.countImportsAwaitingDecision(db, list, schoolId, before);
  // The counter is read before the count: a change in between only means one more count, never a stale one.
  const version = await readListVersionSum(db, 'import', null);
  let store = keptImportCounts.get(db);
  if (!store) {
    store = new Map();
    keptImportCounts.set(db, store);
  }
  const key = `${list}|${before}`;
  const kept = store.get(key);
  if (kept && kept.version === version) return kept.counted;
  const counted = repo.countImportsAwaitingDecision(db, list, null, before);
  const entry = { version, counted };
  store.set(key, entry);
  counted.catch(() => {
    if (store.get(key) === entry) store.delete(key);
  });
  return counted;
}

type Counter = (db: DbOrTx, schoolId: number | null, today: string) => Promise<Omit<HomeActionLine, 'kind'>>;

const plain = (count: number) => ({ count, waitingLong: null, aidYearId: null });

/** One count per kind, each a single statement (see home-actions-repo.ts). */
const COUNTERS: Record<HomeActionKind, Counter> = {
  exportsAwaitingDecision: async (db, schoolId) =>
    plain(await repo.countExportsAwaitingDecision(db, schoolId)),
  importsAwaitingDecision: async (db, schoolId, today) => {
    const counted = await countImports(db, APPLICATION_STATUS.OPEN, schoolId, waitingLongBefore(today));
    return { count: counted.count, waitingLong: counted.waitingLong, aidYearId: null };
  },
  transfersToReview: async (db, schoolId, today) => {
    const counted = await countImports(db, APPLICATION_STATUS.TRANSFER, schoolId, waitingLongBefore(today));
    return plain(counted.count);
  },
  invoicesDue: async (db, schoolId) => plain(await repo.countInvoicesDue(db, schoolId)),
  reviewsToSignOff: async (db, schoolId, today) => {
    const terms = listOpenReviewTerms(await repo.listAidYearDates(db), today);
    const owed = await repo.countReviewsOwed(db, terms, schoolId);
    return {
      count: owed.reduce((sum, year) => sum + year.count, 0),
      waitingLong: null,
      aidYearId: owed.find((year) => year.count > 0)?.aidYearId ?? null,
    };
  },
};

/**
 * GET api/home/actions: the lines the user's roles see at the school (or every school for TE users),
 * counted on the programme's today; the kinds' statements run side by side. 404 for an unknown school.
 */
export async function readActions(
  db: DbOrTx,
  config: AppConfig,
  user: SessionUser,
  schoolId: number | null,
): Promise<HomeActions> {
  if (schoolId !== null && !(await schoolExists(db, schoolId))) throw notFound(M.noSuchSchool);
  const today = programToday(config);
  const kinds = visibleHomeActionKinds(user, schoolId);
  const lines = await Promise.all(
    kinds.map(async (kind) => ({ kind, ...(await COUNTERS[kind](db, schoolId, today)) })),
  );
  return { schoolId, today, waitingLongBefore: waitingLongBefore(today), lines };
}
