/**
 * The "Needs your action" counts (issue 24): one statement per kind, over one school or every school
 * (null), each the same condition as the list its line links to. Plans at production size are in
 * migration 0014 and docs/decisions/home.md "Performance of the counts".
 */
import {
  type APPLICATION_STATUS,
  EXPORT_AWAITING_DECISION_STATUS,
  EXPORT_LIVE_APPLICATION_STATUSES,
  IMPORT_AWAITING_DECISION_STATUSES,
  type OpenReviewTerm,
} from '@exchange/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const UNDECIDED = sql.raw(IMPORT_AWAITING_DECISION_STATUSES.map(Number).join(', '));

const atSchool = (column: SQL, schoolId: number | null) =>
  schoolId === null ? sql`` : sql`and ${column} = ${schoolId}`;

async function countOf(db: DbOrTx, query: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, query);
  return row?.n ?? 0;
}

/** Open and transfer applications at Awaiting Decision (the Export Applications list, ?exportstatus=1). */
export function countExportsAwaitingDecision(db: DbOrTx, schoolId: number | null): Promise<number> {
  return countOf(
    db,
    sql`select count(*)::int as n from student_applications a
        where a.export_status_id = ${EXPORT_AWAITING_DECISION_STATUS}
          and a.application_status in (${list(EXPORT_LIVE_APPLICATION_STATUSES)})
          ${atSchool(sql`a.export_school_id`, schoolId)}`,
  );
}

/**
 * Import rows at statuses 1-3 of the OPEN (Import Applications) or TRANSFER (Import Transfer
 * Applications) list, and how many of them have a status date before `waitingLongBefore`.
 */
export async function countImportsAwaitingDecision(
  db: DbOrTx,
  kind: typeof APPLICATION_STATUS.OPEN | typeof APPLICATION_STATUS.TRANSFER,
  schoolId: number | null,
  waitingLongBefore: string,
): Promise<{ count: number; waitingLong: number }> {
  // The status list is written out (not a parameter) so the planner matches the partial index of 0014.
  const [row] = await queryRows<{ count: number; waitingLong: number }>(
    db,
    sql`select count(*)::int as count,
          (count(*) filter (where x.import_status_date < ${waitingLongBefore}::date))::int as "waitingLong"
        from application_schools x join student_applications a on a.id = x.application_id
        where x.import_status_id in (${UNDECIDED}) and a.application_status = ${kind}
          ${atSchool(sql`x.import_school_id`, schoolId)}`,
  );
  return row ?? { count: 0, waitingLong: 0 };
}

/** Invoices with an amount due: status OPEN is "amount paid below amount" (3-billing §4, migration 0010). */
export function countInvoicesDue(db: DbOrTx, schoolId: number | null): Promise<number> {
  return countOf(
    db,
    sql`select count(*)::int as n from invoices i
        where i.status = 'OPEN' ${atSchool(sql`i.school_id`, schoolId)}`,
  );
}

/**
 * The enrollment reviews still to sign off (issue 32): one per member school (neither archived nor
 * closed, as the Enrollment Review report lists them) and aid year with an open term that has no review
 * date (none, or one removed), at the school or at every school: the rows the Enrollment Review report
 * keeps with `signoff=due`. Answers each aid year of `terms` with its count, in the order of `terms`.
 */
export async function countReviewsOwed(
  db: DbOrTx,
  terms: readonly OpenReviewTerm[],
  schoolId: number | null,
): Promise<{ aidYearId: number; count: number }[]> {
  if (terms.length === 0) return [];
  const pairs = sql.join(
    terms.map((t) => sql`(${t.aidYearId}::int, ${t.reviewTerm}::text)`),
    sql`, `,
  );
  const rows = await queryRows<{ aidYearId: number; n: number }>(
    db,
    sql`select y.aid_year_id as "aidYearId", count(s.id)::int as n
        from (select distinct aid_year_id from (values ${pairs}) as v(aid_year_id, term)) as y
        left join schools s on s.archived = 0 and s.is_closed = 0 ${atSchool(sql`s.id`, schoolId)}
          and exists (select 1 from (values ${pairs}) as p(aid_year_id, term)
            where p.aid_year_id = y.aid_year_id
              and not exists (select 1 from enrollment_reviews r
                where r.school_id = s.id and r.aid_year_id = p.aid_year_id and r.review_term = p.term
                  and r.review_date is not null))
        group by y.aid_year_id`,
  );
  const years = [...new Set(terms.map((t) => t.aidYearId))];
  return years.map((aidYearId) => ({
    aidYearId,
    count: rows.find((r) => r.aidYearId === aidYearId)?.n ?? 0,
  }));
}

/** The aid years' dates: what the review windows are drawn from. */
export function listAidYearDates(db: DbOrTx) {
  return queryRows<{ id: number; aidyear: string; aidyearbegindate: string; aidyearenddate: string }>(
    db,
    sql`select id, aidyear, aidyearbegindate::text, aidyearenddate::text from aid_years`,
  );
}
