/**
 * Enrollment reviews for the security tests (the malformed-body fuzz): an aid year and term whose window
 * is open on the app's programme day, a school with no review of it (a POST is valid) and a review of
 * another school (a PUT is valid).
 */
import { getReviewWindow, getReviewWindowState, REVIEW_TERMS, type ReviewTerm } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { programToday } from '../config.js';
import { inTransaction } from '../db/transaction.js';
import { findReview, insertReview } from '../modules/enrollment-reviews/enrollment-review-repo.js';
import type { TestContext } from './app.js';
import { selectRows } from './student-fixtures.js';

export interface ReviewFuzzFixtures {
  /** The aid year and term whose window is open today, and a review date inside it. */
  aidYearId: number;
  reviewTerm: ReviewTerm;
  reviewDate: string;
  /** A school with no review of that aid year and term: the POST body's school. */
  submitSchoolId: number;
  /** A review of that aid year and term at another school, as the PUT body sends it back. */
  review: { id: number; schoolId: number; lastUpdated: string };
}

/** The days of a year on which no review window is open: 1 July to 14 August (3-billing §4). */
function inReviewGap(day: string): boolean {
  const monthDay = day.slice(5);
  return monthDay >= '07-01' && monthDay < '08-15';
}

/**
 * A programme clock for an app whose tests need an open review window on any day of the year: the
 * system's, except from 1 July to 14 August, when no window is open, noon in Chicago on 15 August.
 */
export function reviewWindowClock(timeZone = 'America/Chicago'): () => Date {
  return () => {
    const now = new Date();
    const today = programToday({ programTimeZone: timeZone }, now);
    return inReviewGap(today) ? new Date(`${today.slice(0, 4)}-08-15T17:00:00Z`) : now;
  };
}

/**
 * Finds the aid year and term open on the app's programme day and makes a review of it at
 * `reviewSchoolId` (by `modifiedBy`); `submitSchoolId` must have none of it.
 */
export async function createReviewFuzzFixtures(
  t: TestContext,
  ids: { submitSchoolId: number; reviewSchoolId: number; modifiedBy: number },
): Promise<ReviewFuzzFixtures> {
  const today = programToday(t.config);
  const years = await selectRows<{
    id: number;
    aidyear: string;
    aidyearbegindate: string;
    aidyearenddate: string;
  }>(
    t,
    sql`select id, aidyear, aidyearbegindate::text as aidyearbegindate, aidyearenddate::text as aidyearenddate
        from aid_years order by aidyearbegindate desc`,
  );
  const open = years.flatMap((year) =>
    REVIEW_TERMS.filter((term) => getReviewWindowState(year, term, today) === 'open').map((term) => ({
      year,
      term,
    })),
  );
  const chosen = open[0];
  if (!chosen) {
    throw new Error(
      `no enrollment review window is open on ${today}: start the app with { now: reviewWindowClock() }`,
    );
  }
  const reviewDate = getReviewWindow(chosen.year, chosen.term).opens;
  const now = t.config.now?.() ?? new Date();
  const id = await inTransaction(t.database.db, ids.modifiedBy, (tx) =>
    insertReview(
      tx,
      {
        schoolId: ids.reviewSchoolId,
        aidYearId: chosen.year.id,
        reviewTerm: chosen.term,
        reviewDate,
        modifiedBy: ids.modifiedBy,
      },
      now,
    ),
  );
  const stored = await findReview(t.database.db, id, t.config.programTimeZone);
  return {
    aidYearId: chosen.year.id,
    reviewTerm: chosen.term,
    reviewDate,
    submitSchoolId: ids.submitSchoolId,
    review: { id, schoolId: ids.reviewSchoolId, lastUpdated: stored!.lastUpdated },
  };
}
