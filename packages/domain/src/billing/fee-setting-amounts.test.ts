import { describe, expect, it } from 'vitest';
import { FEE_TYPE_SETTING, settingAmountCents } from './fee-setting-amounts.js';
import { FEE_TYPE } from './invoice-rules.js';

describe('the fee settings billing reads (open-points 33)', () => {
  it('names the setting of membership dues and of the administrative fee, none for participation fees', () => {
    expect(FEE_TYPE_SETTING[FEE_TYPE.MEMBERSHIP_DUES]).toBe('MEMBERSHIP_DUES');
    expect(FEE_TYPE_SETTING[FEE_TYPE.ADMINISTRATIVE_FEE]).toBe('ADMINISTRATIVE_FEE');
    expect(FEE_TYPE_SETTING[FEE_TYPE.PARTICIPATION_FEES]).toBeUndefined();
  });

  it('reads a stored dollar value as cents', () => {
    expect(settingAmountCents('1500.00')).toBe(150_000);
    expect(settingAmountCents('75')).toBe(7_500);
    expect(settingAmountCents(' 0.29 ')).toBe(29);
  });

  it.each([['0'], ['0.00'], ['-5.00'], ['abc'], [''], [null], [undefined]])(
    'bills and prefills nothing for %j',
    (value) => expect(settingAmountCents(value)).toBeNull(),
  );
});
