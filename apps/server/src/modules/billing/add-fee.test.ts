import { FEE_TYPE, type InvoiceRow, BILLING_MESSAGES as M } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BillingPersona,
  type BillingSuite,
  callAs,
  createInvoiceAt,
  errorOf,
  startBillingSuite,
} from '../../test/billing-suite.js';

// POST api/invoice/fee (3-billing §2, §7; open-points 17, 20, 24): a TE user adds a fee, which is a new
// invoice numbered {first year}-{6 digits}, dated the programme day, logged in the same transaction.

let s: BillingSuite;

beforeAll(async () => {
  s = await startBillingSuite('Fee', 2083);
});

afterAll(async () => {
  await s?.t.close();
});

/** A fee for school A, program 2 (A offers 1 and 2), unless overridden. */
const feeBody = (overrides: Record<string, unknown> = {}) => ({
  schoolID: s.schoolA.id,
  amount: 125_050,
  feeTypeId: FEE_TYPE.ADMINISTRATIVE_FEE,
  participationTypeId: 2,
  aidYearId: s.aidYear.id,
  invoiceNote: 'Late aid-year information',
  modifiedBy: 999_999,
  ...overrides,
});

const addFee = (as: BillingPersona, body: Record<string, unknown>) =>
  callAs(s, as, 'POST', '/api/invoice/fee', body);

/** How many invoices the school has and the newest change-log id: a refused fee changes neither. */
async function marks(schoolId: number) {
  const [row] = await s.rows<{ invoices: number; log: string }>(
    sql`select (select count(*)::int from invoices where school_id = ${schoolId}) as invoices,
          (select coalesce(max(id), 0)::text from change_log) as log`,
  );
  return row!;
}

describe('adding a fee', () => {
  it('makes an open invoice numbered by the aid year, dated the programme day, in cents', async () => {
    s.setToday('2026-09-15');
    const res = await addFee('teBilling', feeBody());
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json() as InvoiceRow;
    expect(row.invoiceNumber).toMatch(/^2083-\d{6}$/);
    expect(row).toMatchObject({
      schoolID: s.schoolA.id,
      aidYearId: s.aidYear.id,
      aidYearName: '2083-2084',
      amount: 125_050,
      invoiceAmountPaid: 0,
      invoiceAmountDue: 125_050,
      invoiceDate: '2026-09-15',
      feeTypeId: FEE_TYPE.ADMINISTRATIVE_FEE,
      feeTypeName: 'Administrative Fee',
      participationTypeId: 2,
      paymentDate: null,
      status: 'Open',
      note: 'Late aid-year information',
    });
    // A second fee takes the next number: unique, never reused (open-points 24).
    const next = (await addFee('teAdmin', feeBody({ amount: 100 }))).json() as InvoiceRow;
    expect(next.invoiceNumber).toMatch(/^2083-\d{6}$/);
    expect(Number(next.invoiceNumber.slice(5))).toBeGreaterThan(Number(row.invoiceNumber.slice(5)));
  });

  it('lands in the change log as BILLING rows of the acting user, in the same transaction', async () => {
    const row = (await addFee('teBilling', feeBody({ amount: 5_000 }))).json() as InvoiceRow;
    const log = await s.rows<{
      column_name: string;
      new_value: string;
      same_tx: boolean;
      modified_by: number;
    }>(
      sql`select c.column_name, c.new_value, c.modified_by, c.xmin::text = i.xmin::text as same_tx
          from change_log c join invoices i on i.id = c.record_id
          where c.table_name = 'invoices' and c.record_id = ${row.id} and c.action = 'INSERT'
            and c.log_type = 'BILLING' and c.school_id = ${s.schoolA.id} and c.aid_year_id = ${s.aidYear.id}`,
    );
    expect(log.map((l) => [l.column_name, l.new_value])).toEqual(
      expect.arrayContaining([
        ['invoice_number', row.invoiceNumber],
        ['amount_cents', '5000'],
      ]),
    );
    // The acting user from the session, not the modifiedBy the body sent.
    expect(new Set(log.map((l) => l.modified_by))).toEqual(new Set([s.userIds.teBilling]));
    expect(log.every((l) => l.same_tx)).toBe(true);
  });
});

describe('membership dues name no exchange program (issue 32)', () => {
  it('stores dues added by hand without the program the form named', async () => {
    const res = await addFee('teBilling', feeBody({ feeTypeId: FEE_TYPE.MEMBERSHIP_DUES, amount: 150_000 }));
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json() as InvoiceRow;
    expect(row).toMatchObject({ participationTypeId: null, participationName: null });
    const [stored] = await s.rows<{ program: number | null }>(
      sql`select participation_type_id as program from invoices where id = ${row.id}`,
    );
    expect(stored).toEqual({ program: null });
  });

  it('is kept by the database: a dues invoice naming a program is refused (migration 0017)', async () => {
    const write = createInvoiceAt(s, { feeTypeId: FEE_TYPE.MEMBERSHIP_DUES, participationTypeId: 1 });
    const error = await write.then(
      () => null,
      (e: { cause?: { constraint?: string } }) => e,
    );
    expect(error?.cause?.constraint).toBe('invoices_dues_program_chk');
  });
});

describe('a fee that is refused changes nothing', () => {
  it('refuses a program the school does not offer (400)', async () => {
    const before = await marks(s.schoolB.id);
    const res = await addFee('teBilling', feeBody({ schoolID: s.schoolB.id, participationTypeId: 2 }));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).errors).toEqual({ participationTypeId: M.programNotOffered });
    expect(await marks(s.schoolB.id)).toEqual(before);
  });

  it('answers 404 for a school nobody has', async () => {
    const res = await addFee('teBilling', feeBody({ schoolID: 2_000_000_000 }));
    expect(res.statusCode).toBe(404);
  });

  it('requires the amount, more than 0', async () => {
    const { amount: _, ...withoutAmount } = feeBody();
    const missing = await addFee('teBilling', withoutAmount);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).errors?.amount).toBeTruthy();
    const zero = await addFee('teBilling', feeBody({ amount: 0 }));
    expect(errorOf(zero).errors?.amount).toBe(M.amountPositive);
  });

  it.each(['teRead', 'schoolBilling', 'schoolTelo'] as const)(
    'is refused to %s (403): read-only TE users and school users',
    async (persona) => {
      const before = await marks(s.schoolA.id);
      const res = await addFee(persona, feeBody());
      expect(res.statusCode).toBe(403);
      expect(await marks(s.schoolA.id)).toEqual(before);
    },
  );
});
