import { SCHOOL_AID_YEAR_MESSAGES as M } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.js';
import { fieldError, helpers, recordBody } from '../../test/school-fixtures.js';

let t: TestContext;
let h: ReturnType<typeof helpers>;
let telo: string;
let alpha: number;
let aidYearId: number;

beforeAll(async () => {
  t = await startTestApp();
  h = helpers(t);
  telo = await t.signIn('telo@alpha.edu');
  alpha = await h.schoolId('Alpha University');
  aidYearId = await h.activeAidYear();
});
afterAll(() => t?.close());

/** POSTs a record for Alpha and answers the field's message (the answer must be 400). */
async function messageOf(overrides: Record<string, unknown>, field: string) {
  const res = await h.call(
    'POST',
    '/api/schools/aidyears',
    telo,
    recordBody({ schoolId: alpha, aidYearId, ...overrides }),
  );
  expect(res.statusCode).toBe(400);
  return fieldError(res, field);
}

describe('annual aid-year form rules on the server (1-core §5), one message each', () => {
  it.each(['exportDeadline', 'importDeadline', 'acceptMidTermStudents', 'tuition'])(
    "answers 'Required' for a missing %s",
    async (field) => {
      expect(await messageOf({ [field]: null }, field)).toBe(M.required);
    },
  );

  it("answers 'Required' for the scholarship amount of offerings 3 and 4", async () => {
    expect(await messageOf({ scholarshipOfferingId: 3 }, 'scholarshipAmountOther')).toBe(M.required);
    expect(
      await messageOf({ scholarshipOfferingId: 4, scholarshipAmountOther: null }, 'scholarshipAmountOther'),
    ).toBe(M.required);
  });

  it("answers 'Required' for a fee set to Yes without frequency or amount", async () => {
    expect(
      await messageOf({ enrollments: [{ feeTypeId: 1, amount: 2500 }] }, 'enrollments.0.feeFrequencyId'),
    ).toBe(M.required);
    expect(
      await messageOf({ enrollments: [{ feeTypeId: 1, feeFrequencyId: 1 }] }, 'enrollments.0.amount'),
    ).toBe(M.required);
  });

  it('Numeric values only (tuition: integer cents of whole dollars, as the form takes digits only)', async () => {
    for (const bad of [3_800_050, 38_000.5, '3800000', -100])
      expect(await messageOf({ tuition: bad }, 'tuition'), String(bad)).toBe(M.numericOnly);
  });

  it('Must be a number (scholarship amount, set rate and fee amount: integer cents)', async () => {
    for (const bad of ['2500', 24.5, -1]) {
      expect(
        await messageOf({ scholarshipOfferingId: 4, scholarshipAmountOther: bad }, 'scholarshipAmountOther'),
      ).toBe(M.mustBeNumber);
      expect(await messageOf({ scholarshipOfferingId: 2, setRate: bad }, 'setRate')).toBe(M.mustBeNumber);
      expect(
        await messageOf(
          { enrollments: [{ feeTypeId: 2, feeFrequencyId: 1, amount: bad }] },
          'enrollments.0.amount',
        ),
      ).toBe(M.mustBeNumber);
    }
  });

  it('Must be less than 10,000,000.', async () => {
    expect(await messageOf({ tuition: 1_000_000_000 }, 'tuition')).toBe(M.amountTooLarge);
    expect(
      await messageOf(
        { scholarshipOfferingId: 3, scholarshipAmountOther: 1_000_000_000 },
        'scholarshipAmountOther',
      ),
    ).toBe(M.amountTooLarge);
  });

  it('Must be between 0 and 100.', async () => {
    expect(await messageOf({ percentageAwardOffers: 150 }, 'percentageAwardOffers')).toBe(M.percentageRange);
  });

  it('Each fee may be listed once.', async () => {
    const fee = { feeTypeId: 1, feeFrequencyId: 1, amount: 1000 };
    expect(await messageOf({ enrollments: [fee, fee] }, 'enrollments.1.feeTypeId')).toBe(M.feeTypeOnce);
  });

  it.each([
    [1, 2, 'All undergraduate programs', 'All undergraduate programs except'],
    [4, 5, 'All online programs', 'Online programs except'],
    [6, 7, 'All certificate programs', 'Certificate programs except'],
  ])('refuses eligible programs %i and %i together', async (all, except, allName, exceptName) => {
    const programs = [{ eligibleProgramId: all }, { eligibleProgramId: except }];
    expect(await messageOf({ eligiblePrograms: programs }, 'eligiblePrograms')).toBe(
      M.programsExclusive(allName, exceptName),
    );
  });

  it('needs nothing else when opting out', async () => {
    const res = await h.call('POST', '/api/schools/aidyears', telo, {
      schoolId: alpha,
      aidYearId,
      optOutImportScholarship: 1,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().record).toMatchObject({ optOutImportScholarship: 1, tuition: null });
  });
});
