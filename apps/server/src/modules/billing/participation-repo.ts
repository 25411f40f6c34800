import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';

/** One exported student to bill: enrolled at an import school in the aid year and not billed for it yet. */
export interface UnbilledEnrolment {
  applicationId: number;
  schoolId: number;
  schoolName: string;
  participationTypeId: number;
  participationName: string;
  studentFirstName: string;
  studentLastName: string;
  enrolledSchoolId: number;
}

/**
 * The exported students of an aid year whose import row is at a billable status and who are on no
 * participation-fee invoice of that aid year yet, one row per application (its enrolled school first),
 * by export school, program and student name.
 */
export function listUnbilledEnrolments(
  db: DbOrTx,
  aidYearId: number,
  billableStatuses: readonly number[],
  participationFeeTypeId: number,
): Promise<UnbilledEnrolment[]> {
  const statuses = sql.join(
    billableStatuses.map((s) => sql`${s}`),
    sql`, `,
  );
  return queryRows<UnbilledEnrolment>(
    db,
    sql`select * from (
          select distinct on (a.id) a.id as "applicationId", a.export_school_id as "schoolId",
            es.school_name as "schoolName", p.id as "participationTypeId", p.participation_name as "participationName",
            st.student_first_name as "studentFirstName", st.student_last_name as "studentLastName",
            r.import_school_id as "enrolledSchoolId"
          from student_applications a
          join application_schools r on r.application_id = a.id and r.import_status_id in (${statuses})
          join students st on st.id = a.student_id
          join schools es on es.id = a.export_school_id
          join participation_types p on p.id = coalesce(r.participation_type_id,
            (select min(sp.participation_id) from school_participation_types sp where sp.school_id = a.export_school_id))
          where a.aid_year_id = ${aidYearId}
            and a.export_school_id not in (${billedByHandStatement(aidYearId, participationFeeTypeId)})
            and not exists (
              select 1 from invoice_lines l join invoices i on i.id = l.invoice_id
              where l.application_id = a.id and i.aid_year_id = ${aidYearId} and i.fee_type_id = ${participationFeeTypeId})
          order by a.id, r.import_status_id
        ) u
        order by "schoolName", "schoolId", "participationName", "studentLastName", "studentFirstName"`,
  );
}

/** Export schools with a participation-fee invoice of the aid year that has no lines (added by hand). */
function billedByHandStatement(aidYearId: number, participationFeeTypeId: number) {
  return sql`select i.school_id from invoices i
    where i.aid_year_id = ${aidYearId} and i.fee_type_id = ${participationFeeTypeId}
      and not exists (select 1 from invoice_lines l where l.invoice_id = i.id)`;
}

/** The export schools billed by hand for the aid year that have students the generator would bill. */
export function listBilledByHand(
  db: DbOrTx,
  aidYearId: number,
  billableStatuses: readonly number[],
  participationFeeTypeId: number,
): Promise<{ schoolID: number; schoolName: string }[]> {
  const statuses = sql.join(
    billableStatuses.map((s) => sql`${s}`),
    sql`, `,
  );
  return queryRows(
    db,
    sql`select s.id as "schoolID", s.school_name as "schoolName" from schools s
        where s.id in (${billedByHandStatement(aidYearId, participationFeeTypeId)})
          and exists (select 1 from student_applications a
            join application_schools r on r.application_id = a.id and r.import_status_id in (${statuses})
            where a.export_school_id = s.id and a.aid_year_id = ${aidYearId})
        order by s.school_name, s.id`,
  );
}

/** Serialises generators of one aid year's invoices: the second waits and then finds nothing left to bill. */
export async function lockParticipationBilling(db: DbOrTx, aidYearId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('participation-invoices'), ${aidYearId})`);
}
