import { randomUUID } from 'node:crypto';
import { BILLING_MESSAGES as M } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BillingSuite,
  billingState,
  callAs,
  createInvoiceAt,
  errorOf,
  startBillingSuite,
} from '../../test/billing-suite.js';
import { cardPaymentBody } from '../../test/test-card-tokens.js';

// A double-submitted Pay Now charges once (issue 22 "Card payments"; open-points 19): the same
// idempotency key answers the first attempt, one attempt per invoice is in flight at a time, and once
// nothing is due a new attempt is refused.

let s: BillingSuite;

beforeAll(async () => {
  s = await startBillingSuite('Once', 2086);
});

afterAll(async () => {
  await s?.t.close();
});

const payByCard = (invoiceId: number, body: Record<string, unknown>) =>
  callAs(s, 'schoolTelo', 'POST', `/api/invoice/creditcardpayment/${invoiceId}`, body);

/** The invoice's payments and card attempts as stored. */
async function charges(invoiceId: number) {
  const [row] = await s.rows<{ payments: number; paid: number; attempts: number }>(
    sql`select (select count(*)::int from invoice_payments where invoice_id = ${invoiceId}) as payments,
          (select coalesce(sum(amount_cents), 0)::int from invoice_payments where invoice_id = ${invoiceId}) as paid,
          (select count(*)::int from card_payment_attempts where invoice_id = ${invoiceId}) as attempts`,
  );
  return row!;
}

describe('a double-submitted card payment', () => {
  it('charges once when the same idempotency key comes again, answering the first payment', async () => {
    const invoiceId = await createInvoiceAt(s, { amountCents: 50_000 });
    const body = cardPaymentBody();
    const first = await payByCard(invoiceId, body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await payByCard(invoiceId, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      paymentId: first.json().paymentId,
      referenceId: first.json().referenceId,
      invoice: { status: 'Paid', invoiceAmountDue: 0 },
    });
    expect(await charges(invoiceId)).toEqual({ payments: 1, paid: 50_000, attempts: 1 });
  });

  it('charges once when the same key is sent twice at the same time', async () => {
    const invoiceId = await createInvoiceAt(s, { amountCents: 50_000 });
    const body = cardPaymentBody();
    const answers = await Promise.all([payByCard(invoiceId, body), payByCard(invoiceId, body)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    // The second answers the finished first attempt (200) or finds it still in flight (409).
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    for (const a of answers.filter((r) => r.statusCode === 409))
      expect(errorOf(a).message).toBe(M.paymentInProgress);
    expect(await charges(invoiceId)).toEqual({ payments: 1, paid: 50_000, attempts: 1 });
  });

  it('charges once when two attempts with different keys race', async () => {
    const invoiceId = await createInvoiceAt(s, { amountCents: 50_000 });
    const answers = await Promise.all([
      payByCard(invoiceId, cardPaymentBody()),
      payByCard(invoiceId, cardPaymentBody()),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await charges(invoiceId)).toMatchObject({ payments: 1, paid: 50_000 });
  });

  it('refuses a new attempt once nothing is due (409), recording nothing', async () => {
    const invoiceId = await createInvoiceAt(s, { amountCents: 50_000 });
    expect((await payByCard(invoiceId, cardPaymentBody())).statusCode).toBe(200);
    const before = await billingState(s, invoiceId);
    const res = await payByCard(invoiceId, cardPaymentBody({ idempotencyKey: randomUUID() }));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(M.nothingDue);
    expect(await billingState(s, invoiceId)).toEqual(before);
  });
});
