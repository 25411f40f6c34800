import {
  FEE_TYPE,
  type InvoiceRow,
  BILLING_MESSAGES as M,
  type MembershipDuesPreview,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBillingSchool } from '../../test/billing-fixtures.js';
import {
  BILLING_TODAY,
  type BillingSuite,
  callAs,
  changeFeeSetting,
  createInvoiceAt,
  errorOf,
  startBillingSuite,
} from '../../test/billing-suite.js';

// GET/POST api/invoice/generate/{aidYearId}/membershipdues (open-points 33; 3-billing §9): one
// membership dues invoice (fee type 1) per member school without one for the aid year, at the
// MEMBERSHIP_DUES setting, dated the programme's today, in one transaction; a second run creates none.

let s: BillingSuite;
/** Schools that are not billed: closed, archived, without a program, joined after the aid year, billed by hand. */
let left: Record<'closed' | 'archived' | 'noProgram' | 'lateJoiner' | 'byHand', number>;
/** A member school with an administrative fee of the year: other fee types do not count as dues. */
let adminFeeSchool: number;

beforeAll(async () => {
  s = await startBillingSuite('Dues', 2087);
  const school = (name: string, programs = [1]) => createBillingSchool(s.t, `Dues ${name}`, { programs });
  left = {
    closed: await school('Closed College'),
    archived: await school('Archived College'),
    noProgram: await school('Programless College', []),
    lateJoiner: await school('Late Joiner College'),
    byHand: await school('Hand-Billed College', [2, 3]),
  };
  await s.rows(sql`update schools set is_closed = 1 where id = ${left.closed}`);
  await s.rows(sql`update schools set archived = 1 where id = ${left.archived}`);
  // Joins after the 2087-2088 aid year has ended.
  await s.rows(sql`update schools set join_date = '2088-07-01' where id = ${left.lateJoiner}`);
  await createInvoiceAt(s, { schoolId: left.byHand, feeTypeId: FEE_TYPE.MEMBERSHIP_DUES });
  adminFeeSchool = await school('Administered College', [3]);
  await createInvoiceAt(s, {
    schoolId: adminFeeSchool,
    feeTypeId: FEE_TYPE.ADMINISTRATIVE_FEE,
    participationTypeId: 3,
    amountCents: 7_500,
  });
});

afterAll(async () => {
  await s?.t.close();
});

const url = (aidYearId = s.aidYear.id) => `/api/invoice/generate/${aidYearId}/membershipdues`;

async function preview(): Promise<MembershipDuesPreview> {
  const res = await callAs(s, 'teRead', 'GET', url());
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MembershipDuesPreview;
}

async function generate(): Promise<{ created: number; invoices: InvoiceRow[] }> {
  const res = await callAs(s, 'teAdmin', 'POST', url());
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { created: number; invoices: InvoiceRow[] };
}

/** The aid year's membership dues invoices per school. */
async function duesPerSchool() {
  return s.rows<{ school_id: number; n: number; cents: number[] }>(
    sql`select school_id, count(*)::int as n, array_agg(amount_cents) as cents from invoices
        where aid_year_id = ${s.aidYear.id} and fee_type_id = ${FEE_TYPE.MEMBERSHIP_DUES} group by school_id`,
  );
}

describe('membership dues invoices of an aid year', () => {
  it('previews one invoice per member school without dues, at the MEMBERSHIP_DUES setting', async () => {
    const [{ n: schoolCount } = { n: 0 }] = await s.rows<{ n: number }>(
      sql`select count(*)::int as n from schools`,
    );
    const answer = await preview();
    expect(answer).toMatchObject({
      aidYearId: s.aidYear.id,
      aidYearName: s.aidYear.name,
      duesAmount: 150_000,
    });
    const ids = answer.invoices.map((i) => i.schoolID);
    expect(new Set(ids).size).toBe(ids.length);
    // Every school of the demo data is a member; the five left out are this file's.
    expect(ids).toHaveLength(schoolCount - Object.keys(left).length);
    for (const id of Object.values(left)) expect(ids).not.toContain(id);
    expect(ids).toEqual(expect.arrayContaining([s.schoolA.id, s.schoolB.id, adminFeeSchool]));
    expect(answer.invoices.every((i) => i.amount === 150_000)).toBe(true);
    // By school name; dues belong to the school and name no exchange program (issue 32).
    const names = answer.invoices.map((i) => i.schoolName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(answer.invoices.find((i) => i.schoolID === s.schoolA.id)).toEqual({
      schoolID: s.schoolA.id,
      schoolName: s.schoolA.name,
      amount: 150_000,
    });
    expect(answer.invoices.find((i) => i.schoolID === adminFeeSchool)).not.toHaveProperty(
      'participationName',
    );
  });

  it('creates the previewed invoices in one transaction, logged as the acting user, then none again', async () => {
    const planned = (await preview()).invoices;
    const { created, invoices } = await generate();
    expect(created).toBe(planned.length);
    expect(invoices.map((i) => i.schoolID).sort()).toEqual(planned.map((p) => p.schoolID).sort());
    for (const inv of invoices) {
      expect(inv).toMatchObject({
        aidYearId: s.aidYear.id,
        feeTypeId: FEE_TYPE.MEMBERSHIP_DUES,
        amount: 150_000,
        invoiceAmountPaid: 0,
        invoiceDate: BILLING_TODAY,
        status: 'Open',
        note: null,
        participationTypeId: null,
        participationName: null,
      });
      expect(inv.invoiceNumber).toMatch(/^2087-\d{6}$/);
    }
    // Every member school now has exactly one, the hand-billed one still its own.
    const perSchool = await duesPerSchool();
    expect(perSchool.every((r) => r.n === 1)).toBe(true);
    expect(perSchool).toHaveLength(planned.length + 1);

    const log = await s.rows<{ record_id: number; new_value: string; modified_by: number; tx: string }>(
      sql`select record_id, new_value, modified_by, xmin::text as tx
          from change_log where table_name = 'invoices' and action = 'INSERT' and column_name = 'amount_cents'
            and log_type = 'BILLING' and record_id in (${sql.join(
              invoices.map((i) => sql`${i.id}`),
              sql`, `,
            )})`,
    );
    expect(log).toHaveLength(created);
    expect(new Set(log.map((l) => l.new_value))).toEqual(new Set(['150000']));
    expect(new Set(log.map((l) => l.modified_by))).toEqual(new Set([s.userIds.teAdmin]));
    // One transaction wrote them all.
    expect(new Set(log.map((l) => l.tx)).size).toBe(1);

    expect(await generate()).toEqual({ created: 0, invoices: [] });
    expect((await preview()).invoices).toEqual([]);
  });

  it('bills a changed setting from the next generation on; invoices already made keep their amount', async () => {
    await changeFeeSetting(s, 'MEMBERSHIP_DUES', '1625.50');
    const newcomer = await createBillingSchool(s.t, 'Dues Newcomer College');
    const answer = await preview();
    expect(answer.duesAmount).toBe(162_550);
    expect(answer.invoices.map((i) => [i.schoolID, i.amount])).toEqual([[newcomer, 162_550]]);
    const { invoices } = await generate();
    expect(invoices.map((i) => [i.schoolID, i.amount])).toEqual([[newcomer, 162_550]]);
    const amounts = new Map((await duesPerSchool()).map((r) => [r.school_id, r.cents]));
    expect(amounts.get(s.schoolA.id)).toEqual([150_000]);
  });

  it("creates each school's dues once when two generate at the same moment", async () => {
    const first = await createBillingSchool(s.t, 'Dues Twin One College');
    const second = await createBillingSchool(s.t, 'Dues Twin Two College');
    const runs = await Promise.all([
      callAs(s, 'teAdmin', 'POST', url()),
      callAs(s, 'teAdmin', 'POST', url()),
    ]);
    expect(runs.map((r) => r.statusCode)).toEqual([200, 200]);
    const counts = runs.map((r) => (r.json() as { created: number }).created).sort();
    expect(counts).toEqual([0, 2]);
    const perSchool = new Map((await duesPerSchool()).map((r) => [r.school_id, r.n]));
    expect([perSchool.get(first), perSchool.get(second)]).toEqual([1, 1]);
  });

  it('refuses to bill while the setting is not an amount above 0 (409), writing nothing', async () => {
    // The settings screen refuses 0; a value stored otherwise is still caught here.
    await s.rows(sql`update settings set setting_value = '0.00' where setting_name = 'MEMBERSHIP_DUES'`);
    await createBillingSchool(s.t, 'Dues Unbilled College');
    const before = await duesPerSchool();
    const get = await callAs(s, 'teAdmin', 'GET', url());
    expect(get.statusCode).toBe(409);
    expect(errorOf(get).message).toBe(M.noMembershipDues);
    expect((await callAs(s, 'teAdmin', 'POST', url())).statusCode).toBe(409);
    expect(await duesPerSchool()).toEqual(before);
    await s.rows(sql`update settings set setting_value = '1500.00' where setting_name = 'MEMBERSHIP_DUES'`);
  });

  it('is for TE admins: the billing role alone may not, read-only ones only preview', async () => {
    expect((await callAs(s, 'teBilling', 'GET', url())).statusCode).toBe(403);
    expect((await callAs(s, 'teBilling', 'POST', url())).statusCode).toBe(403);
    expect((await callAs(s, 'teRead', 'POST', url())).statusCode).toBe(403);
    expect((await callAs(s, 'schoolTelo', 'GET', url())).statusCode).toBe(403);
    expect((await callAs(s, 'schoolBilling', 'POST', url())).statusCode).toBe(403);
    expect((await callAs(s, null, 'POST', url())).statusCode).toBe(401);
  });

  it('refuses an aid year that has ended (409), writing nothing', async () => {
    const [past] = await s.rows<{ id: number }>(sql`select id from aid_years where aidyear = '2022-2023'`);
    const before = await duesPerSchool();
    const get = await callAs(s, 'teAdmin', 'GET', url(past!.id));
    expect(get.statusCode).toBe(409);
    expect(errorOf(get).message).toBe(M.duesAidYearEnded);
    expect((await callAs(s, 'teAdmin', 'POST', url(past!.id))).statusCode).toBe(409);
    expect(await duesPerSchool()).toEqual(before);
  });

  it('answers 404 for an aid year nobody has', async () => {
    expect((await callAs(s, 'teAdmin', 'GET', url(2_000_000_000))).statusCode).toBe(404);
    expect((await callAs(s, 'teAdmin', 'POST', url(2_000_000_000))).statusCode).toBe(404);
  });
});
