import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { cardPaymentAttempts, invoiceLines, invoicePayments } from '../../db/schema/billing.js';

/** A new invoice (a fee), dated by the caller with the programme's today. */
export interface NewInvoice {
  schoolId: number;
  aidYearId: number;
  feeTypeId: number;
  participationTypeId: number | null;
  amountCents: number;
  note: string | null;
  invoiceDate: string;
  modifiedBy: number;
}

/**
 * Inserts an invoice numbered `{first year of its aid year}-{6-digit sequence}` (open-points 24) and
 * answers its id; the sequence never hands a number out twice, even when the transaction rolls back.
 */
export async function insertInvoice(db: DbOrTx, inv: NewInvoice): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into invoices (invoice_number, school_id, aid_year_id, fee_type_id, participation_type_id,
          amount_cents, note, invoice_date, modified_by)
        select left(y.aidyear, 4) || '-' || (select lpad(n::text, greatest(6, length(n::text)), '0') from nextval('invoice_number_seq') n), ${inv.schoolId},
          y.id, ${inv.feeTypeId}, ${inv.participationTypeId}, ${inv.amountCents}, ${inv.note}, ${inv.invoiceDate},
          ${inv.modifiedBy}
        from aid_years y where y.id = ${inv.aidYearId}
        returning id`,
  );
  if (!row) throw new Error(`aid year ${inv.aidYearId} vanished while adding an invoice`);
  return row.id;
}

/** One participation-fee line of a new invoice. */
export interface NewInvoiceLine {
  applicationId: number;
  studentFirstName: string;
  studentLastName: string;
  enrolledSchoolId: number;
  amountCents: number;
}

/** Adds an invoice's participation-fee lines. */
export async function insertInvoiceLines(db: DbOrTx, invoiceId: number, lines: readonly NewInvoiceLine[]) {
  if (lines.length === 0) return;
  await db.insert(invoiceLines).values(lines.map((l) => ({ invoiceId, ...l })));
}

/** A payment, write-off or refund; the payments trigger keeps the invoice's totals (migrations 0003, 0010). */
export interface NewPayment {
  invoiceId: number;
  paymentTypeId: number;
  amountCents: number;
  paymentDate: string;
  note: string | null;
  paidBy: number;
  referenceId?: string | null;
  cardLastFour?: string | null;
}

/** Records a payment and stamps the invoice as modified by the payer; answers the payment id. */
export async function insertPayment(db: DbOrTx, p: NewPayment): Promise<number> {
  const [row] = await db
    .insert(invoicePayments)
    .values({
      invoiceId: p.invoiceId,
      paymentTypeId: p.paymentTypeId,
      amountCents: p.amountCents,
      paymentDate: p.paymentDate,
      note: p.note,
      paidBy: p.paidBy,
      referenceId: p.referenceId ?? null,
      cardLastFour: p.cardLastFour ?? null,
    })
    .returning({ id: invoicePayments.id });
  await db.execute(
    sql`update invoices set updated_at = now(), modified_by = ${p.paidBy}, version = version + 1
        where id = ${p.invoiceId}`,
  );
  return row!.id;
}

/** A card payment attempt as stored (migration 0010). */
export interface StoredAttempt {
  id: number;
  invoiceId: number;
  userId: number | null;
  status: 'PENDING' | 'APPROVED' | 'DECLINED' | 'FAILED';
  paymentId: number | null;
  message: string | null;
  referenceId: string | null;
}

/** The attempt of an idempotency key, with the payment it made. */
export async function findAttempt(db: DbOrTx, key: string): Promise<StoredAttempt | undefined> {
  const [row] = await queryRows<StoredAttempt>(
    db,
    sql`select a.id, a.invoice_id as "invoiceId", a.user_id as "userId", a.status, a.payment_id as "paymentId",
          a.message, p.reference_id as "referenceId"
        from card_payment_attempts a left join invoice_payments p on p.id = a.payment_id
        where a.idempotency_key = ${key}`,
  );
  return row;
}

/** An attempt still PENDING after this long was cut off mid-charge (the gateway gives up after 20 s). */
export const STALE_ATTEMPT_SECONDS = 300;

/** True while a card charge of the invoice is at the provider (an attempt PENDING). */
export async function hasAttemptInFlight(db: DbOrTx, invoiceId: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from card_payment_attempts where invoice_id = ${invoiceId} and status = 'PENDING'`,
  );
  return rows.length > 0;
}

/**
 * An attempt left PENDING longer than any charge takes (a server stopped mid-charge) no longer blocks the
 * invoice: it is marked FAILED with a note to check the provider's records.
 */
export async function expireStaleAttempts(db: DbOrTx, invoiceId: number, olderThanSeconds: number) {
  await db.execute(
    sql`update card_payment_attempts set status = 'FAILED', updated_at = now(),
          message = 'No answer was recorded from the payment provider; check its records before charging again.'
        where invoice_id = ${invoiceId} and status = 'PENDING'
          and created_at < now() - make_interval(secs => ${olderThanSeconds})`,
  );
}

/**
 * Starts an attempt: false when another attempt of the invoice is in flight (the partial unique index
 * card_payment_attempts_in_flight_uq) or the key was used meanwhile.
 */
export async function startAttempt(
  db: DbOrTx,
  a: { key: string; invoiceId: number; userId: number; amountCents: number },
): Promise<boolean> {
  const rows = await db
    .insert(cardPaymentAttempts)
    .values({ idempotencyKey: a.key, invoiceId: a.invoiceId, userId: a.userId, amountCents: a.amountCents })
    .onConflictDoNothing()
    .returning({ id: cardPaymentAttempts.id });
  return rows.length === 1;
}

/** Ends an attempt with what the provider answered. */
export async function finishAttempt(
  db: DbOrTx,
  key: string,
  result: { status: 'APPROVED' | 'DECLINED' | 'FAILED'; paymentId?: number; message?: string },
) {
  await db.execute(
    sql`update card_payment_attempts set status = ${result.status}, payment_id = ${result.paymentId ?? null},
          message = ${result.message ?? null}, updated_at = now()
        where idempotency_key = ${key}`,
  );
}
