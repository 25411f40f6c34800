import { STAFF_REPORTS } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { inRequestedDays, inScope, type ReportSource, whenSet } from './report-source-repo.js';
import { personNameSql } from './staff-names-repo.js';

/**
 * Outstanding Invoices (3-billing §2, §4; open-points 20, 22): every invoice with something still due
 * (amount minus paid above 0: open, or reopened by a refund), money in integer cents. The lookups are
 * LEFT JOINs on primary keys, so the count reads the invoices alone.
 */
export const outstandingInvoicesSource: ReportSource = {
  definition: STAFF_REPORTS.outstandingInvoices,
  key: sql`i.id`,
  columns: {
    schoolName: sql`s.school_name`,
    invoiceNumber: sql`i.invoice_number`,
    aidYearName: sql`y.aidyear`,
    feeTypeName: sql`f.fee_type`,
    participationName: sql`p.participation_name`,
    invoiceDate: sql`i.invoice_date::text`,
    amount: sql`i.amount_cents::int`,
    amountPaid: sql`i.amount_paid_cents::int`,
    amountDue: sql`(i.amount_cents - i.amount_paid_cents)::int`,
    paymentDate: sql`i.last_payment_date::text`,
    invoiceNote: sql`i.note`,
  },
  from: sql`from invoices i
    left join schools s on s.id = i.school_id
    left join aid_years y on y.id = i.aid_year_id
    left join fee_types f on f.id = i.fee_type_id
    left join participation_types p on p.id = i.participation_type_id`,
  where: (scope, filters) => [
    sql`i.amount_paid_cents < i.amount_cents`,
    ...inScope(sql`i.school_id`, scope),
    ...whenSet(sql`i.aid_year_id`, filters.aidYearId),
    ...whenSet(sql`i.fee_type_id`, filters.feeTypeId),
    ...inRequestedDays(sql`i.invoice_date`, filters),
  ],
  search: [sql`s.school_name`, sql`i.invoice_number`, sql`i.note`],
  sortBy: {
    invoiceDate: sql`i.invoice_date`,
    paymentDate: sql`i.last_payment_date`,
    amount: sql`i.amount_cents`,
    amountPaid: sql`i.amount_paid_cents`,
    amountDue: sql`(i.amount_cents - i.amount_paid_cents)`,
  },
};

/**
 * Payments (3-billing §3; open-points 18, 21): one row per invoice payment, write-offs and refunds
 * included, the amount signed (a refund is negative, shown in red parentheses), who recorded it, the
 * provider's transaction id and card's last four for card payments. Filtered by the invoice's aid year
 * and fee type.
 */
export const paymentsSource: ReportSource = {
  definition: STAFF_REPORTS.payments,
  key: sql`pay.id`,
  columns: {
    schoolName: sql`s.school_name`,
    invoiceNumber: sql`i.invoice_number`,
    aidYearName: sql`y.aidyear`,
    feeTypeName: sql`f.fee_type`,
    paymentDate: sql`pay.payment_date::text`,
    amountPaid: sql`pay.amount_cents::int`,
    paymentType: sql`t.payment_type`,
    referenceId: sql`pay.reference_id`,
    cardLastFour: sql`pay.card_last_four`,
    paidBy: personNameSql('u'),
    invoicePaidNote: sql`pay.note`,
    paymentId: sql`pay.id`,
  },
  from: sql`from invoice_payments pay
    join invoices i on i.id = pay.invoice_id
    left join schools s on s.id = i.school_id
    left join aid_years y on y.id = i.aid_year_id
    left join fee_types f on f.id = i.fee_type_id
    left join payment_types t on t.id = pay.payment_type_id
    left join users u on u.id = pay.paid_by`,
  where: (scope, filters) => [
    ...inScope(sql`i.school_id`, scope),
    ...whenSet(sql`i.aid_year_id`, filters.aidYearId),
    ...whenSet(sql`i.fee_type_id`, filters.feeTypeId),
    ...inRequestedDays(sql`pay.payment_date`, filters),
  ],
  search: [
    sql`s.school_name`,
    sql`i.invoice_number`,
    sql`pay.reference_id`,
    sql`pay.note`,
    sql`concat_ws(' ', u.first_name, u.last_name)`,
  ],
  sortBy: {
    paymentDate: sql`pay.payment_date`,
    amountPaid: sql`pay.amount_cents`,
  },
};
