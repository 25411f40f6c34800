import { randomUUID } from 'node:crypto';
import { BILLING_MESSAGES as M, PAYMENT_TYPE } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { SendMailOptions, Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueEmails } from '../../platform/outbox/outbox-worker.js';
import { recordTestPayment } from '../../test/billing-fixtures.js';
import {
  BILLING_TODAY,
  type BillingSuite,
  billingState,
  callAs,
  createInvoiceAt,
  errorOf,
  mailSince,
  outboxMark,
  readInvoice,
  startBillingSuite,
} from '../../test/billing-suite.js';
import { cardPaymentBody, DECLINE_ZIP, TEST_CARDS } from '../../test/test-card-tokens.js';
import { INVOICE_PDF_RENDERER, invoiceAttachmentRenderers } from './invoice-documents.js';

// POST api/invoice/creditcardpayment/{invoiceId} through the built-in test gateway (3-billing §7;
// open-points 19, 25, 26): an approved charge records a card payment with the provider's reference and
// the last four digits only, and mails the receipt; a declined one records nothing.

let s: BillingSuite;

beforeAll(async () => {
  s = await startBillingSuite('Card', 2085);
});

afterAll(async () => {
  await s?.t.close();
});

const payByCard = (invoiceId: number, body: Record<string, unknown>) =>
  callAs(s, 'schoolTelo', 'POST', `/api/invoice/creditcardpayment/${invoiceId}`, body);

describe('an approved card payment', () => {
  let invoiceId: number;
  let invoiceNumber: string;
  let body: ReturnType<typeof cardPaymentBody>;
  let answer: { invoice: Record<string, unknown>; paymentId: number; referenceId: string };
  let mail: Awaited<ReturnType<typeof mailSince>>;
  let logMark: string;

  beforeAll(async () => {
    invoiceId = await createInvoiceAt(s, { amountCents: 120_000 });
    invoiceNumber = (await readInvoice(s, invoiceId)).invoiceNumber;
    const mark = await outboxMark(s);
    logMark = String((await billingState(s, invoiceId)).change_log);
    body = cardPaymentBody({ cardNumber: TEST_CARDS.visa, zip: '60601' });
    const res = await payByCard(invoiceId, body);
    expect(res.statusCode, res.body).toBe(200);
    answer = res.json();
    mail = await mailSince(s, mark);
  });

  it('pays the invoice: Paid on the programme day, with the provider reference', () => {
    expect(answer.referenceId).toMatch(/^\d{12}$/);
    expect(answer.invoice).toMatchObject({
      id: invoiceId,
      invoiceAmountPaid: 120_000,
      invoiceAmountDue: 0,
      status: 'Paid',
      paymentDate: BILLING_TODAY,
    });
  });

  it('records a card payment (type 1) with the reference and last four, by the payer', async () => {
    const rows = await s.rows(
      sql`select id, payment_type_id, amount_cents, payment_date::text, reference_id, card_last_four, paid_by, note
          from invoice_payments where invoice_id = ${invoiceId}`,
    );
    expect(rows).toEqual([
      {
        id: answer.paymentId,
        payment_type_id: PAYMENT_TYPE.HIDDEN,
        amount_cents: 120_000,
        payment_date: BILLING_TODAY,
        reference_id: answer.referenceId,
        card_last_four: '1111',
        paid_by: s.userIds.schoolTelo,
        note: null,
      },
    ]);
  });

  it('keeps nothing else of the card: no number and no token in any row it wrote', async () => {
    const written = await s.rows<{ text: string }>(
      sql`select row_to_json(p)::text as text from invoice_payments p where p.invoice_id = ${invoiceId}
          union all select row_to_json(a)::text from card_payment_attempts a where a.invoice_id = ${invoiceId}
          union all select row_to_json(c)::text from change_log c where c.id > ${logMark}::bigint
          union all select row_to_json(o)::text from email_outbox o
            where o.id in (${sql.join(
              mail.map((m) => sql`${m.id}`),
              sql`, `,
            )})`,
    );
    expect(written.length).toBeGreaterThan(2);
    for (const { text } of written) {
      expect(text).not.toContain(TEST_CARDS.visa);
      expect(text).not.toContain(body.token.dataValue);
    }
  });

  it('queues the receipt to the payer and the billing contact, its PDF left for the outbox worker to draw', () => {
    expect(mail.map((m) => m.to_address).sort()).toEqual(
      [s.emails.schoolBilling, s.emails.schoolTelo].sort(),
    );
    for (const m of mail) {
      expect(m.subject).toBe(`${s.t.config.programName} Receipt ${invoiceNumber}`);
      expect(m.attachments).toEqual([
        {
          email_id: m.id,
          file_name: `${invoiceNumber}-receipt.pdf`,
          content_type: INVOICE_PDF_RENDERER,
          head: '{"kin',
        },
      ]);
    }
  });

  it('sends the receipt with the PDF the outbox worker draws: the file the receipt download answers', async () => {
    const sent: SendMailOptions[] = [];
    const transport = {
      sendMail: async (message: SendMailOptions) => {
        sent.push(message);
        return {};
      },
    } as unknown as Transporter;
    // Every email due in this file's database, until none is left.
    const send = () =>
      sendDueEmails(s.t.database.db, transport, 'portal@example.org', undefined, invoiceAttachmentRenderers);
    let more = true;
    while (more) more = (await send()) > 0;
    const download = await callAs(s, 'schoolTelo', 'GET', `/api/invoice/${invoiceId}/pdf?type=receipt`);
    expect(download.statusCode).toBe(200);
    for (const m of mail) {
      const message = sent.find((x) => x.to === m.to_address && x.subject === m.subject);
      expect(message?.text).toBe(m.text_body);
      expect(message?.attachments).toEqual([
        {
          filename: `${invoiceNumber}-receipt.pdf`,
          contentType: 'application/pdf',
          content: download.rawPayload,
        },
      ]);
    }
    const [status] = await s.rows<{ sent: number }>(
      sql`select count(*)::int as sent from email_outbox where id in (${sql.join(
        mail.map((m) => sql`${m.id}`),
        sql`, `,
      )}) and status = 'SENT'`,
    );
    expect(status).toEqual({ sent: 2 });
  });
});

describe('a declined card payment', () => {
  it('answers 402 with the provider message and records nothing', async () => {
    const invoiceId = await createInvoiceAt(s, { amountCents: 80_000 });
    const before = await billingState(s, invoiceId);
    // The sandbox's decline ZIP declines any card.
    const res = await payByCard(invoiceId, cardPaymentBody({ zip: DECLINE_ZIP }));
    expect(res.statusCode).toBe(402);
    expect(errorOf(res)).toMatchObject({
      message: M.cardPaymentFailed,
      errors: { card: 'This transaction has been declined.' },
    });
    const { attempts: _a, ...after } = await billingState(s, invoiceId);
    const { attempts: _b, ...was } = before;
    expect(after).toEqual(was);
    expect(await readInvoice(s, invoiceId)).toMatchObject({ invoiceAmountPaid: 0, status: 'Open' });
  });
});

describe('what the server checks before the gateway', () => {
  it('refuses a ZIP that is not 5 digits and a security code that is not 3 or 4 (400), charging nothing', async () => {
    const invoiceId = await createInvoiceAt(s, { amountCents: 80_000 });
    const before = await billingState(s, invoiceId);
    const zip = await payByCard(invoiceId, { ...cardPaymentBody(), zip: '6060' });
    expect(zip.statusCode).toBe(400);
    expect(errorOf(zip).errors).toEqual({ zip: M.fiveDigits });
    const cvv = await payByCard(invoiceId, { ...cardPaymentBody(), cvv: '12' });
    expect(cvv.statusCode).toBe(400);
    expect(errorOf(cvv).errors).toEqual({ cvv: M.cvvLength });
    // The security code is required by the API as by the card form (3-billing §5).
    const { cvv: _omitted, ...withoutCvv } = cardPaymentBody();
    const missing = await payByCard(invoiceId, withoutCvv);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).errors).toEqual({ cvv: M.required });
    expect(await billingState(s, invoiceId)).toEqual(before);
  });

  it("passes on the provider's refusal of a token already used (402)", async () => {
    const first = await createInvoiceAt(s, { amountCents: 10_000 });
    const second = await createInvoiceAt(s, { amountCents: 10_000 });
    const body = cardPaymentBody();
    expect((await payByCard(first, body)).statusCode).toBe(200);
    const res = await payByCard(second, { ...body, idempotencyKey: randomUUID() });
    expect(res.statusCode).toBe(402);
    expect(errorOf(res)).toMatchObject({
      message: M.cardPaymentFailed,
      errors: { card: 'Invalid OTS Token.' },
    });
    expect(await readInvoice(s, second)).toMatchObject({ invoiceAmountPaid: 0, status: 'Open' });
  });
});

describe('the amount charged (open-points 19)', () => {
  it('is the amount due, whatever amountPaid the client sends', async () => {
    const invoiceId = await createInvoiceAt(s, { amountCents: 100_000 });
    await recordTestPayment(s.t, {
      invoiceId,
      paymentTypeId: PAYMENT_TYPE.DEFAULT,
      amountCents: 30_000,
      paymentDate: '2026-08-10',
      note: null,
      paidBy: s.userIds.teBilling,
    });
    const res = await payByCard(invoiceId, { ...cardPaymentBody(), amountPaid: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const [charged] = await s.rows<{ attempt: number; payment: number }>(
      sql`select a.amount_cents as attempt, p.amount_cents as payment
          from card_payment_attempts a join invoice_payments p on p.id = a.payment_id
          where a.invoice_id = ${invoiceId}`,
    );
    expect(charged).toEqual({ attempt: 70_000, payment: 70_000 });
    expect(res.json().invoice).toMatchObject({
      invoiceAmountPaid: 100_000,
      invoiceAmountDue: 0,
      status: 'Paid',
    });
  });
});
