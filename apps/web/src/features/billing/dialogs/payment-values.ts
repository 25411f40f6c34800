import {
  centsToAmountText,
  checkManualPayment,
  DEFAULT_ENTRY_PAYMENT_TYPE,
  formatUsd,
  type InvoicePaymentBody,
  type InvoiceRow,
  invoicePaymentBodySchema,
  isWriteOff,
  paymentTypesForEntry,
} from '@exchange/domain';
// Explicit extensions: the API's form-message test imports this file too (apps/server/src/security).
import {
  type DomainSchema,
  type FieldMap,
  type FormIssue,
  formResolver,
} from '../../../lib/form-resolver.js';
import { amountTextIssue, typedCents } from './amount-text.js';

/** Add Payment records what came in (a negative amount gives back); Record Refund gives back what is typed. */
export type PaymentDialogMode = 'payment' | 'refund';

/** The Add Payment form as its inputs hold it (3-billing §3 Payment form). */
export interface PaymentFormValues {
  paymentTypeId: number | '';
  /** Dollars as typed. */
  paymentAmount: string;
  /** YYYY-MM-DD, or '' while empty or incomplete. */
  paymentReceivedDate: string;
  invoicePaymentNote: string;
}

/**
 * What of the invoice the dialog's rules read: a refund is bounded by the server's refundable amount
 * (received less refunds, never a write-off), not by the paid total, so both refuse the same amounts.
 */
export type PaymentRow = Pick<
  InvoiceRow,
  'invoiceAmountDue' | 'invoiceAmountRefundable' | 'invoiceDate' | 'actions'
>;

/**
 * The form as it opens (3-billing §4, open-points 23): the default payment type, today's date and, for a
 * payment, the amount due; a refund's amount is left for the user to type.
 */
export function paymentFormDefaults(
  row: PaymentRow,
  mode: PaymentDialogMode,
  today: string,
): PaymentFormValues {
  return {
    paymentTypeId: DEFAULT_ENTRY_PAYMENT_TYPE,
    paymentAmount:
      mode === 'payment' && row.invoiceAmountDue > 0 ? centsToAmountText(row.invoiceAmountDue) : '',
    paymentReceivedDate: today,
    invoicePaymentNote: '',
  };
}

/**
 * The amount field's hint: for a refund, the most it may give back; on Add Payment, that a negative
 * amount is a refund when the reader may record one on this invoice.
 */
export function paymentAmountHint(row: PaymentRow, mode: PaymentDialogMode): string | undefined {
  if (mode === 'refund')
    return `Up to ${formatUsd(row.invoiceAmountRefundable)} (money received, less refunds)`;
  return row.actions.refund === 'enabled' ? 'A negative amount records a refund.' : undefined;
}

/** The payment types offered: never the card payment (open-points 18); a refund is not a write-off. */
export function paymentTypeOptions<T extends { id: number; paymentType: string }>(
  types: readonly T[],
  mode: PaymentDialogMode,
): { value: number; label: string }[] {
  return paymentTypesForEntry(types)
    .filter((t) => mode === 'payment' || !isWriteOff(t.id))
    .map((t) => ({ value: t.id, label: t.paymentType }));
}

/**
 * The amount in cents as sent: a refund always negative, whichever sign was typed; null while empty, NaN
 * until the text converts.
 */
export function paymentAmountCents(
  values: Pick<PaymentFormValues, 'paymentAmount'>,
  mode: PaymentDialogMode,
): number | null {
  const cents = typedCents(values.paymentAmount);
  return mode === 'refund' && cents !== null ? -Math.abs(cents) : cents;
}

/** POST api/invoice/payment/{invoiceId}'s body as the form would send it: null for an unchosen type. */
export type PaymentBodyDraft = Omit<InvoicePaymentBody, 'amountPaid' | 'paymentTypeId'> & {
  amountPaid: number | null;
  paymentTypeId: number | null;
};

/** POST api/invoice/payment/{invoiceId}'s body; what is not chosen or typed makes the schema say "Required". */
export function toPaymentBody(values: PaymentFormValues, mode: PaymentDialogMode): PaymentBodyDraft {
  return {
    amountPaid: paymentAmountCents(values, mode),
    paymentTypeId: values.paymentTypeId === '' ? null : values.paymentTypeId,
    paymentDate: values.paymentReceivedDate,
    invoicePaymentNote: values.invoicePaymentNote.trim() || null,
  };
}

/** The rule's body field as the form names it. */
const FORM_FIELD: Record<string, keyof PaymentFormValues> = {
  amountPaid: 'paymentAmount',
  paymentDate: 'paymentReceivedDate',
  paymentTypeId: 'paymentTypeId',
  invoicePaymentNote: 'invoicePaymentNote',
};

/** What the rules need besides the form. */
export interface PaymentRuleContext {
  row: PaymentRow;
  mode: PaymentDialogMode;
  /** Today, the programme day (no received date after it). */
  today: string;
  /** The user may record a refund (a TE billing user); the invoice's refundable amount bounds it. */
  mayRefund: boolean;
}

/**
 * The form's messages the schema cannot give: the amount's format (the API takes cents), then, once the
 * type, amount and date are there, the first rule of open-points 18, 21 and 23 the payment breaks, the
 * very check the server makes (over-payment, a refund without a note or beyond what is refundable, a date in
 * the future or before the invoice).
 */
export function paymentFormIssues(values: PaymentFormValues, ctx: PaymentRuleContext): FormIssue[] {
  const amount = amountTextIssue(values.paymentAmount);
  if (amount) return [{ path: 'paymentAmount', message: amount }];
  const cents = paymentAmountCents(values, ctx.mode);
  if (values.paymentTypeId === '' || cents === null || !values.paymentReceivedDate) return [];
  const broken = checkManualPayment({
    amountCents: cents,
    paymentTypeId: values.paymentTypeId,
    receivedDate: values.paymentReceivedDate,
    note: values.invoicePaymentNote,
    invoiceDate: ctx.row.invoiceDate,
    dueCents: ctx.row.invoiceAmountDue,
    refundableCents: ctx.row.invoiceAmountRefundable,
    today: ctx.today,
    mayRefund: ctx.mayRefund,
  });
  return broken ? [{ path: FORM_FIELD[broken.field] ?? 'paymentAmount', message: broken.message }] : [];
}

/** Where the schema's messages go; an amount whose text `paymentFormIssues` speaks for keeps that message. */
export const PAYMENT_FIELD_MAP: FieldMap<PaymentFormValues> = (path, _body, values) => {
  const name = String(path[0]);
  if (name === 'amountPaid') return amountTextIssue(values.paymentAmount) ? null : 'paymentAmount';
  return FORM_FIELD[name] ?? name;
};

/** The Add Payment (or Record Refund) form's resolver: the schema POST api/invoice/payment is checked with. */
export function paymentFormResolver(ctx: PaymentRuleContext) {
  return formResolver<PaymentFormValues, InvoicePaymentBody>(
    invoicePaymentBodySchema as DomainSchema<InvoicePaymentBody>,
    {
      toBody: (values) => toPaymentBody(values, ctx.mode),
      fieldMap: PAYMENT_FIELD_MAP,
      extraIssues: (values) => paymentFormIssues(values, ctx),
    },
  );
}
