import { PAYMENT_TYPE } from '@exchange/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';

/** An invoice as stored, with the names the list shows (money in cents). */
export interface StoredInvoice {
  id: number;
  invoiceNumber: string;
  aidYearId: number;
  aidYearName: string;
  aidYearBegin: string;
  schoolId: number;
  schoolName: string;
  amountCents: number;
  /** The paid total: payments, write-offs and refunds (kept by the payments trigger). */
  paidCents: number;
  /** What of the paid total was written off (payment type 3): counted as paid, never received. */
  writtenOffCents: number;
  invoiceDate: string;
  modifiedAt: string;
  feeTypeId: number;
  feeTypeName: string;
  participationTypeId: number | null;
  participationName: string | null;
  paidOn: string | null;
  note: string | null;
}

const INVOICE_COLUMNS = sql`
  i.id, i.invoice_number as "invoiceNumber", i.aid_year_id as "aidYearId", y.aidyear as "aidYearName",
  y.aidyearbegindate::text as "aidYearBegin", i.school_id as "schoolId", s.school_name as "schoolName",
  i.amount_cents as "amountCents", i.amount_paid_cents as "paidCents",
  (select coalesce(sum(w.amount_cents), 0)::int from invoice_payments w
    where w.invoice_id = i.id and w.payment_type_id = ${PAYMENT_TYPE.WRITE_OFF}) as "writtenOffCents",
  i.invoice_date::text as "invoiceDate",
  to_char(i.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "modifiedAt",
  i.fee_type_id as "feeTypeId", f.fee_type as "feeTypeName", i.participation_type_id as "participationTypeId",
  p.participation_name as "participationName", i.paid_on::text as "paidOn", i.note`;

const INVOICE_FROM = sql`
  from invoices i
  join aid_years y on y.id = i.aid_year_id
  join schools s on s.id = i.school_id
  join fee_types f on f.id = i.fee_type_id
  left join participation_types p on p.id = i.participation_type_id`;

/** Open first ('OPEN' sorts before 'PAID'), then the newest invoice date (open-points 20), then the newest invoice. */
const LIST_ORDER = sql`order by i.status, i.invoice_date desc, i.id desc`;

function selectInvoices(where: SQL): SQL {
  return sql`select ${INVOICE_COLUMNS} ${INVOICE_FROM} ${where} ${LIST_ORDER}`;
}

/** The invoice list statement: one school's, or every school's when `schoolId` is null, in list order. */
export function invoiceListStatement(schoolId: number | null): SQL {
  return selectInvoices(schoolId === null ? sql`` : sql`where i.school_id = ${schoolId}`);
}

/** The invoices of one school, or of every school when `schoolId` is null, in list order. */
export function listInvoices(db: DbOrTx, schoolId: number | null): Promise<StoredInvoice[]> {
  return queryRows<StoredInvoice>(db, invoiceListStatement(schoolId));
}

/** One invoice, or undefined. */
export async function findInvoice(db: DbOrTx, id: number): Promise<StoredInvoice | undefined> {
  const [row] = await queryRows<StoredInvoice>(db, selectInvoices(sql`where i.id = ${id}`));
  return row;
}

/** The school an invoice bills, or undefined when there is no such invoice (the access rules ask first). */
export async function findInvoiceSchoolId(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await queryRows<{ schoolId: number }>(
    db,
    sql`select school_id as "schoolId" from invoices where id = ${id}`,
  );
  return row?.schoolId;
}

/** The invoice row locked for a payment: two payments of one invoice take turns. */
export async function lockInvoice(db: DbOrTx, id: number): Promise<StoredInvoice | undefined> {
  await db.execute(sql`select id from invoices where id = ${id} for update`);
  return findInvoice(db, id);
}

/** What a card charge needs of the invoice (Pay Now). */
export interface InvoiceToCharge {
  invoiceNumber: string;
  schoolName: string;
  amountCents: number;
  /** The paid total (kept by the payments trigger on the invoice row). */
  paidCents: number;
}

/**
 * The invoice row locked for a card charge, and what the charge needs of it, in one statement. Only the
 * invoice's own columns count (and its school's name, for the description): a lock granted after another
 * payment's commit reads that payment's totals, as PostgreSQL re-reads the locked row.
 */
export async function lockInvoiceToCharge(db: DbOrTx, id: number): Promise<InvoiceToCharge | undefined> {
  const [row] = await queryRows<InvoiceToCharge>(
    db,
    sql`select i.invoice_number as "invoiceNumber", s.school_name as "schoolName",
          i.amount_cents as "amountCents", i.amount_paid_cents as "paidCents"
        from invoices i join schools s on s.id = i.school_id
        where i.id = ${id}
        for update of i`,
  );
  return row;
}

/** The school's postal address as documents print it. */
export interface StoredSchoolAddress {
  schoolName: string;
  address: string;
  address2: string | null;
  city: string;
  state: string | null;
  zip: string | null;
  zipFour: string | null;
  countryId: number;
  countryName: string | null;
}

/** A school's address for the bill-to block. */
export async function findSchoolAddress(
  db: DbOrTx,
  schoolId: number,
): Promise<StoredSchoolAddress | undefined> {
  const [row] = await queryRows<StoredSchoolAddress>(
    db,
    sql`select s.school_name as "schoolName", s.address, s.address2, s.city, s.state, s.zip,
          s.zip_four as "zipFour", s.country_id as "countryId", c.country_name as "countryName"
        from schools s left join countries c on c.id = s.country_id where s.id = ${schoolId}`,
  );
  return row;
}

/** A school user who may be the billing contact, with the roles that make them one. */
export interface StoredContactCandidate {
  firstName: string;
  lastName: string;
  email: string;
  holdsBilling: boolean;
  isPrimaryTelo: boolean;
}

/**
 * The school's active users holding the billing role (read-only too: it limits what they may do, not what
 * they are sent) or primary TELO; open-points 27 chooses among them.
 */
export function listContactCandidates(
  db: DbOrTx,
  schoolId: number,
  billingRoleId: number,
  primaryTeloRoleId: number,
): Promise<StoredContactCandidate[]> {
  return queryRows<StoredContactCandidate>(
    db,
    sql`select u.first_name as "firstName", u.last_name as "lastName", u.email,
          bool_or(r.role_id = ${billingRoleId}) as "holdsBilling",
          bool_or(r.role_id = ${primaryTeloRoleId}) as "isPrimaryTelo"
        from user_roles r join users u on u.id = r.user_id
        where r.school_id = ${schoolId} and r.role_id in (${billingRoleId}, ${primaryTeloRoleId}) and u.active
        group by u.id, u.first_name, u.last_name, u.email`,
  );
}

/** A participation-fee line as stored, with the enrolled school's place. */
export interface StoredInvoiceLine {
  id: number;
  studentFirstName: string;
  studentLastName: string;
  enrolledSchoolName: string | null;
  enrolledSchoolCity: string | null;
  enrolledSchoolState: string | null;
  amountCents: number;
}

/** An invoice's lines by student last name. */
export function listInvoiceLines(db: DbOrTx, invoiceId: number): Promise<StoredInvoiceLine[]> {
  return queryRows<StoredInvoiceLine>(
    db,
    sql`select l.id, l.student_first_name as "studentFirstName", l.student_last_name as "studentLastName",
          s.school_name as "enrolledSchoolName", s.city as "enrolledSchoolCity", s.state as "enrolledSchoolState",
          l.amount_cents as "amountCents"
        from invoice_lines l left join schools s on s.id = l.enrolled_school_id
        where l.invoice_id = ${invoiceId}
        order by l.student_last_name, l.student_first_name, l.id`,
  );
}

/** A payment as stored, with the payer's name. */
export interface StoredPayment {
  id: number;
  paymentTypeId: number;
  paymentType: string;
  amountCents: number;
  paymentDate: string;
  note: string | null;
  paidByFirst: string | null;
  paidByLast: string | null;
  referenceId: string | null;
  cardLastFour: string | null;
}

/** An invoice's payments, oldest first. */
export function listPayments(db: DbOrTx, invoiceId: number): Promise<StoredPayment[]> {
  return queryRows<StoredPayment>(
    db,
    sql`select p.id, p.payment_type_id as "paymentTypeId", t.payment_type as "paymentType",
          p.amount_cents as "amountCents", p.payment_date::text as "paymentDate", p.note,
          u.first_name as "paidByFirst", u.last_name as "paidByLast", p.reference_id as "referenceId",
          p.card_last_four as "cardLastFour"
        from invoice_payments p
        join payment_types t on t.id = p.payment_type_id
        left join users u on u.id = p.paid_by
        where p.invoice_id = ${invoiceId}
        order by p.payment_date, p.id`,
  );
}
