import {
  type HomeActionKind,
  type HomeActionLine,
  type HomeActions,
  listOpenReviewTerms,
  HOME_MESSAGES as M,
  type OpenReviewTerm,
  REVIEW_TERMS,
  type ReviewTerm,
  type SessionUser,
  visibleHomeActionKinds,
  waitingLongBefore,
} from '@exchange/domain';
import { type AppConfig, programToday } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../plugins/errors.js';
import { type KeptCounts, readKeptCounts } from './home-actions-repo.js';

/** A term's bit in the kept signed terms: Fall 1, Spring 2, as home_review_counts_of (migration 0019) sets them. */
const termBit = (term: ReviewTerm) => 1 << REVIEW_TERMS.indexOf(term);

/**
 * The reviews owed per aid year with an open term, in the order of `terms`: the member schools counted,
 * less those whose signed terms cover every open term of that year.
 */
function reviewsOwed(counts: KeptCounts, terms: readonly OpenReviewTerm[]) {
  const years = [...new Set(terms.map((t) => t.aidYearId))];
  return years.map((aidYearId) => {
    const open = terms
      .filter((t) => t.aidYearId === aidYearId)
      .reduce((bits, t) => bits | termBit(t.reviewTerm), 0);
    const covered = counts.signed
      .filter((s) => s.aidYearId === aidYearId && (s.signedTerms & open) === open)
      .reduce((sum, s) => sum + s.schools, 0);
    return { aidYearId, count: counts.memberSchools - covered };
  });
}

const plain = (count: number) => ({ count, waitingLong: null, aidYearId: null });

/** Each kind's line from the kept counts. */
const LINES: Record<HomeActionKind, (counts: KeptCounts, today: string) => Omit<HomeActionLine, 'kind'>> = {
  exportsAwaitingDecision: (counts) => plain(counts.exports),
  importsAwaitingDecision: (counts) => ({
    count: counts.imports,
    waitingLong: counts.imports - counts.importsSince,
    aidYearId: null,
  }),
  transfersToReview: (counts) => plain(counts.transfers),
  invoicesDue: (counts) => plain(counts.invoices),
  reviewsToSignOff: (counts, today) => {
    const owed = reviewsOwed(counts, listOpenReviewTerms(counts.aidYears, today));
    return {
      count: owed.reduce((sum, year) => sum + year.count, 0),
      waitingLong: null,
      aidYearId: owed.find((year) => year.count > 0)?.aidYearId ?? null,
    };
  },
};

/**
 * GET api/home/actions: the lines the user's roles see at the school (or every school for TE users),
 * counted on the programme's today from the counts kept between writes (migration 0019), read in one
 * statement. 404 for an unknown school.
 */
export async function readActions(
  db: DbOrTx,
  config: AppConfig,
  user: SessionUser,
  schoolId: number | null,
): Promise<HomeActions> {
  const today = programToday(config);
  const before = waitingLongBefore(today);
  const counts = await readKeptCounts(db, schoolId, before);
  if (!counts.schoolExists) throw notFound(M.noSuchSchool);
  const lines = visibleHomeActionKinds(user, schoolId).map((kind) => ({
    kind,
    ...LINES[kind](counts, today),
  }));
  return { schoolId, today, waitingLongBefore: before, lines };
}
