import { describe, expect, it } from 'vitest';
import { FEE_TYPE_SETTING } from '../billing/fee-setting-amounts.js';
import {
  checkSettingUpdate,
  checkSettingValue,
  SETTING_EFFECTS,
  settingEffect,
} from './fee-settings-rules.js';
import { SETTINGS_MESSAGES as M } from './settings-messages.js';

describe('checkSettingValue (3-billing §5)', () => {
  it('requires a value', () => {
    expect(checkSettingValue('Integer', '')).toBe(M.required);
    expect(checkSettingValue('Decimal', '   ')).toBe(M.required);
  });
  it.each(['0', '30', ' 45 ', '123456789'])('takes the Integer %j', (v) =>
    expect(checkSettingValue('Integer', v)).toBeNull(),
  );
  it.each(['1.5', '-3', '1e3', '3 0', 'ten', '+4'])('refuses the Integer %j: digits only', (v) =>
    expect(checkSettingValue('Integer', v)).toBe(M.numericOnly),
  );
  it('refuses an Integer of more than nine digits', () => {
    expect(checkSettingValue('Integer', '1234567890')).toBe(M.valueTooLong);
  });
  it.each(['250', '250.5', '250.50', '0.99', '9999999.99', '0009999999'])('takes the Decimal %j', (v) =>
    expect(checkSettingValue('Decimal', v)).toBeNull(),
  );
  it.each(['.5', '5.', '-1.00', '1,000.00', '$5', 'abc', '1.2.3'])('refuses the Decimal %j', (v) =>
    expect(checkSettingValue('Decimal', v)).toBe(M.decimalOnly),
  );
  it('keeps Decimal amounts to dollars and cents below 10,000,000', () => {
    expect(checkSettingValue('Decimal', '1.005')).toBe(M.decimalPlaces);
    expect(checkSettingValue('Decimal', '10000000')).toBe(M.setRateTooLarge);
  });
});

describe('settingEffect (open-points 33)', () => {
  it('says the participation fee is used by the generated invoices', () => {
    expect(settingEffect('PARTICIPATION_FEE')).toMatchObject({ used: true, aboveZero: true });
    expect(settingEffect('PARTICIPATION_FEE').text).toMatch(
      /participation fee invoices generated in Billing/,
    );
  });
  it('says membership dues are generated per member school and start Add Fee', () => {
    expect(settingEffect('MEMBERSHIP_DUES')).toMatchObject({ used: true, aboveZero: true });
    expect(settingEffect('MEMBERSHIP_DUES').text).toMatch(/membership dues invoices generated in Billing/);
    expect(settingEffect('MEMBERSHIP_DUES').text).toMatch(/Add Fee also starts Membership Dues/);
  });
  it('says the administrative fee is where Add Fee starts, still changeable', () => {
    expect(settingEffect('ADMINISTRATIVE_FEE')).toMatchObject({ used: true });
    expect(settingEffect('ADMINISTRATIVE_FEE').aboveZero).toBeUndefined();
    expect(settingEffect('ADMINISTRATIVE_FEE').text).toMatch(/starting amount of an Administrative Fee/);
  });
  it('says plainly which settings nothing reads', () => {
    const unused = Object.entries(SETTING_EFFECTS)
      .filter(([, e]) => !e.used)
      .map(([name]) => name)
      .sort();
    expect(unused).toEqual(['INVOICE_DUE_DAYS', 'LATE_PAYMENT_FEE', 'MAX_IMPORT_SCHOOLS']);
    expect(settingEffect('LATE_PAYMENT_FEE').text).toMatch(/^Not used anywhere/);
    expect(settingEffect('INVOICE_DUE_DAYS').text).toMatch(/^Not used anywhere/);
    expect(settingEffect('SOMETHING_NEW')).toEqual({ used: false, text: 'Not used anywhere in the portal.' });
  });
  it('names a setting for every fee type billing prefills, each marked in use', () => {
    for (const name of Object.values(FEE_TYPE_SETTING)) expect(settingEffect(name!).used).toBe(true);
  });
});

describe('checkSettingUpdate', () => {
  const fee = { settingName: 'PARTICIPATION_FEE', valueType: 'Decimal' };
  it('checks the value type first', () => {
    expect(checkSettingUpdate(fee, 'x')).toBe(M.decimalOnly);
  });
  it('refuses 0 for the participation fee, which generated invoices bill per student', () => {
    expect(checkSettingUpdate(fee, '0.00')).toBe(M.mustBeAboveZero);
    expect(checkSettingUpdate(fee, '0.01')).toBeNull();
  });
  it('refuses 0 for membership dues, which generated invoices bill per school', () => {
    const dues = { settingName: 'MEMBERSHIP_DUES', valueType: 'Decimal' };
    expect(checkSettingUpdate(dues, '0')).toBe(M.mustBeAboveZero);
    expect(checkSettingUpdate(dues, '1500.00')).toBeNull();
  });
  it('takes 0 for a setting without that limit', () => {
    expect(checkSettingUpdate({ settingName: 'LATE_PAYMENT_FEE', valueType: 'Decimal' }, '0')).toBeNull();
  });
});
