import { SCHOOL_AID_YEAR_MESSAGES as M, type SchoolAidYearRecord } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import {
  type AidYearFormValues,
  aidYearFormValues,
  aidYearRecordInput,
  aidYearResolver,
} from './aid-year-form-values';

const record: SchoolAidYearRecord = {
  id: 9,
  schoolId: 4,
  aidYearId: 6,
  aidyear: '2027-2028',
  aidyearLabel: '2027-2028 (Enrolling Fall 2027 or Spring 2028)',
  aidyearenddate: '2028-06-30',
  active: true,
  canEdit: true,
  optOutImportScholarship: 0,
  exportUrl: 'https://x.edu/hr',
  importUrl: null,
  willExtendTuition: 1,
  acceptMidTermStudents: 0,
  exportDeadline: '2027-12-15',
  importDeadline: '2028-01-15',
  tuition: 4_100_000,
  scholarshipOfferingId: 4,
  scholarshipAmountOther: 2_460_050,
  setRate: null,
  requireFafsa: 1,
  pellIncluded: 1,
  stateGrantIncluded: 0,
  academicScholarshipIncluded: 0,
  talentScholarshipIncluded: 0,
  outsideScholarshipIncluded: 0,
  mustLiveOnCampus: 0,
  percentageAwardOffers: null,
  eligiblePrograms: [
    {
      eligibleProgramId: 2,
      eligibleProgramName: 'All undergraduate programs except',
      eligibleProgramException: 'Nursing',
    },
  ],
  enrollments: [
    {
      feeTypeId: 3,
      feeTypeName: 'Import Applicant Fee',
      feeFrequencyId: 2,
      enrollmentFeeFrequencyName: 'One-time',
      amount: 2500,
    },
  ],
  studentCategories: [{ categoryId: 2, categoryName: 'Transfer Student' }],
  version: 3,
};

async function resolve(values: AidYearFormValues) {
  return aidYearResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('aid-year form values', () => {
  it('shows the stored cents in dollars and round-trips them into the record body', () => {
    const values = aidYearFormValues(record);
    expect(values.programs).toHaveLength(9);
    expect(values.fees.map((f) => f.offered)).toEqual([0, 0, 1]);
    expect(values).toMatchObject({ tuition: '41000', scholarshipAmountOther: '24600.50', setRate: '' });
    expect(values.fees[2]!.amount).toBe('25.00');
    expect(aidYearRecordInput(values)).toMatchObject({
      tuition: 4_100_000,
      scholarshipAmountOther: 2_460_050,
      setRate: null,
      acceptMidTermStudents: 0,
      eligiblePrograms: [{ eligibleProgramId: 2, eligibleProgramException: 'Nursing' }],
      enrollments: [{ feeTypeId: 3, feeFrequencyId: 2, amount: 2500 }],
      studentCategories: [{ categoryId: 2 }],
    });
  });

  it('starts a new year with nothing answered and FAFSA required', () => {
    const values = aidYearFormValues(null);
    expect(values).toMatchObject({ acceptMidTermStudents: null, requireFafsa: 1, tuition: '' });
    expect(values.fees.every((f) => f.offered === null)).toBe(true);
  });

  it('puts the schema messages on the form rows they belong to', async () => {
    const values = aidYearFormValues(record);
    values.tuition = '41,000';
    values.fees[1] = { feeTypeId: 2, offered: 1, feeFrequencyId: null, amount: '' };
    values.programs[0]!.checked = true;
    const { errors } = await resolve(values);
    expect(errors.tuition?.message).toBe(M.numericOnly);
    expect(errors.fees?.[1]?.feeFrequencyId?.message).toBe(M.required);
    expect(errors.fees?.[1]?.amount?.message).toBe(M.required);
    expect(errors.programs?.message).toBe(
      M.programsExclusive('All undergraduate programs', 'All undergraduate programs except'),
    );
  });

  it('converts what a person types in dollars into cents', () => {
    const values = aidYearFormValues(record);
    values.tuition = ' 38000 ';
    values.scholarshipAmountOther = '$1,234.5';
    values.fees[2]!.amount = '0.29';
    expect(aidYearRecordInput(values)).toMatchObject({
      tuition: 3_800_000,
      scholarshipAmountOther: 123_450,
      enrollments: [{ feeTypeId: 3, amount: 29 }],
    });
    values.scholarshipAmountOther = '';
    expect(aidYearRecordInput(values).scholarshipAmountOther).toBeNull();
  });

  it('sends no amount the record does not use, so a hidden or disabled field never blocks a save', async () => {
    const values = aidYearFormValues(record);
    values.scholarshipOfferingId = 1;
    values.scholarshipAmountOther = 'a lot';
    values.setRate = 'x';
    expect(aidYearRecordInput(values)).toMatchObject({ scholarshipAmountOther: null, setRate: null });
    expect((await resolve(values)).errors).toEqual({});
    const optedOut = { ...aidYearFormValues(record), optOutImportScholarship: 1 as const, tuition: '1,000' };
    expect(aidYearRecordInput(optedOut)).toMatchObject({ tuition: null, scholarshipAmountOther: null });
    expect((await resolve(optedOut)).errors).toEqual({});
  });

  it('says the amount messages of the server for what the browser converts', async () => {
    const values = aidYearFormValues(record);
    values.tuition = '41000.50';
    values.scholarshipAmountOther = 'ten';
    values.fees[2]!.amount = '-5';
    const { errors } = await resolve(values);
    expect(errors.tuition?.message).toBe(M.numericOnly);
    expect(errors.scholarshipAmountOther?.message).toBe(M.mustBeNumber);
    expect(errors.fees?.[2]?.amount?.message).toBe(M.mustBeNumber);
    values.tuition = '10000000';
    expect((await resolve(values)).errors.tuition?.message).toBe(M.amountTooLarge);
  });

  it('answers the body in cents when the form is valid', async () => {
    const result = await resolve(aidYearFormValues(record));
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      tuition: 4_100_000,
      scholarshipAmountOther: 2_460_050,
      scholarshipOfferingId: 4,
      enrollments: [{ feeTypeId: 3, feeFrequencyId: 2, amount: 2500 }],
    });
  });
});
