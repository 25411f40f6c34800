import { BILLING_MESSAGES as M } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import {
  FEE_FIELD_MAP,
  type FeeFormValues,
  feeFormDefaults,
  feeFormIssues,
  toFeeBody,
} from './add-fee-values';

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

  it('says "Required" for each missing choice and an empty amount (§5)', () => {
    const empty: FeeFormValues = {
      aidYearId: '',
      participationTypeId: '',
      feeTypeId: '',
      feeAmount: ' ',
      feeNote: '',
    };
    expect(feeFormIssues(empty)).toEqual([
      { path: 'aidYearId', message: M.required },
      { path: 'participationTypeId', message: M.required },
      { path: 'feeTypeId', message: M.required },
      { path: 'feeAmount', message: M.required },
    ]);
    expect(feeFormIssues(filled)).toEqual([]);
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
    expect(map(['amount'], {}, { ...filled, feeAmount: '' })).toBeNull();
    expect(map(['amount'], {}, { ...filled, feeAmount: '-5' })).toBe('feeAmount');
    expect(map(['aidYearId'], {}, { ...filled, aidYearId: '' })).toBeNull();
    expect(map(['invoiceNote'], {}, filled)).toBe('feeNote');
    expect(map(['schoolID'], {}, filled)).toBeNull();
  });
});
