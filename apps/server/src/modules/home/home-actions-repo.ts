/**
 * The "Needs your action" counts (issue 24) as the triggers of migration 0019 keep them between writes
 * (issue 33): one statement reads a school's (or every school's) kept rows, the aid years the review
 * windows are drawn from and, for one school, whether it exists. Each kept count has the condition of the
 * list its line links to; home-action-counts.test.ts compares them with those lists counted directly.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared-statement.js';

/** The member schools (neither archived nor closed) that signed exactly these terms of an aid year. */
export interface SignedReviews {
  aidYearId: number;
  /** Bit 1 Fall, bit 2 Spring (home_review_counts_of in migration 0019). */
  signedTerms: number;
  schools: number;
}

/** What one request reads. */
export interface KeptCounts {
  /** False only for an unknown school (always true for every school at once). */
  schoolExists: boolean;
  aidYears: { id: number; aidyear: string; aidyearbegindate: string; aidyearenddate: string }[];
  exports: number;
  imports: number;
  /** Imports whose status date is on or after the day given: the rest are waiting long. */
  importsSince: number;
  transfers: number;
  invoices: number;
  /** Member schools counted: every one, or 0/1 for one school. */
  memberSchools: number;
  signed: SignedReviews[];
}

const ph = (name: string) => sql.placeholder(name);

/** The kept counts' statement at one school (`schoolid` placeholder) or at every school (null). */
function keptCountsQuery(db: DbOrTx, oneSchool: boolean) {
  const atSchool = oneSchool ? sql`and c.school_id = ${ph('schoolId')}` : sql``;
  // Every member school's signed reviews as kept, or one member school's counted from its few rows.
  const signed = oneSchool
    ? sql`select r.aid_year_id as "aidYearId", r.signed_terms as "signedTerms", r.schools
          from home_review_counts_of(array(select e from enrollment_reviews e join schools s on s.id = e.school_id
            where e.school_id = ${ph('schoolId')} and s.archived = 0 and s.is_closed = 0), 1) as r`
    : sql`select r.aid_year_id as "aidYearId", r.signed_terms as "signedTerms", r.schools
          from home_review_counts r`;
  return db
    .select({
      schoolExists: oneSchool
        ? sql<boolean>`exists (select 1 from schools where id = ${ph('schoolId')})`
        : sql<boolean>`true`,
      aidYears: sql<KeptCounts['aidYears']>`(select coalesce(json_agg(json_build_object('id', y.id,
          'aidyear', y.aidyear, 'aidyearbegindate', y.aidyearbegindate::text,
          'aidyearenddate', y.aidyearenddate::text)), '[]') from aid_years y)`,
      exports: sql<number>`t.exports`,
      imports: sql<number>`t.imports`,
      importsSince: sql<number>`(select coalesce(sum(c.n), 0)::int from home_action_counts c
          where c.kind = 'import' and c.status_date >= ${ph('since')}::date ${atSchool})`,
      transfers: sql<number>`t.transfers`,
      invoices: sql<number>`t.invoices`,
      memberSchools: sql<number>`(select count(*)::int from schools s where s.archived = 0 and s.is_closed = 0
          ${oneSchool ? sql`and s.id = ${ph('schoolId')}` : sql``})`,
      signed: sql<SignedReviews[]>`(select coalesce(json_agg(r), '[]') from (${signed}) as r)`,
    })
    .from(
      sql`(select
          coalesce(sum(c.n) filter (where c.kind = 'export'), 0)::int as exports,
          coalesce(sum(c.n) filter (where c.kind = 'import_total'), 0)::int as imports,
          coalesce(sum(c.n) filter (where c.kind = 'transfer'), 0)::int as transfers,
          coalesce(sum(c.n) filter (where c.kind = 'invoice'), 0)::int as invoices
        from home_action_counts c
        where c.kind in ('export', 'import_total', 'transfer', 'invoice') ${atSchool}) as t`,
    );
}

// Named statements: the home page is the first call after every sign-in, so its plan is kept per connection.
const preparedForSchool = preparedPerDatabase((db) =>
  keptCountsQuery(db, true).prepare('home_actions_school'),
);
const preparedForAll = preparedPerDatabase((db) => keptCountsQuery(db, false).prepare('home_actions_all'));

/** The kept counts at a school (or every school, null), with `since` the first day not waiting long. */
export async function readKeptCounts(
  db: DbOrTx,
  schoolId: number | null,
  since: string,
): Promise<KeptCounts> {
  const [row] =
    schoolId === null
      ? await preparedForAll(db).execute({ since })
      : await preparedForSchool(db).execute({ schoolId, since });
  if (!row) throw new Error('the kept counts answered no row');
  return row;
}
