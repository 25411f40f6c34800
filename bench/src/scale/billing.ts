import { FEE_TYPES, IMPORT_STATUS, PARTICIPATION_TYPES, PAYMENT_TYPE } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../apps/server/src/db/client.js';
import { day, maxId, num, type ScalePlan, step, syncIdentity } from './sql.js';

const [DUES, PARTICIPATION] = FEE_TYPES.map((f) => f.id);
const BILLABLE = sql.raw(
  `array[${[IMPORT_STATUS.ENROLLED, IMPORT_STATUS.WITHDRAWN, IMPORT_STATUS.LEAVE_OF_ABSENCE, IMPORT_STATUS.GRADUATED].join(',')}]`,
);

/**
 * Membership dues for every school and billed year, participation fees per employer school and year
 * with one line per enrolled student, and payments: past years settled (some by card, a few with a
 * write-off), the current year half paid. Paid totals are summed afterwards because the bulk load runs
 * with triggers off.
 */
export async function generateBilling(tx: Tx, appBase: number, plan: ScalePlan): Promise<void> {
  const invoiceBase = await maxId(tx, 'invoices');
  const current = num(plan.currentAidYear);
  const today = day(plan.today);
  const undergrad = num(PARTICIPATION_TYPES[0]!.id);
  await step(
    tx,
    'dues invoices',
    sql`insert into invoices (id, invoice_number, school_id, aid_year_id, fee_type_id, participation_type_id,
        amount_cents, invoice_date)
      select ${num(invoiceBase)} + row_number() over (order by y.idx, s.idx),
        -- nextval in the select list runs per row (in a subquery it ran once); the generator's few thousand
        -- numbers stay within six digits.
        -- Dues belong to the school, not to a program (invoiceCarriesProgram; migration 0017's check).
        y.y || '-' || lpad(nextval('invoice_number_seq')::text, 6, '0'), s.id, y.id, ${num(DUES!)}, null,
        150000, make_date(y.y, 7, 1)
      from scale_schools s cross join scale_years y
      where y.y <= ${current}
        and not exists (select 1 from invoices i where i.school_id = s.id and i.aid_year_id = y.id and i.fee_type_id = ${num(DUES!)})`,
  );
  await syncIdentity(tx, 'invoices');
  const participationBase = await maxId(tx, 'invoices');
  await step(
    tx,
    'participation invoices',
    sql`insert into invoices (id, invoice_number, school_id, aid_year_id, fee_type_id, participation_type_id,
        amount_cents, invoice_date)
      select ${num(participationBase)} + row_number() over (order by c.school_id, c.y),
        c.y || '-' || lpad(nextval('invoice_number_seq')::text, 6, '0'), c.school_id, c.aid_year_id,
        ${num(PARTICIPATION!)}, ${undergrad}, c.n * 25000, least(make_date(c.y, 10, 15), ${today})
      from (
        select a.export_school_id as school_id, a.aid_year_id, y.y, count(*) as n
        from student_applications a
        join application_schools r on r.application_id = a.id
        join scale_years y on y.id = a.aid_year_id
        where a.id > ${num(appBase)} and r.import_status_id = any(${BILLABLE}) and y.y <= ${current}
        group by 1, 2, 3
      ) c`,
  );
  await syncIdentity(tx, 'invoices');
  await step(
    tx,
    'invoice lines',
    sql`insert into invoice_lines (invoice_id, application_id, student_first_name, student_last_name,
        enrolled_school_id, amount_cents)
      select i.id, a.id, st.student_first_name, st.student_last_name, r.import_school_id, 25000
      from student_applications a
      join application_schools r on r.application_id = a.id
      join students st on st.id = a.student_id
      join invoices i on i.school_id = a.export_school_id and i.aid_year_id = a.aid_year_id
        and i.fee_type_id = ${num(PARTICIPATION!)} and i.id > ${num(participationBase)}
      where a.id > ${num(appBase)} and r.import_status_id = any(${BILLABLE})`,
  );
  const admin = sql`(select id from users where email = 'admin@example.org')`;
  const paidYear = sql`extract(year from y.aidyearbegindate)::int`;
  await step(
    tx,
    'payments',
    sql`insert into invoice_payments (invoice_id, payment_type_id, amount_cents, payment_date, paid_by, reference_id, note)
      select i.id,
        case when i.id % 3 = 0 then ${num(PAYMENT_TYPE.HIDDEN)} else ${num(PAYMENT_TYPE.DEFAULT)} end,
        i.amount_cents - case when i.id % 50 = 0 and i.amount_cents > 10000 then 10000 else 0 end,
        least(i.invoice_date + 20, ${today}), ${admin},
        case when i.id % 3 = 0 then 'ch_scale' || i.id end,
        case when i.id % 3 <> 0 then 'Check #' || (1000 + i.id % 9000) end
      from invoices i join aid_years y on y.id = i.aid_year_id
      where i.id > ${num(invoiceBase)}
        and (${paidYear} < ${current} or (i.fee_type_id = ${num(DUES!)} and i.id % 2 = 0))`,
  );
  await step(
    tx,
    'write-offs',
    sql`insert into invoice_payments (invoice_id, payment_type_id, amount_cents, payment_date, paid_by, note)
      select i.id, ${num(PAYMENT_TYPE.WRITE_OFF)}, 10000, least(i.invoice_date + 30, ${today}), ${admin}, 'Balance written off'
      from invoices i join aid_years y on y.id = i.aid_year_id
      where i.id > ${num(invoiceBase)} and i.id % 50 = 0 and i.amount_cents > 10000 and ${paidYear} < ${current}`,
  );
  await step(
    tx,
    'paid totals',
    sql`update invoices i set amount_paid_cents = p.paid, last_payment_date = p.last,
        paid_on = case when p.paid >= i.amount_cents then p.last end
      from (select invoice_id, sum(amount_cents)::int as paid, max(payment_date) as last
            from invoice_payments where invoice_id > ${num(invoiceBase)} group by invoice_id) p
      where p.invoice_id = i.id`,
  );
}
