import {
  FEE_TYPE,
  type InvoiceDetail,
  type InvoiceLine,
  type InvoicePayment,
  PAYMENT_TYPE,
  ROLE,
} from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTestInvoiceLines,
  createBillingSchool,
  insertStaffUser,
  recordTestPayment,
} from '../../test/billing-fixtures.js';
import { type BillingSuite, callAs, createInvoiceAt, startBillingSuite } from '../../test/billing-suite.js';

// GET api/invoice/{id}, {id}/listdetail and {id}/listpayment (3-billing §2, §3; open-points 27): the
// invoice with its school's address and billing contact, its participation-fee lines and its payments.

let s: BillingSuite;

beforeAll(async () => {
  s = await startBillingSuite('Detail', 2082);
});

afterAll(async () => {
  await s?.t.close();
});

let serial = 0;
/** A school user holding one role at the school; answers the email. */
async function schoolUser(schoolId: number, roleId: 4 | 6 | 7, firstName: string, lastName: string) {
  serial += 1;
  const email = `detail.user${serial}@billing-fixture.edu`;
  await insertStaffUser(s.t, { email, firstName, lastName, usertype: 'TELO', roles: [{ schoolId, roleId }] });
  return email;
}

async function detailOf(invoiceId: number) {
  const res = await callAs(s, 'teBilling', 'GET', `/api/invoice/${invoiceId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InvoiceDetail;
}

describe('the bill-to block (open-points 27)', () => {
  it('names the first billing-role user by last name, before the primary TELO', async () => {
    const school = await createBillingSchool(s.t, 'Detail Contact College', {
      address: { address: '12 Main St', address2: 'Suite 400', zip: '62702', zipFour: '1234' },
    });
    await schoolUser(school, ROLE.BILLING, 'Zed', 'Young');
    const baker = await schoolUser(school, ROLE.BILLING, 'Amy', 'Baker');
    // First by last name of them all, but holds no billing role.
    await schoolUser(school, ROLE.PRIMARY_TELO, 'Aaron', 'Adams');
    const detail = await detailOf(await createInvoiceAt(s, { schoolId: school }));
    expect(detail.billingContact).toEqual({ name: 'Amy Baker', email: baker });
    expect(detail.school).toEqual({
      schoolName: 'Detail Contact College',
      address: '12 Main St',
      address2: 'Suite 400',
      city: 'Springfield',
      state: 'IL',
      zip: '62702',
      zipFour: '1234',
      countryId: 1,
      countryName: 'United States',
    });
  });

  it('names the primary TELO when nobody holds the billing role', async () => {
    const school = await createBillingSchool(s.t, 'Detail Telo College', {
      address: { city: 'Toronto', state: 'ON', zip: 'M5V 2T6', countryId: 2 },
    });
    await schoolUser(school, ROLE.SECONDARY_TELO, 'Sam', 'Aardvark');
    const prime = await schoolUser(school, ROLE.PRIMARY_TELO, 'Paula', 'Prime');
    const detail = await detailOf(await createInvoiceAt(s, { schoolId: school }));
    expect(detail.billingContact).toEqual({ name: 'Paula Prime', email: prime });
    expect(detail.school).toMatchObject({
      city: 'Toronto',
      zip: 'M5V 2T6',
      countryId: 2,
      countryName: 'Canada',
    });
  });

  it('has no contact when the school has neither', async () => {
    const school = await createBillingSchool(s.t, 'Detail Nobody College');
    await schoolUser(school, ROLE.SECONDARY_TELO, 'Sid', 'Second');
    const detail = await detailOf(await createInvoiceAt(s, { schoolId: school }));
    expect(detail.billingContact).toBeNull();
  });

  it('answers the invoice row with it, as the list does', async () => {
    const id = await createInvoiceAt(s, { amountCents: 99_999, note: 'Dues for the year' });
    const detail = await detailOf(id);
    expect(detail).toMatchObject({
      id,
      schoolID: s.schoolA.id,
      amount: 99_999,
      invoiceAmountPaid: 0,
      invoiceAmountDue: 99_999,
      invoiceAmountRefundable: 0,
      note: 'Dues for the year',
      status: 'Open',
      // Nothing received yet: a TE billing user is shown Record Refund, not usable (open-points 21).
      actions: { addPayment: 'enabled', payNow: 'hidden', refund: 'disabled' },
    });
    // School A's billing contact: the billing user first by last name (Abbott before Zimmer).
    expect(detail.billingContact).toEqual({ name: 'Bea Abbott', email: s.emails.schoolBilling });
  });
});

describe('lines and payments', () => {
  it("lists a participation invoice's lines by student last name, in cents", async () => {
    const enrolledAt = await createBillingSchool(s.t, 'Detail Import University', {
      address: { city: 'Madison', state: 'WI' },
    });
    const id = await createInvoiceAt(s, { feeTypeId: FEE_TYPE.PARTICIPATION_FEES, amountCents: 50_000 });
    await addTestInvoiceLines(s.t, id, [
      {
        studentFirstName: 'Zoe',
        studentLastName: 'Young',
        enrolledSchoolId: enrolledAt,
        amountCents: 25_000,
      },
      {
        studentFirstName: 'Liam',
        studentLastName: 'Adams',
        enrolledSchoolId: enrolledAt,
        amountCents: 25_000,
      },
    ]);
    const res = await callAs(s, 'schoolTelo', 'GET', `/api/invoice/${id}/listdetail`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.json() as InvoiceLine[];
    expect(lines.map(({ id: _, ...line }) => line)).toEqual([
      {
        studentFirstName: 'Liam',
        studentLastName: 'Adams',
        enrolledSchoolName: 'Detail Import University',
        enrolledSchoolCity: 'Madison',
        enrolledSchoolState: 'WI',
        amount: 25_000,
      },
      {
        studentFirstName: 'Zoe',
        studentLastName: 'Young',
        enrolledSchoolName: 'Detail Import University',
        enrolledSchoolCity: 'Madison',
        enrolledSchoolState: 'WI',
        amount: 25_000,
      },
    ]);
  });

  it('lists the payments oldest first, with type, payer, note, reference and last four', async () => {
    const id = await createInvoiceAt(s, { amountCents: 100_000 });
    await recordTestPayment(s.t, {
      invoiceId: id,
      paymentTypeId: PAYMENT_TYPE.HIDDEN,
      amountCents: 60_000,
      paymentDate: '2026-08-05',
      note: null,
      paidBy: s.userIds.schoolTelo,
      referenceId: '600000000001',
      cardLastFour: '1111',
    });
    await recordTestPayment(s.t, {
      invoiceId: id,
      paymentTypeId: PAYMENT_TYPE.DEFAULT,
      amountCents: 40_000,
      paymentDate: '2026-08-03',
      note: 'Check #12',
      paidBy: s.userIds.teBilling,
    });
    const res = await callAs(s, 'schoolTelo', 'GET', `/api/invoice/${id}/listpayment`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as InvoicePayment[]).map(({ id: _, ...p }) => p)).toEqual([
      {
        paymentTypeId: PAYMENT_TYPE.DEFAULT,
        paymentType: 'Check',
        amountPaid: 40_000,
        paymentDate: '2026-08-03',
        invoicePaymentNote: 'Check #12',
        paidBy: 'Pat TeBilling',
        referenceId: null,
        cardLastFour: null,
      },
      {
        paymentTypeId: PAYMENT_TYPE.HIDDEN,
        paymentType: 'Credit Card',
        amountPaid: 60_000,
        paymentDate: '2026-08-05',
        invoicePaymentNote: null,
        paidBy: 'Tom Primary',
        referenceId: '600000000001',
        cardLastFour: '1111',
      },
    ]);
  });

  it.each(['', '/listdetail', '/listpayment'])(
    'answers 404 for an invoice nobody has (%s)',
    async (suffix) => {
      const res = await callAs(s, 'teBilling', 'GET', `/api/invoice/2000000000${suffix}`);
      expect(res.statusCode).toBe(404);
    },
  );

  it("refuses a school user another school's invoice (403)", async () => {
    const id = await createInvoiceAt(s);
    for (const suffix of ['', '/listdetail', '/listpayment']) {
      const res = await callAs(s, 'otherTelo', 'GET', `/api/invoice/${id}${suffix}`);
      expect(res.statusCode, suffix).toBe(403);
    }
  });
});
