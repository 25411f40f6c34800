import {
  centsToAmountText,
  type FeeBody,
  type FeeTypeOption,
  feeBodySchema,
  type SchoolParticipation,
} from '@exchange/domain';
// Explicit extensions: the API's form-message test imports this file too (apps/server/src/security).
import {
  type DomainSchema,
  type FieldMap,
  type FormIssue,
  formResolver,
} from '../../../lib/form-resolver.js';
import { amountTextIssue, typedCents } from './amount-text.js';

/** The Add Fee form as its inputs hold it (3-billing §3 Fee form); '' while a select is unchosen. */
export interface FeeFormValues {
  aidYearId: number | '';
  participationTypeId: number | '';
  feeTypeId: number | '';
  /** Dollars as typed. */
  feeAmount: string;
  feeNote: string;
}

/** An empty form; a school offering one exchange program has it chosen. */
export function feeFormDefaults(programs: readonly SchoolParticipation[]): FeeFormValues {
  const only = programs.length === 1 ? programs[0] : undefined;
  return {
    aidYearId: '',
    participationTypeId: only?.participationId ?? '',
    feeTypeId: '',
    feeAmount: '',
    feeNote: '',
  };
}

/** POST api/invoice/fee's body as the form would send it: null for an unchosen select or an empty amount. */
export type FeeBodyDraft = Omit<FeeBody, 'aidYearId' | 'participationTypeId' | 'feeTypeId' | 'amount'> & {
  aidYearId: number | null;
  participationTypeId: number | null;
  feeTypeId: number | null;
  /** Cents; NaN while the typed text is not an amount. */
  amount: number | null;
};

const chosen = (value: number | '') => (value === '' ? null : value);

/**
 * POST api/invoice/fee's body for the selected school: the amount in cents; what is not chosen or typed
 * goes as null, so the schema answers "Required" as the API does.
 */
export function toFeeBody(values: FeeFormValues, schoolId: number): FeeBodyDraft {
  return {
    schoolID: schoolId,
    aidYearId: chosen(values.aidYearId),
    participationTypeId: chosen(values.participationTypeId),
    feeTypeId: chosen(values.feeTypeId),
    amount: typedCents(values.feeAmount),
    invoiceNote: values.feeNote.trim() || null,
  };
}

/** The amount's format, the one rule the API cannot see (it takes cents). */
export function feeFormIssues(values: FeeFormValues): FormIssue[] {
  const amount = amountTextIssue(values.feeAmount);
  return amount ? [{ path: 'feeAmount', message: amount }] : [];
}

/**
 * Where the schema's messages go: amount and note under their form names, except an amount whose text
 * `feeFormIssues` speaks for; the school is the screen's, not the form's.
 */
export const FEE_FIELD_MAP: FieldMap<FeeFormValues> = (path, _body, values) => {
  const name = String(path[0]);
  if (name === 'schoolID') return null;
  if (name === 'amount') return amountTextIssue(values.feeAmount) ? null : 'feeAmount';
  if (name === 'invoiceNote') return 'feeNote';
  return name;
};

/** The Add Fee form's resolver for the selected school: the schema POST api/invoice/fee is checked with. */
export function feeFormResolver(schoolId: number) {
  return formResolver<FeeFormValues, FeeBody>(feeBodySchema as DomainSchema<FeeBody>, {
    toBody: (values) => toFeeBody(values, schoolId),
    fieldMap: FEE_FIELD_MAP,
    extraIssues: feeFormIssues,
  });
}

/** A fee type's setting amount as the Amount field shows it ("1500.00"); '' when it has none. */
export function feeTypeAmountText(feeTypes: readonly FeeTypeOption[], feeTypeId: number | ''): string {
  const cents = feeTypes.find((t) => t.id === feeTypeId)?.defaultAmount ?? null;
  return cents === null ? '' : centsToAmountText(cents);
}

/**
 * The Amount once the fee type changes from `from` to `to` (open-points 33): Membership Dues and
 * Administrative Fee start at their fee setting. The field takes the new type's amount ('' when it has
 * none) while it is empty or still holds the previous type's amount; an amount the user typed stays.
 */
export function amountAfterFeeTypeChange(
  amount: string,
  feeTypes: readonly FeeTypeOption[],
  from: number | '',
  to: number | '',
): string {
  const typed = amount.trim();
  const untouched = typed === '' || typed === feeTypeAmountText(feeTypes, from);
  return untouched ? feeTypeAmountText(feeTypes, to) : amount;
}
