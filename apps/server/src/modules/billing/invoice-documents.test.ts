import {
  buildInvoiceDocument,
  DEFAULT_ORGANISATION,
  type InvoiceDetail,
  type InvoiceDocumentKind,
  type InvoiceLine,
  type InvoicePayment,
  BILLING_MESSAGES as M,
  PAYMENT_TYPE,
} from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTestPayment } from '../../test/billing-fixtures.js';
import {
  type BillingSuite,
  callAs,
  createInvoiceAt,
  errorOf,
  mailSince,
  outboxMark,
  readInvoice,
  startBillingSuite,
} from '../../test/billing-suite.js';

// The invoice and receipt documents (issue 22 View Invoice; open-points 25): the PDF download and the
// email through the outbox with the same PDF attached.

let s: BillingSuite;
/** An open invoice and one paid in full, with their numbers. */
const open = { id: 0, number: '' };
const paid = { id: 0, number: '' };

beforeAll(async () => {
  s = await startBillingSuite('Documents', 2087);
  open.id = await createInvoiceAt(s, { amountCents: 150_000 });
  open.number = (await readInvoice(s, open.id)).invoiceNumber;
  paid.id = await createInvoiceAt(s, { amountCents: 40_000 });
  paid.number = (await readInvoice(s, paid.id)).invoiceNumber;
  await recordTestPayment(s.t, {
    invoiceId: paid.id,
    paymentTypeId: PAYMENT_TYPE.DEFAULT,
    amountCents: 40_000,
    paymentDate: '2026-08-12',
    note: 'Check #9',
    paidBy: s.userIds.teBilling,
  });
});

afterAll(async () => {
  await s?.t.close();
});

describe('the PDF download', () => {
  it('answers the invoice as a PDF attachment named by the invoice number', async () => {
    const res = await callAs(s, 'schoolTelo', 'GET', `/api/invoice/${open.id}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${open.number}-invoice.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers the receipt of a paid invoice', async () => {
    const res = await callAs(s, 'schoolBillingRead', 'GET', `/api/invoice/${paid.id}/pdf?type=receipt`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${paid.number}-receipt.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('has no receipt while nothing is paid (409), and 404 for an invoice nobody has', async () => {
    const res = await callAs(s, 'schoolTelo', 'GET', `/api/invoice/${open.id}/pdf?type=receipt`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(M.receiptNotAvailable);
    expect((await callAs(s, 'teBilling', 'GET', '/api/invoice/2000000000/pdf')).statusCode).toBe(404);
  });
});

describe('emailing the document', () => {
  const email = (id: number, query: string) =>
    callAs(s, 'schoolTelo', 'POST', `/api/email/invoice/${id}?${query}`);

  it('mails the invoice through the outbox with its PDF attached', async () => {
    const mark = await outboxMark(s);
    const res = await email(open.id, 'emailtype=invoice&email=accounts%40ledger.example.edu');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.emailSent });
    const [mail, ...more] = await mailSince(s, mark);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to_address: 'accounts@ledger.example.edu',
      subject: `${s.t.config.programName} Invoice ${open.number}`,
      attachments: [
        { file_name: `${open.number}-invoice.pdf`, content_type: 'application/pdf', head: '%PDF-' },
      ],
    });
  });

  it('mails the receipt of a paid invoice', async () => {
    const mark = await outboxMark(s);
    const res = await email(paid.id, 'emailtype=receipt&email=accounts%40ledger.example.edu');
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailSince(s, mark);
    expect(mail).toMatchObject({
      subject: `${s.t.config.programName} Receipt ${paid.number}`,
      attachments: [
        { file_name: `${paid.number}-receipt.pdf`, content_type: 'application/pdf', head: '%PDF-' },
      ],
    });
  });

  it('refuses an invalid address (400) and a receipt of an unpaid invoice (409), mailing nothing', async () => {
    const mark = await outboxMark(s);
    const bad = await email(open.id, 'emailtype=invoice&email=not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errors).toEqual({ email: M.invalidEmail });
    const receipt = await email(open.id, 'emailtype=receipt&email=accounts%40ledger.example.edu');
    expect(receipt.statusCode).toBe(409);
    expect(errorOf(receipt).message).toBe(M.receiptNotAvailable);
    expect(await mailSince(s, mark)).toEqual([]);
  });
});

describe('the email says what the document says (issue 32)', () => {
  /** The document's model as View Invoice and the PDF build it, from the API's own answers. */
  async function documentModel(id: number, kind: InvoiceDocumentKind) {
    const read = async <T>(path: string) => (await callAs(s, 'schoolTelo', 'GET', path)).json() as T;
    return buildInvoiceDocument({
      invoice: await read<InvoiceDetail>(`/api/invoice/${id}`),
      lines: await read<InvoiceLine[]>(`/api/invoice/${id}/listdetail`),
      payments: await read<InvoicePayment[]>(`/api/invoice/${id}/listpayment`),
      kind,
      programName: s.t.config.programName,
      organisation: DEFAULT_ORGANISATION(s.t.config.programName),
    });
  }

  /** The body's "Label: value" lines. */
  const figuresOf = (text: string) =>
    text
      .split('\n')
      .filter((line) => /^[A-Z][A-Za-z ]+: \S/.test(line))
      .map((line) => line.split(': '));

  async function emailed(id: number, kind: InvoiceDocumentKind) {
    const mark = await outboxMark(s);
    const res = await callAs(
      s,
      'schoolTelo',
      'POST',
      `/api/email/invoice/${id}?emailtype=${kind}&email=accounts%40ledger.example.edu`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailSince(s, mark);
    return mail!.text_body;
  }

  const pay = (invoiceId: number, paymentTypeId: number, amountCents: number, note: string) =>
    recordTestPayment(s.t, {
      invoiceId,
      paymentTypeId,
      amountCents,
      paymentDate: '2026-08-12',
      note,
      paidBy: s.userIds.teBilling,
    });

  it('a receipt paid $1,300 by check and $200 written off: paid $1,300, written off $200', async () => {
    const id = await createInvoiceAt(s, { amountCents: 150_000 });
    await pay(id, PAYMENT_TYPE.DEFAULT, 130_000, 'Check #1300');
    await pay(id, PAYMENT_TYPE.WRITE_OFF, 20_000, 'Board adjustment');
    const text = await emailed(id, 'receipt');
    const model = await documentModel(id, 'receipt');
    expect(figuresOf(text)).toEqual(model.totals.map((row) => [row.label, row.value]));
    expect(figuresOf(text)).toEqual([
      ['Total', '$1,500.00'],
      ['Amount Paid', '$1,300.00'],
      ['Written Off', '$200.00'],
      ['Date Paid', '08/12/2026'],
      ['Balance Due', '$0.00'],
    ]);
    expect(text).toContain(`receipt ${model.invoiceNumber} for ${s.schoolA.name}: ${model.title}.`);
  });

  it('an invoice a refund reopened: what was kept as paid, and the balance due again', async () => {
    const id = await createInvoiceAt(s, { amountCents: 150_000 });
    await pay(id, PAYMENT_TYPE.DEFAULT, 150_000, 'Check #1500');
    await pay(id, PAYMENT_TYPE.DEFAULT, -20_000, 'Refund of an over-billed month');
    const text = await emailed(id, 'invoice');
    const model = await documentModel(id, 'invoice');
    expect(figuresOf(text)).toEqual(model.totals.map((row) => [row.label, row.value]));
    expect(figuresOf(text)).toEqual([
      ['Total', '$1,500.00'],
      ['Amount Paid', '$1,300.00'],
      ['Balance Due', '$200.00'],
    ]);
  });
});
