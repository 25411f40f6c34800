import type { AidYearDates, EnrollmentReview, ReviewTerm } from '@exchange/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';

/** An enrollment review as the API answers it (3-billing §3), its version with microseconds. */
export type StoredReview = EnrollmentReview;

/** The columns of a review with its aid year and modifier; `tz` draws the programme day of the change. */
function reviewColumns(tz: string): SQL {
  return sql`r.id, r.school_id as "schoolId", r.aid_year_id as "aidYearId", y.aidyear as "aidYear",
    r.review_term as "reviewTerm", r.review_date::text as "reviewDate", r.modified_by as "modifiedBy",
    u.first_name as "modifiedByFirstName", u.last_name as "modifiedByLastName",
    to_char(r.last_updated at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "lastUpdated",
    to_char(r.last_updated at time zone ${tz}, 'YYYY-MM-DD') as "modifiedOn"`;
}

const reviewSource = sql`enrollment_reviews r
  join aid_years y on y.id = r.aid_year_id
  left join users u on u.id = r.modified_by`;

/**
 * A school's reviews (of one aid year when given), newest aid year first, Fall before Spring: one index
 * probe on enrollment_reviews_uq, a couple of rows per aid year.
 */
export function listSchoolReviews(
  db: DbOrTx,
  schoolId: number,
  aidYearId: number | null,
  tz: string,
): Promise<StoredReview[]> {
  const year = aidYearId === null ? sql`` : sql`and r.aid_year_id = ${aidYearId}`;
  return queryRows<StoredReview>(
    db,
    sql`select ${reviewColumns(tz)} from ${reviewSource}
        where r.school_id = ${schoolId} ${year}
        order by y.aidyearbegindate desc, y.id desc, case r.review_term when 'Fall' then 0 else 1 end`,
  );
}

/** One review as answered, or undefined. */
export async function findReview(db: DbOrTx, id: number, tz: string): Promise<StoredReview | undefined> {
  const [row] = await queryRows<StoredReview>(
    db,
    sql`select ${reviewColumns(tz)} from ${reviewSource} where r.id = ${id}`,
  );
  return row;
}

/** What a change of a review compares and checks, read under a row lock so two changes take turns. */
export interface LockedReview {
  id: number;
  schoolId: number;
  aidYearId: number;
  reviewTerm: ReviewTerm;
  lastUpdated: string;
}

/** Locks a review for a change (FOR UPDATE) and answers what the change checks. */
export async function lockReview(tx: Tx, id: number): Promise<LockedReview | undefined> {
  const [row] = await queryRows<LockedReview>(
    tx,
    sql`select id, school_id as "schoolId", aid_year_id as "aidYearId", review_term as "reviewTerm",
          to_char(last_updated at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "lastUpdated"
        from enrollment_reviews where id = ${id} for update`,
  );
  return row;
}

/** The id of a school's review of an aid year and term, when there is one (removed ones included). */
export async function findReviewId(
  db: DbOrTx,
  key: { schoolId: number; aidYearId: number; reviewTerm: ReviewTerm },
): Promise<number | undefined> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from enrollment_reviews
        where school_id = ${key.schoolId} and aid_year_id = ${key.aidYearId} and review_term = ${key.reviewTerm}`,
  );
  return row?.id;
}

/** The aid year's name and dates, which draw its review windows. */
export async function findAidYear(db: DbOrTx, id: number): Promise<AidYearDates | undefined> {
  const [row] = await queryRows<AidYearDates>(
    db,
    sql`select aidyear, aidyearbegindate::text as aidyearbegindate, aidyearenddate::text as aidyearenddate
        from aid_years where id = ${id}`,
  );
  return row;
}

/**
 * Inserts a submitted review at `at` (the programme clock, so the day it shows is the day its window was
 * checked on); the change-log trigger records it with the transaction's acting user.
 */
export async function insertReview(
  tx: Tx,
  review: {
    schoolId: number;
    aidYearId: number;
    reviewTerm: ReviewTerm;
    reviewDate: string;
    modifiedBy: number;
  },
  at: Date,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into enrollment_reviews
          (school_id, aid_year_id, review_term, review_date, modified_by, last_updated)
        values (${review.schoolId}, ${review.aidYearId}, ${review.reviewTerm}, ${review.reviewDate}::date,
                ${review.modifiedBy}, ${at.toISOString()}::timestamptz)
        returning id`,
  );
  return row!.id;
}

/**
 * Sets a review's date (null removes the submission) and who changed it at `at` (the programme clock).
 * The version always moves on, even within one clock tick or with a clock behind the last change, so a
 * client holding the previous one is answered 409.
 */
export async function updateReviewDate(
  tx: Tx,
  id: number,
  change: { reviewDate: string | null; modifiedBy: number },
  at: Date,
): Promise<void> {
  await tx.execute(
    sql`update enrollment_reviews
        set review_date = ${change.reviewDate}::date, modified_by = ${change.modifiedBy},
            last_updated = greatest(${at.toISOString()}::timestamptz, last_updated + interval '1 microsecond')
        where id = ${id}`,
  );
}
