import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';

/** A member school that owes the membership dues of an aid year (dues name no exchange program). */
export interface SchoolOwingDues {
  schoolId: number;
  schoolName: string;
}

/**
 * The member schools with no membership dues invoice of the aid year yet (generated or added by hand),
 * by name. A member school takes part in the programme: neither archived nor closed (as the applicant's
 * lists and the Enrollment Review report), offering at least one exchange program, and joined by the
 * end of the aid year.
 */
export function listSchoolsOwingDues(
  db: DbOrTx,
  aidYearId: number,
  duesFeeTypeId: number,
): Promise<SchoolOwingDues[]> {
  return queryRows<SchoolOwingDues>(
    db,
    sql`select s.id as "schoolId", s.school_name as "schoolName"
        from schools s
        join aid_years y on y.id = ${aidYearId}
        where s.archived = 0 and s.is_closed = 0 and s.join_date <= y.aidyearenddate
          and exists (select 1 from school_participation_types sp where sp.school_id = s.id)
          and not exists (select 1 from invoices i
            where i.school_id = s.id and i.aid_year_id = ${aidYearId} and i.fee_type_id = ${duesFeeTypeId})
        order by s.school_name, s.id`,
  );
}

/** Serialises generators of one aid year's dues: the second waits and then finds every school billed. */
export async function lockMembershipDuesBilling(db: DbOrTx, aidYearId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('membership-dues-invoices'), ${aidYearId})`);
}
