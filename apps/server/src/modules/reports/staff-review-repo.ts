import {
  listOpenReviewTerms,
  type OpenReviewTerm,
  REVIEW_FEATURE_START,
  REVIEW_TERMS,
  ROLE,
  STAFF_REPORTS,
} from '@exchange/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { inScope, type ReportFilters, type ReportSource, whenSet } from './report-source-repo.js';
import { personNameSql } from './staff-names-repo.js';

const [FALL, SPRING] = REVIEW_TERMS;

/** The aid years' dates, from which the domain draws the review windows. */
function listAidYearDates(db: DbOrTx) {
  return queryRows<{ id: number; aidyear: string; aidyearbegindate: string; aidyearenddate: string }>(
    db,
    sql`select id, aidyear, aidyearbegindate::text, aidyearenddate::text from aid_years`,
  );
}

/**
 * `signoff=due` (issue 32): the rows of member schools (neither archived nor closed) with a term whose
 * window is open today and that has no review date (none, or one removed). The same reviews as the home
 * page's "Enrollment reviews to sign off" counts, one row per school and aid year.
 */
function signOffDue(terms: readonly OpenReviewTerm[]): SQL[] {
  if (terms.length === 0) return [sql`false`];
  const pairs = sql.join(
    terms.map((t) => sql`(${t.aidYearId}::int, ${t.reviewTerm}::text)`),
    sql`, `,
  );
  return [
    sql`s.archived = 0 and s.is_closed = 0`,
    sql`exists (select 1 from (values ${pairs}) as p(aid_year_id, term)
      where p.aid_year_id = y.id
        and ((p.term = ${FALL} and fr.review_date is null) or (p.term = ${SPRING} and sr.review_date is null)))`,
  ];
}

/**
 * Enrollment Review report (3-billing §2, §3): one row per member school and aid year of the review
 * era (docs/decisions/report-columns.md "Enrollment Review Report": aid years that have begun, today in
 * the programme time zone, and end on or after 1 July 2025, when the feature starts), keyed
 * `{schoolId}-{aidYearId}`, with the school's primary and secondary TELO and the Fall and Spring review
 * dates (empty when not reviewed or removed).
 * Member schools are those neither archived nor closed, and any school reviewed in that year.
 */
export const enrollmentReviewSource: ReportSource = {
  definition: STAFF_REPORTS.enrollmentReview,
  key: sql`(s.id || '-' || y.id)`,
  columns: {
    uniqueId: sql`(s.id || '-' || y.id)`,
    aidYearName: sql`y.aidyear`,
    schoolName: sql`s.school_name`,
    primaryTeloName: personNameSql('pu'),
    primaryTeloEmail: sql`pu.email`,
    secondaryTeloName: personNameSql('su'),
    secondaryTeloEmail: sql`su.email`,
    fallReviewDate: sql`fr.review_date::text`,
    springReviewDate: sql`sr.review_date::text`,
  },
  from: sql`from schools s
    cross join aid_years y
    left join enrollment_reviews fr on fr.school_id = s.id and fr.aid_year_id = y.id and fr.review_term = ${FALL}
    left join enrollment_reviews sr on sr.school_id = s.id and sr.aid_year_id = y.id and sr.review_term = ${SPRING}
    left join user_roles pr on pr.school_id = s.id and pr.role_id = ${ROLE.PRIMARY_TELO}
    left join users pu on pu.id = pr.user_id and pu.active
    left join user_roles sx on sx.school_id = s.id and sx.role_id = ${ROLE.SECONDARY_TELO}
    left join users su on su.id = sx.user_id and su.active`,
  where: (scope, filters) => [
    sql`y.aidyearenddate >= ${REVIEW_FEATURE_START}::date`,
    sql`y.aidyearbegindate <= ${filters.today}::date`,
    sql`((s.archived = 0 and s.is_closed = 0) or fr.id is not null or sr.id is not null)`,
    ...inScope(sql`s.id`, scope),
    ...whenSet(sql`y.id`, filters.aidYearId),
    ...(filters.signOffDue ? signOffDue(filters.openReviewTerms) : []),
  ],
  async prepareFilters(db: DbOrTx, filters: ReportFilters): Promise<ReportFilters> {
    if (!filters.signOffDue) return filters;
    return { ...filters, openReviewTerms: listOpenReviewTerms(await listAidYearDates(db), filters.today) };
  },
  search: [
    sql`s.school_name`,
    sql`concat_ws(' ', pu.first_name, pu.last_name)`,
    sql`pu.email`,
    sql`concat_ws(' ', su.first_name, su.last_name)`,
    sql`su.email`,
  ],
  sortBy: {
    // A school's years together, and a year's schools together.
    schoolName: sql`(s.school_name, y.aidyear)`,
    aidYearName: sql`(y.aidyear, s.school_name)`,
    fallReviewDate: sql`fr.review_date`,
    springReviewDate: sql`sr.review_date`,
  },
};
