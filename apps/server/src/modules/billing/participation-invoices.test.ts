import {
  FEE_TYPE,
  IMPORT_STATUS,
  type InvoiceLine,
  type InvoiceRow,
  type ParticipationPreview,
  parseDollarsToCents,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBillingSchool, createTestEnrolment } from '../../test/billing-fixtures.js';
import {
  BILLING_TODAY,
  type BillingSuite,
  callAs,
  createInvoiceAt,
  startBillingSuite,
} from '../../test/billing-suite.js';

// GET/POST api/invoice/generate/{aidYearId} (issue 22 "Server rules"): one participation-fee invoice per
// export school and program, a line per exported student enrolled (Enrolled, Leave of Absence, Withdrawn,
// Graduated) at the fee setting's amount, previewed first, and nothing created when run again.

let s: BillingSuite;
/** The PARTICIPATION_FEE setting in cents. */
let fee: number;
/** An export school billed by hand for the aid year. */
let byHand: number;

beforeAll(async () => {
  s = await startBillingSuite('Participation', 2088);
  const [setting] = await s.rows<{ value: string }>(
    sql`select setting_value as value from settings where setting_name = 'PARTICIPATION_FEE'`,
  );
  fee = parseDollarsToCents(setting!.value);
  const z = await createBillingSchool(s.t, 'Participation Import University', {
    address: { city: 'Madison', state: 'WI' },
  });
  const y = await createBillingSchool(s.t, 'Participation Second University');
  const I = IMPORT_STATUS;
  const enrol = (
    exportSchoolId: number,
    lastName: string,
    imports: Parameters<typeof createTestEnrolment>[1]['imports'],
  ) =>
    createTestEnrolment(s.t, {
      aidYearId: s.aidYear.id,
      exportSchoolId,
      firstName: 'Kim',
      lastName,
      imports,
    });
  // School A (programs 1 and 2): a row naming no program bills under A's first program.
  await enrol(s.schoolA.id, 'Able', [{ schoolId: z, importStatusId: I.ENROLLED }]);
  await enrol(s.schoolA.id, 'Baker', [
    { schoolId: z, importStatusId: I.LEAVE_OF_ABSENCE, participationTypeId: 2 },
  ]);
  await enrol(s.schoolA.id, 'Cole', [{ schoolId: z, importStatusId: I.WITHDRAWN, participationTypeId: 2 }]);
  // Two billable rows: still one student, one line.
  await enrol(s.schoolA.id, 'Dunn', [
    { schoolId: z, importStatusId: I.GRADUATED, participationTypeId: 2 },
    { schoolId: y, importStatusId: I.ENROLLED, participationTypeId: 2 },
  ]);
  // Not (yet) enrolled: not billed.
  await enrol(s.schoolA.id, 'Evans', [
    { schoolId: z, importStatusId: I.UNDER_REVIEW, participationTypeId: 2 },
  ]);
  await enrol(s.schoolA.id, 'Ford', [
    { schoolId: z, importStatusId: I.IMPORT_APPROVED, participationTypeId: 1 },
  ]);
  // School B (program 1).
  await enrol(s.schoolB.id, 'Gray', [{ schoolId: z, importStatusId: I.ENROLLED }]);
  // A school whose participation fees of the year were added by hand (Add Fee, no lines): left out.
  byHand = await createBillingSchool(s.t, 'Participation Hand-Billed College', { programs: [1] });
  await enrol(byHand, 'Hart', [{ schoolId: z, importStatusId: I.ENROLLED }]);
  await createInvoiceAt(s, {
    schoolId: byHand,
    feeTypeId: FEE_TYPE.PARTICIPATION_FEES,
    participationTypeId: 1,
  });
});

afterAll(async () => {
  await s?.t.close();
});

const url = () => `/api/invoice/generate/${s.aidYear.id}`;
/** Invoices as "school/program" keys, sorted: comparable whatever order they come in. */
const bySchoolAndProgram = (rows: { schoolID: number; participationTypeId: number | null }[]) =>
  rows.map((r) => `${r.schoolID}/${r.participationTypeId}`).sort();

describe('participation-fee invoices of an aid year', () => {
  it('previews one invoice per export school and program, with the enrolled students and the fee', async () => {
    const res = await callAs(s, 'teRead', 'GET', url());
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as ParticipationPreview;
    expect(preview).toMatchObject({
      aidYearId: s.aidYear.id,
      aidYearName: s.aidYear.name,
      feePerStudent: fee,
    });
    const plans = preview.invoices.map((p) => [
      p.schoolID,
      p.schoolName,
      p.participationTypeId,
      p.studentCount,
      p.amount,
    ]);
    expect(plans).toHaveLength(3);
    expect(preview.billedByHand).toEqual([
      { schoolID: byHand, schoolName: 'Participation Hand-Billed College' },
    ]);
    expect(plans).toEqual(
      expect.arrayContaining([
        [s.schoolA.id, s.schoolA.name, 1, 1, fee],
        [s.schoolA.id, s.schoolA.name, 2, 3, 3 * fee],
        [s.schoolB.id, s.schoolB.name, 1, 1, fee],
      ]),
    );
  });

  it('creates the previewed invoices, one line per student at the fee, then none on a second run', async () => {
    const res = await callAs(s, 'teAdmin', 'POST', url());
    expect(res.statusCode, res.body).toBe(200);
    const { created, invoices } = res.json() as { created: number; invoices: InvoiceRow[] };
    expect(created).toBe(3);
    expect(bySchoolAndProgram(invoices)).toEqual(
      [`${s.schoolA.id}/1`, `${s.schoolA.id}/2`, `${s.schoolB.id}/1`].sort(),
    );
    for (const inv of invoices) {
      expect(inv).toMatchObject({
        feeTypeId: FEE_TYPE.PARTICIPATION_FEES,
        aidYearId: s.aidYear.id,
        invoiceDate: BILLING_TODAY,
        invoiceAmountPaid: 0,
        status: 'Open',
      });
      expect(inv.invoiceNumber).toMatch(/^2088-\d{6}$/);
    }
    const aTwo = invoices.find((i) => i.schoolID === s.schoolA.id && i.participationTypeId === 2)!;
    expect(aTwo.amount).toBe(3 * fee);
    const lines = (
      await callAs(s, 'schoolTelo', 'GET', `/api/invoice/${aTwo.id}/listdetail`)
    ).json() as InvoiceLine[];
    expect(lines.map((l) => [l.studentLastName, l.amount])).toEqual([
      ['Baker', fee],
      ['Cole', fee],
      ['Dunn', fee],
    ]);
    expect(lines[0]).toMatchObject({
      enrolledSchoolName: 'Participation Import University',
      enrolledSchoolCity: 'Madison',
      enrolledSchoolState: 'WI',
    });

    const again = await callAs(s, 'teAdmin', 'POST', url());
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ created: 0, invoices: [] });
    const [count] = await s.rows<{ n: number }>(
      sql`select count(*)::int as n from invoices where aid_year_id = ${s.aidYear.id}`,
    );
    // The three generated and the one added by hand.
    expect(count!.n).toBe(4);
    expect(((await callAs(s, 'teRead', 'GET', url())).json() as ParticipationPreview).invoices).toEqual([]);
  });

  it('is for TE admins: the billing role alone may not, read-only ones only preview', async () => {
    expect((await callAs(s, 'teBilling', 'GET', url())).statusCode).toBe(403);
    expect((await callAs(s, 'teBilling', 'POST', url())).statusCode).toBe(403);
    expect((await callAs(s, 'teRead', 'POST', url())).statusCode).toBe(403);
    expect((await callAs(s, 'schoolTelo', 'GET', url())).statusCode).toBe(403);
  });

  it('answers 404 for an aid year nobody has', async () => {
    expect((await callAs(s, 'teAdmin', 'GET', '/api/invoice/generate/2000000000')).statusCode).toBe(404);
  });
});
