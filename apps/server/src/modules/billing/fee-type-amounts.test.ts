import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingSuite, callAs, changeFeeSetting, startBillingSuite } from '../../test/billing-suite.js';

// GET api/invoice/invoicetype carries each fee type's amount from the fee settings (open-points 33):
// Add Fee starts Membership Dues and Administrative Fee at it. TE billing users read it there, without
// the settings screen's access (TE Admin only).

let s: BillingSuite;

beforeAll(async () => {
  s = await startBillingSuite('FeeTypes', 2086);
});

afterAll(async () => {
  await s?.t.close();
});

async function feeTypes(as: 'teBilling' | 'schoolTelo' = 'teBilling') {
  const res = await callAs(s, as, 'GET', '/api/invoice/invoicetype');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; feeType: string; defaultAmount: number | null }[];
}

describe('the fee types with the amounts Add Fee starts at', () => {
  it('answers the seeded membership dues and administrative fee, none for participation fees', async () => {
    expect(await feeTypes()).toEqual([
      { id: 1, feeType: 'Membership Dues', defaultAmount: 150_000 },
      { id: 2, feeType: 'Participation Fees', defaultAmount: null },
      { id: 3, feeType: 'Administrative Fee', defaultAmount: 7_500 },
    ]);
    // The TE billing user cannot read the settings themselves.
    expect((await callAs(s, 'teBilling', 'GET', '/api/settings')).statusCode).toBe(403);
  });

  it('follows a changed setting on the next read; 0 starts the amount empty', async () => {
    await changeFeeSetting(s, 'ADMINISTRATIVE_FEE', '80.25');
    await changeFeeSetting(s, 'MEMBERSHIP_DUES', '1600');
    const amounts = (await feeTypes('schoolTelo')).map((t) => t.defaultAmount);
    expect(amounts).toEqual([160_000, null, 8_025]);
    await changeFeeSetting(s, 'ADMINISTRATIVE_FEE', '0');
    expect((await feeTypes()).find((t) => t.id === 3)?.defaultAmount).toBeNull();
  });
});
