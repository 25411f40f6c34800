import { DEFAULT_ENTRY_PAYMENT_TYPE, BILLING_MESSAGES as M, PAYMENT_TYPES } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import { invoiceRowFixture } from '../../../test/invoice-fixture';
import {
  type PaymentFormValues,
  type PaymentRuleContext,
  paymentAmountHint,
  paymentFormDefaults,
  paymentFormIssues,
  paymentFormResolver,
  paymentTypeOptions,
  toPaymentBody,
} from './payment-values';

const TODAY = '2026-09-10';
const RESOLVER_OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;
// $1,234.50 billed, $200 paid, $1,034.50 due; dated 14 August.
const row = invoiceRowFixture();
const context = (overrides: Partial<PaymentRuleContext> = {}): PaymentRuleContext => ({
  row,
  mode: 'payment',
  today: TODAY,
  mayRefund: false,
  ...overrides,
});
const values = (overrides: Partial<PaymentFormValues> = {}): PaymentFormValues => ({
  paymentTypeId: DEFAULT_ENTRY_PAYMENT_TYPE,
  paymentAmount: '500',
  paymentReceivedDate: TODAY,
  invoicePaymentNote: '',
  ...overrides,
});

describe('Add Payment form', () => {
  it('opens with the default payment type, the amount due and today (§4, open-points 23)', () => {
    expect(paymentFormDefaults(row, 'payment', TODAY)).toEqual({
      paymentTypeId: DEFAULT_ENTRY_PAYMENT_TYPE,
      paymentAmount: '1034.50',
      paymentReceivedDate: TODAY,
      invoicePaymentNote: '',
    });
    expect(paymentFormDefaults(row, 'refund', TODAY).paymentAmount).toBe('');
  });

  it('never offers the card payment type; a refund is not a write-off', () => {
    const ids = (mode: 'payment' | 'refund') => paymentTypeOptions(PAYMENT_TYPES, mode).map((o) => o.value);
    expect(ids('payment')).toEqual([2, 3]);
    expect(ids('refund')).toEqual([2]);
  });

  it('sends the dollars as cents, a refund negative whatever sign was typed', () => {
    expect(
      toPaymentBody(values({ paymentAmount: '1,034.50', invoicePaymentNote: ' Check #4471 ' }), 'payment'),
    ).toEqual({
      amountPaid: 103_450,
      paymentTypeId: 2,
      paymentDate: TODAY,
      invoicePaymentNote: 'Check #4471',
    });
    expect(toPaymentBody(values({ paymentAmount: '25' }), 'refund').amountPaid).toBe(-2_500);
    expect(toPaymentBody(values({ paymentAmount: '-25' }), 'refund').amountPaid).toBe(-2_500);
    expect(toPaymentBody(values({ paymentAmount: '-25' }), 'payment').amountPaid).toBe(-2_500);
  });

  it('says "Required" for an empty type, amount and date (§5), the schema\'s word as the API\'s', async () => {
    const empty = values({ paymentTypeId: '', paymentAmount: '', paymentReceivedDate: '' });
    expect(toPaymentBody(empty, 'payment')).toMatchObject({ amountPaid: null, paymentTypeId: null });
    const { errors } = await paymentFormResolver(context())(empty, undefined, RESOLVER_OPTIONS);
    expect(errors).toMatchObject({
      paymentTypeId: { message: M.required },
      paymentAmount: { message: M.required },
      paymentReceivedDate: { message: M.required },
    });
  });

  it('says how to write an amount that is not dollars and cents, instead of the schema', async () => {
    const { errors } = await paymentFormResolver(context())(
      values({ paymentAmount: 'ten' }),
      undefined,
      RESOLVER_OPTIONS,
    );
    expect(errors).toEqual({ paymentAmount: expect.objectContaining({ message: M.amountFormat }) });
  });

  it('accepts a payment up to the amount due, and refuses more (open-points 21)', () => {
    expect(paymentFormIssues(values({ paymentAmount: '1034.50' }), context())).toEqual([]);
    expect(paymentFormIssues(values({ paymentAmount: '1034.51' }), context())).toEqual([
      { path: 'paymentAmount', message: M.overPayment },
    ]);
  });

  it('refuses a received date in the future or before the invoice (open-points 23)', () => {
    expect(paymentFormIssues(values({ paymentReceivedDate: '2026-09-11' }), context())).toEqual([
      { path: 'paymentReceivedDate', message: M.receivedInFuture },
    ]);
    expect(paymentFormIssues(values({ paymentReceivedDate: '2026-08-13' }), context())).toEqual([
      { path: 'paymentReceivedDate', message: M.receivedBeforeInvoice },
    ]);
  });

  describe('refund rule (open-points 21)', () => {
    it('refuses a negative amount from a user who may not refund', () => {
      expect(paymentFormIssues(values({ paymentAmount: '-50' }), context())).toEqual([
        { path: 'paymentAmount', message: M.refundNotAllowed },
      ]);
    });

    it('asks a TE billing user for a note saying why', () => {
      const refund = context({ mode: 'refund', mayRefund: true });
      expect(paymentFormIssues(values({ paymentAmount: '50' }), refund)).toEqual([
        { path: 'invoicePaymentNote', message: M.refundNeedsNote },
      ]);
      expect(
        paymentFormIssues(values({ paymentAmount: '50', invoicePaymentNote: 'Paid twice' }), refund),
      ).toEqual([]);
    });

    it('gives back at most what is refundable, and never as a write-off', () => {
      const refund = context({ mode: 'refund', mayRefund: true });
      const note = { invoicePaymentNote: 'Paid twice' };
      expect(paymentFormIssues(values({ paymentAmount: '200.01', ...note }), refund)).toEqual([
        { path: 'paymentAmount', message: M.refundTooLarge },
      ]);
      expect(paymentFormIssues(values({ paymentAmount: '20', paymentTypeId: 3, ...note }), refund)).toEqual([
        { path: 'paymentAmount', message: M.writeOffNegative },
      ]);
    });

    it('bounds a refund by the refundable amount the server answers, not the paid total', () => {
      // $1,500 billed: a $1,300 check and a $200 write-off. Paid in all $1,500; $1,300 can be given back.
      const settled = invoiceRowFixture({
        amount: 150_000,
        invoiceAmountPaid: 150_000,
        invoiceAmountDue: 0,
        invoiceAmountRefundable: 130_000,
        actions: { addPayment: 'disabled', payNow: 'hidden', refund: 'enabled' },
      });
      const refund = context({ row: settled, mode: 'refund', mayRefund: true });
      const note = { invoicePaymentNote: 'Returned' };
      expect(paymentFormIssues(values({ paymentAmount: '1300', ...note }), refund)).toEqual([]);
      expect(paymentFormIssues(values({ paymentAmount: '1300.01', ...note }), refund)).toEqual([
        { path: 'paymentAmount', message: M.refundTooLarge },
      ]);
      expect(paymentAmountHint(settled, 'refund')).toBe('Up to $1,300.00 (money received, less refunds)');
      // Written off in full: nothing received, so any refund is refused, as the API refuses it.
      const writtenOff = { ...settled, invoiceAmountRefundable: 0 };
      expect(
        paymentFormIssues(values({ paymentAmount: '0.01', ...note }), { ...refund, row: writtenOff }),
      ).toEqual([{ path: 'paymentAmount', message: M.refundTooLarge }]);
    });

    it('hints on Add Payment that a negative amount refunds only where a refund is usable', () => {
      expect(paymentAmountHint(row, 'payment')).toBeUndefined();
      const refundable = { ...row, actions: { ...row.actions, refund: 'enabled' as const } };
      expect(paymentAmountHint(refundable, 'payment')).toBe('A negative amount records a refund.');
      const none = { ...row, actions: { ...row.actions, refund: 'disabled' as const } };
      expect(paymentAmountHint(none, 'payment')).toBeUndefined();
    });

    it('takes a negative amount on Add Payment as a refund with the same rules', () => {
      const payment = context({ mayRefund: true });
      expect(paymentFormIssues(values({ paymentAmount: '-50' }), payment)).toEqual([
        { path: 'invoicePaymentNote', message: M.refundNeedsNote },
      ]);
    });
  });
});
