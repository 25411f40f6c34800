import { BILLING_MESSAGES, type InvoiceRow, PAYMENT_TYPE } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBillingSchool, recordTestPayment } from '../../test/billing-fixtures.js';
import {
  type BillingPersona,
  type BillingSuite,
  callAs,
  createInvoiceAt,
  errorOf,
  startBillingSuite,
} from '../../test/billing-suite.js';
import { cardPaymentBody } from '../../test/test-card-tokens.js';

// GET api/invoice/list (3-billing §2, §7; open-points 17, 20, 22): one school's invoices or every
// school's, open first then newest invoice date, money in cents, and what each reader may do per row.

let s: BillingSuite;
const ids = {} as Record<'openNew' | 'openOld' | 'paidNew' | 'paidOld' | 'otherSchool', number>;
let emptySchool: { id: number; name: string };

beforeAll(async () => {
  s = await startBillingSuite('List', 2081);
  const paid = async (invoiceId: number, amountCents: number, paymentDate: string) => {
    await recordTestPayment(s.t, {
      invoiceId,
      paymentTypeId: PAYMENT_TYPE.DEFAULT,
      amountCents,
      paymentDate,
      note: null,
      paidBy: s.userIds.teBilling,
    });
  };
  // Made oldest first, so neither the insert order nor the id gives the list order.
  ids.paidOld = await createInvoiceAt(s, { invoiceDate: '2026-03-01', amountCents: 100_000 });
  await paid(ids.paidOld, 100_000, '2026-03-10');
  ids.openOld = await createInvoiceAt(s, { invoiceDate: '2026-04-01', amountCents: 150_000 });
  await paid(ids.openOld, 50_000, '2026-04-05');
  ids.openNew = await createInvoiceAt(s, { invoiceDate: '2026-08-15', amountCents: 75_050 });
  ids.paidNew = await createInvoiceAt(s, { invoiceDate: '2026-08-20', amountCents: 20_000 });
  await paid(ids.paidNew, 20_000, '2026-08-21');
  ids.otherSchool = await createInvoiceAt(s, { schoolId: s.schoolB.id, invoiceDate: '2026-08-02' });
  emptySchool = { id: await createBillingSchool(s.t, 'List Empty College'), name: 'List Empty College' };
});

afterAll(async () => {
  await s?.t.close();
});

async function listAs(as: BillingPersona, schoolId?: number) {
  const res = await callAs(s, as, 'GET', `/api/invoice/list${schoolId ? `?schoolid=${schoolId}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InvoiceRow[];
}

const rowOf = (rows: InvoiceRow[], id: number) => rows.find((r) => r.id === id)!;

describe("one school's invoices", () => {
  it('lists open invoices first, then the newest invoice date', async () => {
    const rows = await listAs('teBilling', s.schoolA.id);
    expect(rows.map((r) => r.id)).toEqual([ids.openNew, ids.openOld, ids.paidNew, ids.paidOld]);
    expect(rows.map((r) => r.status)).toEqual(['Open', 'Open', 'Paid', 'Paid']);
  });

  it('answers money in cents, amount paid 0 when none, and the payment date only once fully paid', async () => {
    const rows = await listAs('schoolTelo', s.schoolA.id);
    expect(rowOf(rows, ids.openNew)).toMatchObject({
      amount: 75_050,
      invoiceAmountPaid: 0,
      invoiceAmountDue: 75_050,
      invoiceAmountRefundable: 0,
      paymentDate: null,
      status: 'Open',
      invoiceDate: '2026-08-15',
      aidYearId: s.aidYear.id,
      aidYearName: s.aidYear.name,
      schoolID: s.schoolA.id,
      schoolName: s.schoolA.name,
      feeTypeName: 'Membership Dues',
    });
    expect(rowOf(rows, ids.openNew).invoiceNumber).toMatch(/^2081-\d{6}$/);
    // Partly paid: still open, no payment date.
    expect(rowOf(rows, ids.openOld)).toMatchObject({
      amount: 150_000,
      invoiceAmountPaid: 50_000,
      invoiceAmountDue: 100_000,
      invoiceAmountRefundable: 50_000,
      paymentDate: null,
      status: 'Open',
    });
    expect(rowOf(rows, ids.paidNew)).toMatchObject({
      invoiceAmountPaid: 20_000,
      invoiceAmountDue: 0,
      paymentDate: '2026-08-21',
      status: 'Paid',
    });
  });

  it.each([
    // TE users record payments; a refund needs Billing, and is usable once money was received.
    ['teBilling', 'addPayment', true],
    ['teAdmin', 'addPayment', false],
    // School users pay by card; a read-only marker removes every action.
    ['schoolTelo', 'payNow', false],
    ['schoolBilling', 'payNow', false],
    ['teRead', null, false],
    ['schoolBillingRead', null, false],
  ] as const)('offers %s the actions it may take on each row', async (persona, pays, refunds) => {
    const rows = await listAs(persona, s.schoolA.id);
    // The payment action is shown to those who may pay, usable only while something is due (issue 32).
    const offered = (usable: 'enabled' | 'disabled') => ({
      addPayment: pays === 'addPayment' ? usable : 'hidden',
      payNow: pays === 'payNow' ? usable : 'hidden',
    });
    const refund = (paid: boolean) => (!refunds ? 'hidden' : paid ? 'enabled' : 'disabled');
    expect(rowOf(rows, ids.openNew).actions).toEqual({ ...offered('enabled'), refund: refund(false) });
    expect(rowOf(rows, ids.openOld).actions).toEqual({ ...offered('enabled'), refund: refund(true) });
    for (const paid of [ids.paidNew, ids.paidOld])
      expect(rowOf(rows, paid).actions).toEqual({ ...offered('disabled'), refund: refund(true) });
  });

  it('never answers Pay Now usable on a paid invoice, in the list or the detail, and refuses the charge (issue 32)', async () => {
    const rows = await listAs('schoolTelo', s.schoolA.id);
    const paid = rows.filter((r) => r.invoiceAmountDue <= 0);
    expect(paid.map((r) => r.id).sort()).toEqual([ids.paidNew, ids.paidOld].sort());
    expect(paid.map((r) => r.actions.payNow)).toEqual(['disabled', 'disabled']);
    expect(rows.filter((r) => r.actions.payNow === 'enabled').every((r) => r.invoiceAmountDue > 0)).toBe(
      true,
    );
    const detail = await callAs(s, 'schoolTelo', 'GET', `/api/invoice/${ids.paidNew}`);
    expect((detail.json() as InvoiceRow).actions).toEqual({
      addPayment: 'hidden',
      payNow: 'disabled',
      refund: 'hidden',
    });
    const charge = await callAs(
      s,
      'schoolTelo',
      'POST',
      `/api/invoice/creditcardpayment/${ids.paidNew}`,
      cardPaymentBody(),
    );
    expect(charge.statusCode).toBe(409);
    expect(errorOf(charge).message).toBe(BILLING_MESSAGES.nothingDue);
  });

  it('answers 404 with a sentence naming the school when it has no invoice', async () => {
    const res = await callAs(s, 'teBilling', 'GET', `/api/invoice/list?schoolid=${emptySchool.id}`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(BILLING_MESSAGES.noData);
  });

  it("refuses a school user another school's invoices (403)", async () => {
    const a = await callAs(s, 'otherTelo', 'GET', `/api/invoice/list?schoolid=${s.schoolA.id}`);
    expect(a.statusCode).toBe(403);
    const b = await callAs(s, 'schoolTelo', 'GET', `/api/invoice/list?schoolid=${s.schoolB.id}`);
    expect(b.statusCode).toBe(403);
  });
});

describe("every school's invoices", () => {
  it('lists every school for a TE user, open first, then the newest invoice date', async () => {
    const rows = await listAs('teBilling');
    expect(rowOf(rows, ids.otherSchool)).toMatchObject({
      schoolID: s.schoolB.id,
      schoolName: s.schoolB.name,
    });
    expect(rowOf(rows, ids.openNew)).toMatchObject({ schoolID: s.schoolA.id, schoolName: s.schoolA.name });
    const firstPaid = rows.findIndex((r) => r.status === 'Paid');
    expect(rows.slice(firstPaid).every((r) => r.status === 'Paid')).toBe(true);
    for (const group of [rows.slice(0, firstPaid), rows.slice(firstPaid)]) {
      const dates = group.map((r) => r.invoiceDate);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('is refused to school users (403)', async () => {
    for (const persona of ['schoolTelo', 'schoolBilling', 'otherTelo'] as const) {
      const res = await callAs(s, persona, 'GET', '/api/invoice/list');
      expect(res.statusCode, persona).toBe(403);
    }
  });
});
