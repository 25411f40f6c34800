import { type InvoicePayment, type InvoiceRow, BILLING_MESSAGES as M, PAYMENT_TYPE } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordTestPayment } from '../../test/billing-fixtures.js';
import {
  BILLING_TODAY,
  type BillingPersona,
  type BillingSuite,
  billingState,
  callAs,
  createInvoiceAt,
  errorOf,
  startBillingSuite,
} from '../../test/billing-suite.js';

// POST api/invoice/payment/{invoiceId} (3-billing §2, §4; open-points 18, 21, 23): payments, write-offs
// and refunds recorded by TE users, and every refusal leaving the invoice, its payments, the change log
// and the outbox as they were.

let s: BillingSuite;

beforeAll(async () => {
  s = await startBillingSuite('Payment', 2084);
});

beforeEach(() => {
  s.setToday(BILLING_TODAY);
});

afterAll(async () => {
  await s?.t.close();
});

/** An open invoice of $1,000.00 dated 1 August. */
const newInvoice = () => createInvoiceAt(s, { amountCents: 100_000, invoiceDate: '2026-08-01' });

function pay(invoiceId: number, body: Record<string, unknown>, as: BillingPersona = 'teBilling') {
  return callAs(s, as, 'POST', `/api/invoice/payment/${invoiceId}`, {
    paymentTypeId: PAYMENT_TYPE.DEFAULT,
    paymentDate: '2026-08-20',
    ...body,
  });
}

/** Sends the payment and expects it refused with the status and field error, nothing changed. */
async function expectRefused(
  invoiceId: number,
  body: Record<string, unknown>,
  want: { status: number; errors?: Record<string, string> },
  as: BillingPersona = 'teBilling',
) {
  const before = await billingState(s, invoiceId);
  const res = await pay(invoiceId, body, as);
  expect(res.statusCode, res.body).toBe(want.status);
  if (want.errors) expect(errorOf(res).errors).toEqual(want.errors);
  expect(await billingState(s, invoiceId)).toEqual(before);
}

describe('recording payments', () => {
  it('refuses payment type 1, the card payment (open-points 18)', async () => {
    const id = await newInvoice();
    await expectRefused(
      id,
      { amountPaid: 10_000, paymentTypeId: PAYMENT_TYPE.HIDDEN },
      { status: 400, errors: { paymentTypeId: M.cardPaymentTypeRefused } },
    );
  });

  it('refuses more than the amount due (open-points 21)', async () => {
    const id = await newInvoice();
    await expectRefused(id, { amountPaid: 100_001 }, { status: 400, errors: { amountPaid: M.overPayment } });
    expect(errorOf(await pay(id, { amountPaid: 100_001 })).message).toBe(M.overPayment);
    expect((await pay(id, { amountPaid: 60_000 })).statusCode).toBe(200);
    await expectRefused(id, { amountPaid: 40_001 }, { status: 400, errors: { amountPaid: M.overPayment } });
  });

  it('settles an invoice with a partial payment and a write-off; the settling one dates it', async () => {
    const id = await newInvoice();
    const partial = await pay(id, {
      amountPaid: 60_000,
      paymentDate: '2026-08-20',
      invoicePaymentNote: 'Check #77',
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({
      invoiceAmountPaid: 60_000,
      invoiceAmountDue: 40_000,
      status: 'Open',
      paymentDate: null,
    });
    // Received before the first payment, yet it is the one that brought the amount due to 0.
    const writeOff = await pay(id, {
      amountPaid: 40_000,
      paymentTypeId: PAYMENT_TYPE.WRITE_OFF,
      paymentDate: '2026-08-15',
    });
    expect(writeOff.statusCode, writeOff.body).toBe(200);
    expect(writeOff.json() as InvoiceRow).toMatchObject({
      invoiceAmountPaid: 100_000,
      invoiceAmountDue: 0,
      status: 'Paid',
      paymentDate: '2026-08-15',
    });
    const payments = (
      await callAs(s, 'teBilling', 'GET', `/api/invoice/${id}/listpayment`)
    ).json() as InvoicePayment[];
    expect(payments.map((p) => [p.paymentType, p.amountPaid, p.paymentDate, p.paidBy])).toEqual([
      ['Write-Off', 40_000, '2026-08-15', 'Pat TeBilling'],
      ['Check', 60_000, '2026-08-20', 'Pat TeBilling'],
    ]);
    // Each payment is in the change log as BILLING rows of the acting user.
    const [log] = await s.rows<{ payments: number; actors: number[] }>(
      sql`select count(distinct c.record_id)::int as payments, array_agg(distinct c.modified_by) as actors
          from change_log c join invoice_payments p on p.id = c.record_id
          where c.table_name = 'invoice_payments' and c.log_type = 'BILLING' and p.invoice_id = ${id}`,
    );
    expect(log).toEqual({ payments: 2, actors: [s.userIds.teBilling] });
  });

  it('refuses a received date in the future or before the invoice date (open-points 23)', async () => {
    const id = await newInvoice();
    await expectRefused(
      id,
      { amountPaid: 1_000, paymentDate: '2026-09-02' },
      { status: 400, errors: { paymentDate: M.receivedInFuture } },
    );
    await expectRefused(
      id,
      { amountPaid: 1_000, paymentDate: '2026-07-31' },
      { status: 400, errors: { paymentDate: M.receivedBeforeInvoice } },
    );
    // Both ends are allowed: the invoice date and the programme day.
    expect((await pay(id, { amountPaid: 1_000, paymentDate: '2026-08-01' })).statusCode).toBe(200);
    expect((await pay(id, { amountPaid: 1_000, paymentDate: BILLING_TODAY })).statusCode).toBe(200);
  });

  it('is refused to read-only TE users and school users (403), and 404 for an invoice nobody has', async () => {
    const id = await newInvoice();
    await expectRefused(id, { amountPaid: 1_000 }, { status: 403 }, 'teRead');
    await expectRefused(id, { amountPaid: 1_000 }, { status: 403 }, 'schoolTelo');
    expect((await pay(2_000_000_000, { amountPaid: 1_000 })).statusCode).toBe(404);
  });
});

describe('refunds (open-points 21)', () => {
  /** An invoice paid in full by check on 10 August. */
  async function paidInvoice() {
    const id = await newInvoice();
    await recordTestPayment(s.t, {
      invoiceId: id,
      paymentTypeId: PAYMENT_TYPE.DEFAULT,
      amountCents: 100_000,
      paymentDate: '2026-08-10',
      note: null,
      paidBy: s.userIds.teBilling,
    });
    return id;
  }

  it('a TE billing user records one with a note, which reopens the invoice', async () => {
    const id = await paidInvoice();
    await expectRefused(
      id,
      { amountPaid: -30_000 },
      { status: 400, errors: { invoicePaymentNote: M.refundNeedsNote } },
    );
    const res = await pay(id, { amountPaid: -30_000, invoicePaymentNote: 'Duplicate check returned' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      invoiceAmountPaid: 70_000,
      invoiceAmountDue: 30_000,
      status: 'Open',
      paymentDate: null,
      actions: { addPayment: 'enabled', refund: 'enabled' },
    });
  });

  it('is refused to a TE admin without the Billing role', async () => {
    const id = await paidInvoice();
    await expectRefused(
      id,
      { amountPaid: -30_000, invoicePaymentNote: 'Duplicate check returned' },
      { status: 400, errors: { amountPaid: M.refundNotAllowed } },
      'teAdmin',
    );
  });

  /** A $1,500.00 invoice with these payments (type and cents) recorded on 10 August. */
  async function invoiceWith(payments: [number, number][]) {
    const id = await createInvoiceAt(s, { amountCents: 150_000, invoiceDate: '2026-08-01' });
    for (const [paymentTypeId, amountCents] of payments) {
      const paidBy = s.userIds.teBilling;
      const paymentDate = '2026-08-10';
      await recordTestPayment(s.t, {
        invoiceId: id,
        paymentTypeId,
        amountCents,
        paymentDate,
        note: null,
        paidBy,
      });
    }
    return id;
  }

  /** The invoice as the list row and as the detail answer it to a TE billing user. */
  async function answersOf(id: number) {
    const list = await callAs(s, 'teBilling', 'GET', `/api/invoice/list?schoolid=${s.schoolA.id}`);
    const detail = await callAs(s, 'teBilling', 'GET', `/api/invoice/${id}`);
    return [(list.json() as InvoiceRow[]).find((r) => r.id === id), detail.json() as InvoiceRow];
  }

  it('gives back at most the money received: a write-off was never received', async () => {
    const id = await invoiceWith([
      [PAYMENT_TYPE.DEFAULT, 130_000],
      [PAYMENT_TYPE.WRITE_OFF, 20_000],
    ]);
    for (const answer of await answersOf(id))
      expect(answer).toMatchObject({
        invoiceAmountPaid: 150_000,
        invoiceAmountRefundable: 130_000,
        actions: { refund: 'enabled' },
      });
    const note = { invoicePaymentNote: 'Returned' };
    await expectRefused(
      id,
      { amountPaid: -130_001, ...note },
      { status: 400, errors: { amountPaid: M.refundTooLarge } },
    );
    await expectRefused(
      id,
      { amountPaid: -5_000, paymentTypeId: PAYMENT_TYPE.WRITE_OFF, invoicePaymentNote: 'Undo' },
      { status: 400, errors: { amountPaid: M.writeOffNegative } },
    );
    const refunded = await pay(id, { amountPaid: -30_000, ...note });
    expect(refunded.json()).toMatchObject({
      invoiceAmountRefundable: 100_000,
      actions: { refund: 'enabled' },
    });
    await expectRefused(
      id,
      { amountPaid: -100_001, ...note },
      { status: 400, errors: { amountPaid: M.refundTooLarge } },
    );
    const rest = await pay(id, { amountPaid: -100_000, ...note });
    expect(rest.json()).toMatchObject({ invoiceAmountRefundable: 0, actions: { refund: 'disabled' } });
  });

  it('offers no refund of an invoice written off in full, and refuses one', async () => {
    const id = await invoiceWith([[PAYMENT_TYPE.WRITE_OFF, 150_000]]);
    for (const answer of await answersOf(id))
      expect(answer).toMatchObject({
        invoiceAmountPaid: 150_000,
        invoiceAmountDue: 0,
        invoiceAmountRefundable: 0,
        actions: { addPayment: 'disabled', refund: 'disabled' },
      });
    await expectRefused(
      id,
      { amountPaid: -1, invoicePaymentNote: 'Returned' },
      { status: 400, errors: { amountPaid: M.refundTooLarge } },
    );
  });
});

describe('beside a card payment in flight', () => {
  it('is refused while the card charge is at the provider, so the two cannot over-pay', async () => {
    const id = await newInvoice();
    await s.t.database.db.execute(
      sql`insert into card_payment_attempts (idempotency_key, invoice_id, user_id, amount_cents)
          values (gen_random_uuid(), ${id}, ${s.userIds.teBilling}, 100000)`,
    );
    await expectRefused(id, { amountPaid: 10_000 }, { status: 409 });
    // An attempt left pending by a stopped server stops blocking after 5 minutes.
    await s.t.database.db.execute(
      sql`update card_payment_attempts set created_at = now() - interval '6 minutes' where invoice_id = ${id}`,
    );
    expect((await pay(id, { amountPaid: 10_000 })).statusCode).toBe(200);
  });

  it('refuses an unknown payment type as a choice, not a conflict', async () => {
    const id = await newInvoice();
    await expectRefused(id, { amountPaid: 10_000, paymentTypeId: 4 }, { status: 400 });
  });
});
