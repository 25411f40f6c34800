import {
  centsToAmountText,
  type FeeBody,
  type FeeTypeOption,
  BILLING_MESSAGES as M,
  parseDollarsToCents,
  type SchoolParticipation,
} from '@exchange/domain';
import type { FieldMap, FormIssue } from '../../../lib/form-resolver';
import { amountTextIssue } from './amount-text';

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

/** POST api/invoice/fee's body for the selected school: the amount in cents (NaN until it converts). */
export function toFeeBody(values: FeeFormValues, schoolId: number): FeeBody {
  return {
    schoolID: schoolId,
    aidYearId: values.aidYearId === '' ? 0 : values.aidYearId,
    participationTypeId: values.participationTypeId === '' ? 0 : values.participationTypeId,
    feeTypeId: values.feeTypeId === '' ? 0 : values.feeTypeId,
    amount: parseDollarsToCents(values.feeAmount),
    invoiceNote: values.feeNote.trim() || null,
  };
}

const SELECTS = ['aidYearId', 'participationTypeId', 'feeTypeId'] as const;

/** "Required" on each unchosen select and the amount's own message (§5: Add Fee needs an amount). */
export function feeFormIssues(values: FeeFormValues): FormIssue[] {
  const issues: FormIssue[] = SELECTS.filter((name) => values[name] === '').map((path) => ({
    path,
    message: M.required,
  }));
  const amount = amountTextIssue(values.feeAmount);
  if (amount) issues.push({ path: 'feeAmount', message: amount });
  return issues;
}

/**
 * Where the schema's messages go: amount and note under their form names; a field `feeFormIssues`
 * already speaks for (unchosen, or an amount that does not convert) keeps that message; the school is
 * the screen's, not the form's.
 */
export const FEE_FIELD_MAP: FieldMap<FeeFormValues> = (path, _body, values) => {
  const name = String(path[0]);
  if (name === 'schoolID') return null;
  if (name === 'amount') return amountTextIssue(values.feeAmount) ? null : 'feeAmount';
  if (name === 'invoiceNote') return 'feeNote';
  if ((SELECTS as readonly string[]).includes(name)) {
    return values[name as (typeof SELECTS)[number]] === '' ? null : name;
  }
  return name;
};

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
