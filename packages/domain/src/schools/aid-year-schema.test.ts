import { describe, expect, it } from 'vitest';
import { SCHOOL_AID_YEAR_MESSAGES as M } from './aid-year-messages.js';
import { schoolAidYearCreateSchema, schoolAidYearSchema } from './aid-year-schema.js';

/** A complete, valid record as the form sends it: money in integer cents. */
function validRecord(overrides: Record<string, unknown> = {}) {
  return {
    optOutImportScholarship: 0,
    exportUrl: 'https://www.test.edu/hr',
    importUrl: 'https://www.test.edu/admissions',
    willExtendTuition: 1,
    acceptMidTermStudents: 1,
    exportDeadline: '2026-12-15',
    importDeadline: '2027-01-15',
    tuition: 4_100_000,
    scholarshipOfferingId: 1,
    requireFafsa: 1,
    pellIncluded: 1,
    eligiblePrograms: [{ eligibleProgramId: 1 }],
    enrollments: [{ feeTypeId: 1, feeFrequencyId: 1, amount: 5025 }],
    studentCategories: [{ categoryId: 2 }, { categoryId: 1 }, { categoryId: 2 }],
    ...overrides,
  };
}

function messageFor(input: unknown, path: string) {
  const r = schoolAidYearSchema.safeParse(input);
  if (r.success) return undefined;
  return r.error.issues.find((i) => i.path.join('.') === path)?.message;
}

describe('school aid-year record schema (1-core §3, §5)', () => {
  it('keeps money in cents and lists sorted and unique', () => {
    const r = schoolAidYearSchema.parse(validRecord());
    expect(r).toMatchObject({ tuitionCents: 4_100_000, pellIncluded: 1, scholarshipAmountOtherCents: null });
    expect(r.enrollments).toEqual([{ feeTypeId: 1, feeFrequencyId: 1, amountCents: 5025 }]);
    expect(r.studentCategories).toEqual([{ categoryId: 1 }, { categoryId: 2 }]);
  });

  it('ignores and clears everything else when opting out', () => {
    const r = schoolAidYearSchema.parse({
      optOutImportScholarship: 1,
      tuition: 4_100_000,
      exportUrl: 'https://x.edu',
      enrollments: [{ feeTypeId: 1 }],
      eligiblePrograms: [{ eligibleProgramId: 1 }, { eligibleProgramId: 2 }],
    });
    expect(r).toMatchObject({
      optOutImportScholarship: 1,
      exportUrl: null,
      tuitionCents: null,
      exportDeadline: null,
      acceptMidTermStudents: null,
      requireFafsa: 0,
      enrollments: [],
      eligiblePrograms: [],
      studentCategories: [],
    });
  });

  it('requires the deadlines and the mid-term answer', () => {
    expect(messageFor(validRecord({ exportDeadline: '' }), 'exportDeadline')).toBe(M.required);
    expect(messageFor(validRecord({ importDeadline: null }), 'importDeadline')).toBe(M.required);
    expect(messageFor(validRecord({ exportDeadline: '2026-13-01' }), 'exportDeadline')).toBe(M.required);
    expect(messageFor(validRecord({ acceptMidTermStudents: null }), 'acceptMidTermStudents')).toBe(
      M.required,
    );
  });

  it('requires tuition as whole dollars in cents, below the maximum', () => {
    expect(messageFor(validRecord({ tuition: null }), 'tuition')).toBe(M.required);
    // What the form sends for "41,000" (not digits only), and what a client may send.
    for (const bad of [Number.NaN, '41000', 4_100_050, 4_100_000.5, -100])
      expect(messageFor(validRecord({ tuition: bad }), 'tuition'), String(bad)).toBe(M.numericOnly);
    expect(messageFor(validRecord({ tuition: 1_000_000_000 }), 'tuition')).toBe(M.amountTooLarge);
    expect(schoolAidYearSchema.parse(validRecord({ tuition: 999_999_900 })).tuitionCents).toBe(999_999_900);
  });

  it('requires a numeric scholarship amount for offerings 3 and 4 only', () => {
    expect(messageFor(validRecord({ scholarshipOfferingId: 3 }), 'scholarshipAmountOther')).toBe(M.required);
    expect(
      messageFor(
        validRecord({ scholarshipOfferingId: 4, scholarshipAmountOther: Number.NaN }),
        'scholarshipAmountOther',
      ),
    ).toBe(M.mustBeNumber);
    const kept = schoolAidYearSchema.parse(
      validRecord({ scholarshipOfferingId: 4, scholarshipAmountOther: 2_460_050 }),
    );
    expect(kept.scholarshipAmountOtherCents).toBe(2_460_050);
    const cleared = schoolAidYearSchema.parse(
      validRecord({ scholarshipOfferingId: 1, scholarshipAmountOther: 500 }),
    );
    expect(cleared.scholarshipAmountOtherCents).toBeNull();
  });

  it('keeps a set rate only for the Annual Set-Rate offering', () => {
    expect(
      schoolAidYearSchema.parse(validRecord({ scholarshipOfferingId: 2, setRate: 3_150_050 })).setRateCents,
    ).toBe(3_150_050);
    expect(
      schoolAidYearSchema.parse(validRecord({ scholarshipOfferingId: 1, setRate: 3_150_000 })).setRateCents,
    ).toBeNull();
    expect(schoolAidYearSchema.parse(validRecord({ scholarshipOfferingId: 2 })).setRateCents).toBeNull();
    for (const bad of ['315', 12.5, -1, Number.NaN])
      expect(messageFor(validRecord({ scholarshipOfferingId: 2, setRate: bad }), 'setRate')).toBe(
        M.mustBeNumber,
      );
  });

  it('needs a frequency and a numeric amount for each fee set to Yes, once per fee', () => {
    expect(
      messageFor(
        validRecord({ enrollments: [{ feeTypeId: 2, amount: 1000 }] }),
        'enrollments.0.feeFrequencyId',
      ),
    ).toBe(M.required);
    expect(
      messageFor(validRecord({ enrollments: [{ feeTypeId: 2, feeFrequencyId: 2 }] }), 'enrollments.0.amount'),
    ).toBe(M.required);
    expect(
      messageFor(
        validRecord({ enrollments: [{ feeTypeId: 2, feeFrequencyId: 2, amount: '10' }] }),
        'enrollments.0.amount',
      ),
    ).toBe(M.mustBeNumber);
    const twice = validRecord({
      enrollments: [
        { feeTypeId: 3, feeFrequencyId: 1, amount: 1000 },
        { feeTypeId: 3, feeFrequencyId: 2, amount: 2000 },
      ],
    });
    expect(messageFor(twice, 'enrollments.1.feeTypeId')).toBe(M.feeTypeOnce);
  });

  it('clears Pell when FAFSA is not required', () => {
    expect(schoolAidYearSchema.parse(validRecord({ requireFafsa: 0, pellIncluded: 1 })).pellIncluded).toBe(0);
  });

  it.each([
    [1, 2, 'All undergraduate programs', 'All undergraduate programs except'],
    [4, 5, 'All online programs', 'Online programs except'],
    [6, 7, 'All certificate programs', 'Certificate programs except'],
  ])('refuses eligible programs %i and %i together', (all, except, allName, exceptName) => {
    const input = validRecord({
      eligiblePrograms: [{ eligibleProgramId: all }, { eligibleProgramId: except }],
    });
    expect(messageFor(input, 'eligiblePrograms')).toBe(M.programsExclusive(allName, exceptName));
  });

  it('keeps exception text only on the "except" kinds', () => {
    const r = schoolAidYearSchema.parse(
      validRecord({
        eligiblePrograms: [
          { eligibleProgramId: 2, eligibleProgramException: 'Nursing' },
          { eligibleProgramId: 8, eligibleProgramException: 'ignored' },
        ],
      }),
    );
    expect(r.eligiblePrograms).toEqual([
      { eligibleProgramId: 2, eligibleProgramException: 'Nursing' },
      { eligibleProgramId: 8, eligibleProgramException: null },
    ]);
  });

  it('checks the award-offer percentage', () => {
    expect(messageFor(validRecord({ percentageAwardOffers: 101 }), 'percentageAwardOffers')).toBe(
      M.percentageRange,
    );
    expect(
      schoolAidYearSchema.parse(validRecord({ percentageAwardOffers: '40' })).percentageAwardOffers,
    ).toBe(40);
  });

  it('needs the school and the aid year to create a record', () => {
    const r = schoolAidYearCreateSchema.safeParse(validRecord());
    expect(r.success).toBe(false);
    const ok = schoolAidYearCreateSchema.parse(validRecord({ schoolId: 4, aidYearId: 6 }));
    expect(ok).toMatchObject({ schoolId: 4, aidYearId: 6, tuitionCents: 4_100_000 });
  });

  it("reports the record's rules with a missing school or aid year, not after them", () => {
    const r = schoolAidYearCreateSchema.safeParse(validRecord({ tuition: Number.NaN, exportDeadline: '' }));
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      schoolId: M.required,
      aidYearId: M.required,
      tuition: M.numericOnly,
      exportDeadline: M.required,
    });
  });
});

describe('aid-year links (issue 7)', () => {
  it('accepts only http:// or https:// web addresses for both links', () => {
    for (const field of ['exportUrl', 'importUrl']) {
      for (const bad of ['javascript:alert(1)', 'data:text/html,hi', 'www.test.edu/hr']) {
        expect(messageFor(validRecord({ [field]: bad }), field), bad).toBe(M.webAddressInvalid);
        const create = schoolAidYearCreateSchema.safeParse(
          validRecord({ [field]: bad, schoolId: 1, aidYearId: 1 }),
        );
        expect(create.error?.issues.map((i) => i.message)).toEqual([M.webAddressInvalid]);
      }
    }
    expect(schoolAidYearSchema.parse(validRecord({ exportUrl: '', importUrl: null }))).toMatchObject({
      exportUrl: null,
      importUrl: null,
    });
  });

  it('does not let an old link block opting out, which clears it', () => {
    const r = schoolAidYearSchema.parse({ optOutImportScholarship: 1, exportUrl: 'www.test.edu/hr' });
    expect(r.exportUrl).toBeNull();
  });
});
