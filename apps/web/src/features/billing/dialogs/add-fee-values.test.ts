import { BILLING_MESSAGES as M } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import {
  amountAfterFeeTypeChange,
  FEE_FIELD_MAP,
  type FeeFormValues,
  feeFormDefaults,
  feeFormIssues,
  feeFormResolver,
  feeTypeAmountText,
  toFeeBody,
} from './add-fee-values';

const RESOLVER_OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;

const filled: FeeFormValues = {
  aidYearId: 7,
  participationTypeId: 1,
  feeTypeId: 3,
  feeAmount: '1,250.50',
  feeNote: '  Late registration  ',
};

describe('Add Fee form', () => {
  it('opens empty, with the program chosen when the school offers only one', () => {
    expect(feeFormDefaults([])).toMatchObject({ aidYearId: '', participationTypeId: '', feeAmount: '' });
    expect(feeFormDefaults([{ participationId: 4, participationName: 'Graduate' }]).participationTypeId).toBe(
      4,
    );
    const two = [
      { participationId: 1, participationName: 'Undergraduate' },
      { participationId: 4, participationName: 'Graduate' },
    ];
    expect(feeFormDefaults(two).participationTypeId).toBe('');
  });

  it('sends the selected school, the choices and the amount typed in dollars as cents', () => {
    expect(toFeeBody(filled, 3)).toEqual({
      schoolID: 3,
      aidYearId: 7,
      participationTypeId: 1,
      feeTypeId: 3,
      amount: 125_050,
      invoiceNote: 'Late registration',
    });
    expect(toFeeBody({ ...filled, feeNote: '   ' }, 3).invoiceNote).toBeNull();
  });

  it('says "Required" for each missing choice and an empty amount (§5), the schema\'s word as the API\'s', async () => {
    const empty: FeeFormValues = {
      aidYearId: '',
      participationTypeId: '',
      feeTypeId: '',
      feeAmount: ' ',
      feeNote: '',
    };
    expect(toFeeBody(empty, 3)).toMatchObject({ aidYearId: null, feeTypeId: null, amount: null });
    expect(feeFormIssues(empty)).toEqual([]);
    const { errors } = await feeFormResolver(3)(empty, undefined, RESOLVER_OPTIONS);
    expect(errors).toEqual({
      aidYearId: expect.objectContaining({ message: M.required }),
      participationTypeId: expect.objectContaining({ message: M.required }),
      feeTypeId: expect.objectContaining({ message: M.required }),
      feeAmount: expect.objectContaining({ message: M.required }),
    });
    expect((await feeFormResolver(3)(filled, undefined, RESOLVER_OPTIONS)).errors).toEqual({});
  });

  it('says how to write an amount that is not dollars and cents', () => {
    expect(feeFormIssues({ ...filled, feeAmount: '12.345' })).toEqual([
      { path: 'feeAmount', message: M.amountFormat },
    ]);
    expect(feeFormIssues({ ...filled, feeAmount: 'ten' })).toEqual([
      { path: 'feeAmount', message: M.amountFormat },
    ]);
  });

  it("leaves the schema's message for a field the form already speaks for, and maps the others", () => {
    const map = FEE_FIELD_MAP as (path: PropertyKey[], body: unknown, values: FeeFormValues) => string | null;
    expect(map(['amount'], {}, { ...filled, feeAmount: 'ten' })).toBeNull();
    expect(map(['amount'], {}, { ...filled, feeAmount: '' })).toBe('feeAmount');
    expect(map(['amount'], {}, { ...filled, feeAmount: '-5' })).toBe('feeAmount');
    expect(map(['aidYearId'], {}, { ...filled, aidYearId: '' })).toBe('aidYearId');
    expect(map(['invoiceNote'], {}, filled)).toBe('feeNote');
    expect(map(['schoolID'], {}, filled)).toBeNull();
  });
});

describe('Add Fee amount from the fee settings (open-points 33)', () => {
  const types = [
    { id: 1, feeType: 'Membership Dues', defaultAmount: 150_000 },
    { id: 2, feeType: 'Participation Fees', defaultAmount: null },
    { id: 3, feeType: 'Administrative Fee', defaultAmount: 7_550 },
  ];

  it("shows a fee type's setting amount in dollars and cents, nothing for one without", () => {
    expect(feeTypeAmountText(types, 1)).toBe('1500.00');
    expect(feeTypeAmountText(types, 3)).toBe('75.50');
    expect(feeTypeAmountText(types, 2)).toBe('');
    expect(feeTypeAmountText(types, '')).toBe('');
  });

  it('fills an empty amount with the chosen type’s setting', () => {
    expect(amountAfterFeeTypeChange('', types, '', 1)).toBe('1500.00');
    expect(amountAfterFeeTypeChange('  ', types, 2, 3)).toBe('75.50');
    expect(amountAfterFeeTypeChange('', types, '', 2)).toBe('');
  });

  it('replaces an amount still as prefilled, clearing it for a type without a setting', () => {
    expect(amountAfterFeeTypeChange('1500.00', types, 1, 3)).toBe('75.50');
    expect(amountAfterFeeTypeChange('1500.00', types, 1, 2)).toBe('');
  });

  it('keeps an amount the user typed', () => {
    expect(amountAfterFeeTypeChange('1400.00', types, 1, 3)).toBe('1400.00');
    expect(amountAfterFeeTypeChange('99', types, '', 1)).toBe('99');
  });
});
