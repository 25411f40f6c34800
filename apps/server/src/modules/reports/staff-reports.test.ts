import {
  FEE_TYPE,
  type InvoicePaymentBody,
  PAYMENT_TYPE,
  REPORT_MESSAGES,
  type ReportPage,
  STAFF_REPORTS,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTestPayment } from '../../test/billing-fixtures.js';
import {
  type BillingSuite,
  callAs,
  createInvoiceAt,
  errorOf,
  startBillingSuite,
} from '../../test/billing-suite.js';
import type { NewPayment } from '../billing/invoice-writes-repo.js';

// The TE-only billing reports (3-billing §2, §3; open-points 21, 22, 28, 29): Outstanding Invoices and
// Payments over invoices of an aid year of this file's own (2093-2094), and who may read any of the five
// TE-only reports (open-points 28).

let s: BillingSuite;
const cookies = {} as Record<'admin' | 'readonlyAdmin' | 'telo' | 'student', string>;
let alphaId: number;
const ids = {} as Record<'open' | 'partly' | 'paid' | 'fees' | 'otherSchool', number>;

const OUTSTANDING = STAFF_REPORTS.outstandingInvoices.apiPath;
const PAYMENTS = STAFF_REPORTS.payments.apiPath;

/** Records a payment as the billing service does, as the suite's TE billing user unless given. */
function pay(invoiceId: number, amountCents: number, more: Partial<NewPayment> = {}) {
  return recordTestPayment(s.t, {
    invoiceId,
    paymentTypeId: PAYMENT_TYPE.DEFAULT,
    amountCents,
    paymentDate: '2026-08-10',
    note: null,
    paidBy: s.userIds.teBilling,
    ...more,
  });
}

beforeAll(async () => {
  s = await startBillingSuite('StaffReports', 2093);
  const accounts = {
    admin: 'admin@example.org',
    readonlyAdmin: 'readonly.admin@example.org',
    telo: 'telo@alpha.edu',
    student: 'student@example.com',
  } as const;
  for (const [who, email] of Object.entries(accounts))
    cookies[who as keyof typeof accounts] = await s.t.signIn(email);
  const [alpha] = await s.rows<{ id: number }>(
    sql`select id from schools where school_name = 'Alpha University'`,
  );
  alphaId = alpha!.id;
  ids.open = await createInvoiceAt(s, {
    invoiceDate: '2026-08-03',
    amountCents: 150_000,
    note: 'Dues reminder sent',
  });
  ids.partly = await createInvoiceAt(s, { invoiceDate: '2026-08-01', amountCents: 100_000 });
  await pay(ids.partly, 40_000, {
    paymentTypeId: PAYMENT_TYPE.HIDDEN,
    referenceId: 'txn-staff-reports-1',
    cardLastFour: '4242',
    paidBy: s.userIds.schoolTelo,
  });
  ids.paid = await createInvoiceAt(s, { invoiceDate: '2026-08-02', amountCents: 20_000 });
  await pay(ids.paid, 15_000, { note: 'Check 1001' });
  await pay(ids.paid, 5_000, {
    paymentTypeId: PAYMENT_TYPE.WRITE_OFF,
    paymentDate: '2026-08-12',
    note: 'Rounding',
  });
  ids.fees = await createInvoiceAt(s, {
    invoiceDate: '2026-08-05',
    amountCents: 50_000,
    feeTypeId: FEE_TYPE.PARTICIPATION_FEES,
    participationTypeId: 1,
  });
  ids.otherSchool = await createInvoiceAt(s, {
    schoolId: s.schoolB.id,
    invoiceDate: '2026-08-04',
    amountCents: 30_000,
  });
});

afterAll(async () => {
  await s?.t.close();
});

/** A report call with the given query, as a signed-in demo account. */
function report(
  path: string,
  query: Record<string, string | number> = {},
  as: keyof typeof cookies = 'admin',
) {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return s.t.app.inject({
    method: 'GET',
    url: `${path}${qs ? `?${qs}` : ''}`,
    headers: { cookie: cookies[as] },
  });
}

/** The page a TE admin reads (200 expected). */
async function pageOf(path: string, query: Record<string, string | number> = {}): Promise<ReportPage> {
  const res = await report(path, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReportPage;
}

/** The suite's aid year, the filter that keeps the demo invoices out. */
const year = () => ({ aidyear: s.aidYear.id });

describe('Outstanding Invoices', () => {
  it('lists the invoices with something due, oldest first, money in integer cents', async () => {
    const page = await pageOf(OUTSTANDING, year());
    expect(page.total).toBe(4);
    expect(page.rows.map((r) => r.id)).toEqual([ids.partly, ids.open, ids.otherSchool, ids.fees]);
    const partly = page.rows[0]!;
    expect(partly).toMatchObject({
      schoolName: s.schoolA.name,
      aidYearName: s.aidYear.name,
      feeTypeName: 'Membership Dues',
      invoiceDate: '2026-08-01',
      amount: 100_000,
      amountPaid: 40_000,
      amountDue: 60_000,
      paymentDate: '2026-08-10',
    });
    expect(partly.invoiceNumber).toMatch(/^2093-\d{6}$/);
    expect(page.rows[1]).toMatchObject({
      amountPaid: 0,
      amountDue: 150_000,
      invoiceNote: 'Dues reminder sent',
    });
    expect(page.rows[3]).toMatchObject({
      feeTypeName: 'Participation Fees',
      participationName: 'Undergraduate',
    });
    expect(page.rows.map((r) => r.id)).not.toContain(ids.paid);
  });

  it('filters by school and fee type, sorts by any column and searches', async () => {
    const b = await pageOf(OUTSTANDING, { ...year(), schoolid: s.schoolB.id });
    expect(b.rows.map((r) => r.id)).toEqual([ids.otherSchool]);
    const fees = await pageOf(OUTSTANDING, { ...year(), feetypeid: FEE_TYPE.PARTICIPATION_FEES });
    expect(fees.rows.map((r) => r.id)).toEqual([ids.fees]);
    const byDue = await pageOf(OUTSTANDING, { ...year(), sort: 'amountDue', dir: 'desc' });
    expect(byDue.rows.map((r) => r.amountDue)).toEqual([150_000, 60_000, 50_000, 30_000]);
    const found = await pageOf(OUTSTANDING, { ...year(), search: 'reminder' });
    expect(found.rows.map((r) => r.id)).toEqual([ids.open]);
  });

  it('pages All Schools and All Years: page 1 goes on where page 0 stopped', async () => {
    const first = await pageOf(OUTSTANDING, { pagesize: 10, page: 0 });
    const second = await pageOf(OUTSTANDING, { pagesize: 10, page: 1 });
    expect(first.rows).toHaveLength(10);
    expect(second.total).toBe(first.total);
    expect(first.total).toBeGreaterThan(10);
    expect(second.rows.length).toBe(Math.min(10, first.total - 10));
    expect(second.rows.some((r) => first.rows.some((f) => f.id === r.id))).toBe(false);
    // Oldest invoice date first across both pages.
    const dates = [...first.rows, ...second.rows].map((r) => String(r.invoiceDate));
    expect(dates).toEqual([...dates].sort());
  });

  it('drops an invoice once paid in full, and takes it back after a refund', async () => {
    // At school B: the Payments tests read school A's payments as made above.
    const id = await createInvoiceAt(s, {
      schoolId: s.schoolB.id,
      invoiceDate: '2026-08-20',
      amountCents: 12_300,
    });
    const listed = async () => (await pageOf(OUTSTANDING, year())).rows.some((r) => r.id === id);
    expect(await listed()).toBe(true);
    const paid = await callAs(s, 'teBilling', 'POST', `/api/invoice/payment/${id}`, {
      amountPaid: 12_300,
      paymentTypeId: PAYMENT_TYPE.DEFAULT,
      paymentDate: '2026-08-25',
    } satisfies InvoicePaymentBody);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await listed()).toBe(false);
    await pay(id, -2_300, { paymentDate: '2026-08-28', note: 'Refund of an overcharge' });
    const back = (await pageOf(OUTSTANDING, year())).rows.find((r) => r.id === id);
    expect(back).toMatchObject({ amountPaid: 10_000, amountDue: 2_300 });
  });

  it('answers 404 "There is no data for the selected parameters." when nothing matches', async () => {
    const res = await report(OUTSTANDING, { ...year(), feetypeid: FEE_TYPE.ADMINISTRATIVE_FEE });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(REPORT_MESSAGES.noData);
  });
});

describe('Payments', () => {
  it('lists every payment, newest first, with its type, reference, payer and note; write-offs too', async () => {
    const page = await pageOf(PAYMENTS, { ...year(), schoolid: s.schoolA.id });
    // Newest payment date first; on one day the later payment first.
    expect(page.rows.map((r) => [r.paymentDate, r.amountPaid, r.paymentType])).toEqual([
      ['2026-08-12', 5_000, 'Write-Off'],
      ['2026-08-10', 15_000, 'Check'],
      ['2026-08-10', 40_000, 'Credit Card'],
    ]);
    const card = page.rows.find((r) => r.paymentType === 'Credit Card')!;
    expect(card).toMatchObject({
      schoolName: s.schoolA.name,
      aidYearName: s.aidYear.name,
      feeTypeName: 'Membership Dues',
      referenceId: 'txn-staff-reports-1',
      cardLastFour: '4242',
      paidBy: 'Tom Primary',
      invoicePaidNote: null,
    });
    expect(page.rows.find((r) => r.paymentType === 'Check')).toMatchObject({
      paidBy: 'Pat TeBilling',
      invoicePaidNote: 'Check 1001',
      referenceId: null,
    });
  });

  it('shows a refund as negative cents', async () => {
    const id = await createInvoiceAt(s, {
      schoolId: s.schoolB.id,
      invoiceDate: '2026-08-06',
      amountCents: 80_000,
    });
    await pay(id, 80_000, { paymentDate: '2026-08-07' });
    const refund = await callAs(s, 'teBilling', 'POST', `/api/invoice/payment/${id}`, {
      amountPaid: -25_000,
      paymentTypeId: PAYMENT_TYPE.DEFAULT,
      paymentDate: '2026-08-30',
      invoicePaymentNote: 'Refund: duplicate payment',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const page = await pageOf(PAYMENTS, { ...year(), schoolid: s.schoolB.id, search: 'duplicate' });
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({
      amountPaid: -25_000,
      paymentDate: '2026-08-30',
      invoicePaidNote: 'Refund: duplicate payment',
      paidBy: 'Pat TeBilling',
    });
    const byAmount = await pageOf(PAYMENTS, {
      ...year(),
      schoolid: s.schoolB.id,
      sort: 'amountPaid',
      dir: 'asc',
    });
    expect(byAmount.rows[0]!.amountPaid).toBe(-25_000);
  });

  it('filters by fee type and aid year', async () => {
    await pay(ids.fees, 10_000, { paymentDate: '2026-08-15', note: 'Participation part payment' });
    const fees = await pageOf(PAYMENTS, { ...year(), feetypeid: FEE_TYPE.PARTICIPATION_FEES });
    expect(fees.rows.map((r) => r.invoicePaidNote)).toEqual(['Participation part payment']);
    const everyYear = await pageOf(PAYMENTS, { feetypeid: FEE_TYPE.PARTICIPATION_FEES });
    expect(everyYear.total).toBeGreaterThan(fees.total);
    const none = await report(PAYMENTS, { ...year(), feetypeid: FEE_TYPE.ADMINISTRATIVE_FEE });
    expect(none.statusCode).toBe(404);
    expect(errorOf(none).message).toBe(REPORT_MESSAGES.noData);
  });
});

describe('who may read the TE-only reports (open-points 28)', () => {
  const paths = Object.values(STAFF_REPORTS).map((d) => d.apiPath);

  it.each(paths)('%s: a TELO gets 403, with or without its own school', async (path) => {
    for (const query of [{ schoolid: alphaId }, {}] as Record<string, number>[]) {
      const res = await report(path, query, 'telo');
      expect(res.statusCode, res.body).toBe(403);
      expect(errorOf(res).message).toBe(REPORT_MESSAGES.notYourReport);
    }
    const download = await report(`${path}/download`, { schoolid: alphaId }, 'telo');
    expect(download.statusCode).toBe(403);
  });

  it.each(paths)('%s: a student gets 403, anonymous 401', async (path) => {
    expect((await report(path, { schoolid: alphaId }, 'student')).statusCode).toBe(403);
    expect((await s.t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
  });

  it.each(paths)('%s: a read-only TE admin reads All Schools', async (path) => {
    const res = await report(path, {}, 'readonlyAdmin');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ReportPage).total).toBeGreaterThan(0);
  });

  it('refuses a sort that is not a column (400)', async () => {
    expect((await report(PAYMENTS, { sort: 'passwordHash' })).statusCode).toBe(400);
  });
});
