import { z } from 'zod';
import { isIsoDate } from '../common/dates.js';
import { whenMissing } from '../common/validation-messages.js';
import { isWebAddress } from '../common/web-address.js';
import { whenOnlyInvalid } from '../common/when-valid.js';
import { ELIGIBLE_PROGRAMS } from '../reference/reference.js';
import { SCHOOL_AID_YEAR_MESSAGES as M } from './aid-year-messages.js';
import {
  dollarsToCents,
  EXCLUSIVE_ELIGIBLE_PROGRAMS,
  hasProgramException,
  isBlankAmount,
  MAX_DOLLARS,
  needsScholarshipAmount,
  usesSetRate,
  wholeDollarsToCents,
} from './aid-year-rules.js';

const required = { error: whenMissing(M.required) };
const flag = z.union([z.literal(0), z.literal(1)], required);
const amount = z.union([z.string(), z.number()]).nullish();
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
  /** Whole dollars, digits only. */
  tuition: amount,
  scholarshipOfferingId: z.number().int().min(1).max(4).nullish(),
  /** Dollars; required when the offering is 3 or 4. */
  scholarshipAmountOther: amount,
  /** Dollars; kept only for an Annual Set-Rate offering. */
  setRate: amount,
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
  /** Enrollment fees set to Yes: fee type 1-3, frequency 1 (annual) or 2 (one-time), amount in dollars. */
  enrollments: z
    .array(
      z.object({
        feeTypeId: z.number().int().min(1).max(3),
        feeFrequencyId: z.union([z.literal(1), z.literal(2)], required).nullish(),
        amount,
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

/** A dollar field's rule: required or not, whole dollars or cents, below the maximum. */
function checkAmount(ctx: Ctx, path: (string | number)[], v: RecordValues['tuition'], whole: boolean) {
  if (isBlankAmount(v)) return issue(ctx, path, M.required);
  const cents = whole ? wholeDollarsToCents(v!) : dollarsToCents(v!);
  if (Number.isNaN(cents)) return issue(ctx, path, whole ? M.numericOnly : M.mustBeNumber);
  if (cents > MAX_DOLLARS * 100) issue(ctx, path, M.amountTooLarge);
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
  checkAmount(ctx, ['tuition'], v.tuition, true);
  if (needsScholarshipAmount(v.scholarshipOfferingId)) {
    checkAmount(ctx, ['scholarshipAmountOther'], v.scholarshipAmountOther, false);
  }
  if (usesSetRate(v.scholarshipOfferingId) && !isBlankAmount(v.setRate)) {
    checkAmount(ctx, ['setRate'], v.setRate, false);
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
    checkAmount(ctx, ['enrollments', i, 'amount'], fee.amount, false);
  });
  const chosen = new Set(v.eligiblePrograms.map((p) => p.eligibleProgramId));
  for (const pair of EXCLUSIVE_ELIGIBLE_PROGRAMS) {
    if (chosen.has(pair.all) && chosen.has(pair.except)) {
      const name = (id: number) => ELIGIBLE_PROGRAMS.find((p) => p.id === id)?.name ?? String(id);
      issue(ctx, ['eligiblePrograms'], M.programsExclusive(name(pair.all), name(pair.except)));
    }
  }
}

const cents = (v: RecordValues['tuition'], whole = false) =>
  isBlankAmount(v) ? null : whole ? wholeDollarsToCents(v!) : dollarsToCents(v!);

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
    tuitionCents: keep(cents(v.tuition, true), null),
    scholarshipOfferingId: offering,
    scholarshipAmountOtherCents: needsScholarshipAmount(offering) ? cents(v.scholarshipAmountOther) : null,
    setRateCents: usesSetRate(offering) ? cents(v.setRate) : null,
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
            amountCents: cents(f.amount)!,
          })),
    studentCategories: optOut
      ? []
      : [...new Set(v.studentCategories.map((c) => c.categoryId))]
          .sort((a, b) => a - b)
          .map((categoryId) => ({ categoryId })),
    version: v.version,
  };
}

/**
 * The Annual Aid Year School Information form and PUT api/schools/aidyears/{recordId} body. When
 * optOutImportScholarship is 1 every other field is ignored and cleared (1-core §5).
 */
export const schoolAidYearSchema = z.object(recordShape).superRefine(recordRules).transform(normaliseRecord);

/** POST api/schools/aidyears body: the record plus the school and the aid year it is for. */
export const schoolAidYearCreateSchema = z
  .object({
    ...recordShape,
    schoolId: z.number(required).int().positive(),
    aidYearId: z.number(required).int().positive(),
  })
  // The record's rules do not read the school or the aid year, so a missing one does not hide them.
  .superRefine(recordRules, whenOnlyInvalid('schoolId', 'aidYearId'))
  .transform((v) => ({ ...normaliseRecord(v), schoolId: v.schoolId, aidYearId: v.aidYearId }));

export type SchoolAidYearInput = z.input<typeof schoolAidYearSchema>;
export type SchoolAidYearBody = z.output<typeof schoolAidYearSchema>;
export type SchoolAidYearCreateInput = z.input<typeof schoolAidYearCreateSchema>;
export type SchoolAidYearCreateBody = z.output<typeof schoolAidYearCreateSchema>;
