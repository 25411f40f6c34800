import type { SchoolAidYearRecord } from '@exchange/domain';
import {
  centsToAmountText,
  ELIGIBLE_PROGRAMS,
  ENROLLMENT_FEE_TYPES,
  needsScholarshipAmount,
  parseDollarsToCents,
  type SchoolAidYearInput,
  schoolAidYearSchema,
  tuitionCentsToText,
  tuitionTextToCents,
  usesSetRate,
} from '@exchange/domain';
// Explicit extensions: the API's form-message test imports this file too (apps/server/src/security).
import { formResolver } from '../../lib/form-resolver.js';

type Flag = 0 | 1;

/**
 * The aid-year form's values: the record's fields as the inputs hold them (amounts in dollars as typed), every
 * eligible program and fee type in catalogue order, and the chosen student category ids.
 */
export interface AidYearFormValues {
  optOutImportScholarship: Flag;
  exportUrl: string;
  importUrl: string;
  willExtendTuition: Flag;
  acceptMidTermStudents: Flag | null;
  exportDeadline: string;
  importDeadline: string;
  tuition: string;
  scholarshipOfferingId: number | null;
  scholarshipAmountOther: string;
  setRate: string;
  requireFafsa: Flag;
  pellIncluded: Flag;
  stateGrantIncluded: Flag;
  academicScholarshipIncluded: Flag;
  talentScholarshipIncluded: Flag;
  outsideScholarshipIncluded: Flag;
  mustLiveOnCampus: Flag;
  percentageAwardOffers: string;
  programs: { eligibleProgramId: number; checked: boolean; exception: string }[];
  /** offered: the fee's Yes/No answer; null until answered. */
  fees: { feeTypeId: number; offered: Flag | null; feeFrequencyId: 1 | 2 | null; amount: string }[];
  studentCategories: number[];
}

const flag = (v: number | null | undefined): Flag => (v === 1 ? 1 : 0);
const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));
/** Cents as the amount field shows them ("24600.50"). */
const amountText = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : centsToAmountText(cents);
/** An amount typed in dollars, in cents (open-points 22): null when blank, NaN when not an amount. */
const amountCents = (typed: string) => (typed.trim() === '' ? null : parseDollarsToCents(typed));

/** The form's values for a stored record, or for a year the school has no record for yet. */
export function aidYearFormValues(record: SchoolAidYearRecord | null): AidYearFormValues {
  const programs = new Map(record?.eligiblePrograms.map((p) => [p.eligibleProgramId, p]) ?? []);
  const fees = new Map(record?.enrollments.map((f) => [f.feeTypeId, f]) ?? []);
  return {
    optOutImportScholarship: flag(record?.optOutImportScholarship),
    exportUrl: record?.exportUrl ?? '',
    importUrl: record?.importUrl ?? '',
    willExtendTuition: flag(record?.willExtendTuition),
    acceptMidTermStudents:
      record?.acceptMidTermStudents === null || record?.acceptMidTermStudents === undefined
        ? null
        : flag(record.acceptMidTermStudents),
    exportDeadline: record?.exportDeadline ?? '',
    importDeadline: record?.importDeadline ?? '',
    tuition: tuitionCentsToText(record?.tuition),
    scholarshipOfferingId: record?.scholarshipOfferingId ?? null,
    scholarshipAmountOther: amountText(record?.scholarshipAmountOther),
    setRate: amountText(record?.setRate),
    requireFafsa: record ? flag(record.requireFafsa) : 1,
    pellIncluded: flag(record?.pellIncluded),
    stateGrantIncluded: flag(record?.stateGrantIncluded),
    academicScholarshipIncluded: flag(record?.academicScholarshipIncluded),
    talentScholarshipIncluded: flag(record?.talentScholarshipIncluded),
    outsideScholarshipIncluded: flag(record?.outsideScholarshipIncluded),
    mustLiveOnCampus: flag(record?.mustLiveOnCampus),
    percentageAwardOffers: text(record?.percentageAwardOffers),
    programs: ELIGIBLE_PROGRAMS.map((p) => ({
      eligibleProgramId: p.id,
      checked: programs.has(p.id),
      exception: programs.get(p.id)?.eligibleProgramException ?? '',
    })),
    fees: ENROLLMENT_FEE_TYPES.map((t) => {
      const fee = fees.get(t.id);
      return {
        feeTypeId: t.id,
        offered: record ? (fee ? 1 : 0) : null,
        feeFrequencyId: fee?.feeFrequencyId === 1 || fee?.feeFrequencyId === 2 ? fee.feeFrequencyId : null,
        amount: amountText(fee?.amount),
      };
    }),
    studentCategories: record?.studentCategories.map((c) => c.categoryId) ?? [],
  };
}

/**
 * The record body (1-core §3) for the form's values: checked programs, fees set to Yes, categories, and
 * the amounts typed in dollars as integer cents. An amount the record does not use (opted out, another
 * offering) is sent as null, so a hidden or disabled field never holds the form back.
 */
export function aidYearRecordInput(v: AidYearFormValues): SchoolAidYearInput {
  const { programs, fees, studentCategories, ...fields } = v;
  const used = v.optOutImportScholarship !== 1;
  return {
    ...fields,
    tuition: used ? tuitionTextToCents(v.tuition) : null,
    scholarshipAmountOther:
      used && needsScholarshipAmount(v.scholarshipOfferingId) ? amountCents(v.scholarshipAmountOther) : null,
    setRate: used && usesSetRate(v.scholarshipOfferingId) ? amountCents(v.setRate) : null,
    eligiblePrograms: programs
      .filter((p) => p.checked)
      .map((p) => ({
        eligibleProgramId: p.eligibleProgramId,
        eligibleProgramException: p.exception || null,
      })),
    enrollments: fees
      .filter((f) => f.offered === 1)
      .map((f) => ({
        feeTypeId: f.feeTypeId,
        feeFrequencyId: f.feeFrequencyId,
        amount: used ? amountCents(f.amount) : null,
      })),
    studentCategories: studentCategories.map((categoryId) => ({ categoryId })),
  };
}

/** Where the form shows a schema issue: list entries map back to their program or fee row. */
export function formPathOf(
  path: readonly PropertyKey[],
  input: SchoolAidYearInput,
  v: AidYearFormValues,
): string {
  const [head, index, field] = path;
  if (head === 'eligiblePrograms' && typeof index === 'number') {
    const id = input.eligiblePrograms?.[index]?.eligibleProgramId;
    const row = v.programs.findIndex((p) => p.eligibleProgramId === id);
    return `programs.${row}.${field === 'eligibleProgramException' ? 'exception' : 'checked'}`;
  }
  if (head === 'eligiblePrograms') return 'programs';
  if (head === 'enrollments' && typeof index === 'number') {
    const id = input.enrollments?.[index]?.feeTypeId;
    const row = v.fees.findIndex((f) => f.feeTypeId === id);
    return `fees.${row}.${field === 'feeTypeId' ? 'offered' : String(field)}`;
  }
  if (head === 'studentCategories') return 'studentCategories';
  return path.map(String).join('.');
}

/**
 * The aid-year form's resolver: the domain's schoolAidYearSchema on the record body, so the browser
 * gives the server's messages, with list entries shown on their rows; it answers the record body
 * (amounts in cents).
 */
export const aidYearResolver = formResolver<AidYearFormValues, SchoolAidYearInput>(schoolAidYearSchema, {
  toBody: aidYearRecordInput,
  fieldMap: (path, body, values) => formPathOf(path, body as SchoolAidYearInput, values),
  // The schema's output is the stored row; the API takes the record body.
  submitBody: true,
});
