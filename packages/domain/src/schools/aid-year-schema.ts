import { z } from 'zod';
import { isIsoDate } from '../common/dates.js';
import { whenMissing } from '../common/validation-messages.js';
import { isWebAddress } from '../common/web-address.js';
import { isRecord } from '../common/when-valid.js';
import { ELIGIBLE_PROGRAMS } from '../reference/reference.js';
import { SCHOOL_AID_YEAR_MESSAGES as M } from './aid-year-messages.js';
import {
  EXCLUSIVE_ELIGIBLE_PROGRAMS,
  hasProgramException,
  isWholeDollars,
  MAX_AMOUNT_CENTS,
  needsScholarshipAmount,
  usesSetRate,
} from './aid-year-rules.js';

const required = { error: whenMissing(M.required) };
const flag = z.union([z.literal(0), z.literal(1)], required);
/**
 * Money in integer cents (open-points 22), not negative, below $10,000,000; `invalid` for anything else.
 * Whether it is required is the record's rule (it depends on the offering and on opting out).
 */
function cents(invalid: string, wholeDollars = false) {
  const amount = z.number({ error: invalid }).int(invalid).min(0, invalid);
  return (wholeDollars ? amount.refine(isWholeDollars, invalid) : amount)
    .max(MAX_AMOUNT_CENTS, M.amountTooLarge)
    .nullish();
}
const amount = cents(M.mustBeNumber);
const url = z
  .string()
  .trim()
  .max(300, 'Must be 300 characters or less')
  .nullish()
  .transform((v) => v || null);
const day = z
  .string()
  .nullish()
  .transform((v) => v?.trim() || null);

/** Fields of the aid-year form and the record body (1-core §3); disabled fields may be left out. */
const recordShape = {
  optOutImportScholarship: flag.default(0),
  exportUrl: url,
  importUrl: url,
  willExtendTuition: flag.default(0),
  acceptMidTermStudents: flag.nullish(),
  exportDeadline: day,
  importDeadline: day,
  tuition: cents(M.numericOnly, true).describe(
    'Cents, a whole number of dollars (the form takes whole dollars, digits only)',
  ),
  scholarshipOfferingId: z.number().int().min(1).max(4).nullish(),
  scholarshipAmountOther: amount.describe('Cents; required when the offering is 3 or 4'),
  setRate: amount.describe(
    "Cents; kept only for an Annual Set-Rate offering, which takes the aid year's set rate without one",
  ),
  requireFafsa: flag.default(0),
  pellIncluded: flag.default(0),
  stateGrantIncluded: flag.default(0),
  academicScholarshipIncluded: flag.default(0),
  talentScholarshipIncluded: flag.default(0),
  outsideScholarshipIncluded: flag.default(0),
  mustLiveOnCampus: flag.default(0),
  percentageAwardOffers: z.union([z.number(), z.string()]).nullish(),
  eligiblePrograms: z
    .array(
      z.object({
        eligibleProgramId: z.number().int().min(1).max(ELIGIBLE_PROGRAMS.length),
        eligibleProgramException: z.string().trim().max(2000).nullish(),
      }),
    )
    .max(ELIGIBLE_PROGRAMS.length)
    .default([]),
  /** Enrollment fees set to Yes: fee type 1-3, frequency 1 (annual) or 2 (one-time), amount in cents. */
  enrollments: z
    .array(
      z.object({
        feeTypeId: z.number().int().min(1).max(3),
        feeFrequencyId: z.union([z.literal(1), z.literal(2)], required).nullish(),
        amount: amount.describe('Cents'),
      }),
    )
    .max(3)
    .default([]),
  studentCategories: z
    .array(z.object({ categoryId: z.number().int().min(1).max(7) }))
    .max(7)
    .default([]),
  /** Optimistic concurrency: the version the form was loaded with (absent = do not check). */
  version: z.number().int().positive().optional(),
};

type RecordValues = z.output<z.ZodObject<typeof recordShape>>;
type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message });

function percentage(v: RecordValues['percentageAwardOffers']): number | null {
  if (v === null || v === undefined || (typeof v === 'string' && !v.trim())) return null;
  const n = typeof v === 'number' ? v : /^\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN;
  return Number.isInteger(n) && n >= 0 && n <= 100 ? n : Number.NaN;
}

/**
 * An amount the record needs: its own field reports a wrong value (type, whole dollars, maximum), so
 * only a missing one is left to say.
 */
function requireAmount(ctx: Ctx, path: (string | number)[], v: RecordValues['tuition']) {
  if (v === null || v === undefined) issue(ctx, path, M.required);
}

/** Rules of 1-core §5 for a record that does not opt out (opting out needs nothing else). */
function recordRules(v: RecordValues, ctx: Ctx) {
  if (v.optOutImportScholarship === 1) return;
  // Checked here rather than on the field: opting out disables the links, so an old stored one that is
  // not a web address must not block the save.
  for (const field of ['exportUrl', 'importUrl'] as const) {
    const link = v[field];
    if (link && !isWebAddress(link)) issue(ctx, [field], M.webAddressInvalid);
  }
  for (const field of ['exportDeadline', 'importDeadline'] as const) {
    const d = v[field];
    if (!d || !isIsoDate(d)) issue(ctx, [field], M.required);
  }
  if (v.acceptMidTermStudents === null || v.acceptMidTermStudents === undefined) {
    issue(ctx, ['acceptMidTermStudents'], M.required);
  }
  requireAmount(ctx, ['tuition'], v.tuition);
  if (needsScholarshipAmount(v.scholarshipOfferingId)) {
    requireAmount(ctx, ['scholarshipAmountOther'], v.scholarshipAmountOther);
  }
  if (Number.isNaN(percentage(v.percentageAwardOffers))) {
    issue(ctx, ['percentageAwardOffers'], M.percentageRange);
  }
  const feeTypes = new Set<number>();
  v.enrollments.forEach((fee, i) => {
    if (feeTypes.has(fee.feeTypeId)) issue(ctx, ['enrollments', i, 'feeTypeId'], M.feeTypeOnce);
    feeTypes.add(fee.feeTypeId);
    if (fee.feeFrequencyId === null || fee.feeFrequencyId === undefined) {
      issue(ctx, ['enrollments', i, 'feeFrequencyId'], M.required);
    }
    requireAmount(ctx, ['enrollments', i, 'amount'], fee.amount);
  });
  const chosen = new Set(v.eligiblePrograms.map((p) => p.eligibleProgramId));
  for (const pair of EXCLUSIVE_ELIGIBLE_PROGRAMS) {
    if (chosen.has(pair.all) && chosen.has(pair.except)) {
      const name = (id: number) => ELIGIBLE_PROGRAMS.find((p) => p.id === id)?.name ?? String(id);
      issue(ctx, ['eligiblePrograms'], M.programsExclusive(name(pair.all), name(pair.except)));
    }
  }
}

/** What is stored (money in cents): cleared when opting out, Pell cleared without FAFSA, lists unique. */
function normaliseRecord(v: RecordValues) {
  const optOut = v.optOutImportScholarship === 1;
  const offering = optOut ? null : (v.scholarshipOfferingId ?? null);
  const fafsa = optOut ? 0 : v.requireFafsa;
  const keep = <T>(value: T, cleared: T) => (optOut ? cleared : value);
  const programs = new Map(v.eligiblePrograms.map((p) => [p.eligibleProgramId, p.eligibleProgramException]));
  const fees = new Map(v.enrollments.map((f) => [f.feeTypeId, f]));
  return {
    optOutImportScholarship: v.optOutImportScholarship,
    exportUrl: keep(v.exportUrl, null),
    importUrl: keep(v.importUrl, null),
    willExtendTuition: keep(v.willExtendTuition, 0),
    acceptMidTermStudents: keep(v.acceptMidTermStudents ?? null, null),
    exportDeadline: keep(v.exportDeadline, null),
    importDeadline: keep(v.importDeadline, null),
    tuitionCents: keep(v.tuition ?? null, null),
    scholarshipOfferingId: offering,
    scholarshipAmountOtherCents: needsScholarshipAmount(offering) ? (v.scholarshipAmountOther ?? null) : null,
    setRateCents: usesSetRate(offering) ? (v.setRate ?? null) : null,
    requireFafsa: fafsa,
    pellIncluded: fafsa === 1 ? v.pellIncluded : 0,
    stateGrantIncluded: keep(v.stateGrantIncluded, 0),
    academicScholarshipIncluded: keep(v.academicScholarshipIncluded, 0),
    talentScholarshipIncluded: keep(v.talentScholarshipIncluded, 0),
    outsideScholarshipIncluded: keep(v.outsideScholarshipIncluded, 0),
    mustLiveOnCampus: keep(v.mustLiveOnCampus, 0),
    percentageAwardOffers: keep(percentage(v.percentageAwardOffers), null),
    eligiblePrograms: optOut
      ? []
      : [...programs.entries()]
          .sort(([a], [b]) => a - b)
          .map(([eligibleProgramId, exception]) => ({
            eligibleProgramId,
            eligibleProgramException: hasProgramException(eligibleProgramId) ? exception || null : null,
          })),
    enrollments: optOut
      ? []
      : [...fees.values()]
          .sort((a, b) => a.feeTypeId - b.feeTypeId)
          .map((f) => ({
            feeTypeId: f.feeTypeId,
            feeFrequencyId: f.feeFrequencyId!,
            amountCents: f.amount!,
          })),
    studentCategories: optOut
      ? []
      : [...new Set(v.studentCategories.map((c) => c.categoryId))]
          .sort((a, b) => a - b)
          .map((categoryId) => ({ categoryId })),
    version: v.version,
  };
}

const AMOUNT_FIELDS = ['tuition', 'scholarshipAmountOther', 'setRate'];

/** An issue of an amount field (a fee's amount included): its own message, not one the rules read past. */
function isAmountIssue(path: readonly PropertyKey[]): boolean {
  if (path.length === 1) return AMOUNT_FIELDS.includes(String(path[0]));
  return path.length === 3 && path[0] === 'enrollments' && path[2] === 'amount';
}

/**
 * The record's rules run beside a wrong amount (they only ask whether one is there) and beside a problem
 * with the given fields (which they do not read), so the form shows every message at once; zod otherwise
 * skips them while any field fails.
 */
function whenFieldsReadable(...keys: string[]) {
  return {
    when: (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
      isRecord(payload.value) &&
      payload.issues.every(
        (i) => i.path?.length && (keys.includes(String(i.path[0])) || isAmountIssue(i.path)),
      ),
  };
}

/**
 * The Annual Aid Year School Information form and PUT api/schools/aidyears/{recordId} body. When
 * optOutImportScholarship is 1 every other field is ignored and cleared (1-core §5).
 */
export const schoolAidYearSchema = z
  .object(recordShape)
  .superRefine(recordRules, whenFieldsReadable())
  .transform(normaliseRecord);

/** POST api/schools/aidyears body: the record plus the school and the aid year it is for. */
export const schoolAidYearCreateSchema = z
  .object({
    ...recordShape,
    schoolId: z.number(required).int().positive(),
    aidYearId: z.number(required).int().positive(),
  })
  // The record's rules do not read the school or the aid year, so a missing one does not hide them.
  .superRefine(recordRules, whenFieldsReadable('schoolId', 'aidYearId'))
  .transform((v) => ({ ...normaliseRecord(v), schoolId: v.schoolId, aidYearId: v.aidYearId }));

export type SchoolAidYearInput = z.input<typeof schoolAidYearSchema>;
export type SchoolAidYearBody = z.output<typeof schoolAidYearSchema>;
export type SchoolAidYearCreateInput = z.input<typeof schoolAidYearCreateSchema>;
export type SchoolAidYearCreateBody = z.output<typeof schoolAidYearCreateSchema>;
