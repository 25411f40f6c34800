import { randomUUID } from 'node:crypto';
import { type InvoiceRow, PAYMENT_TYPE } from '@exchange/domain';
import {
  FEE_FIELD_MAP,
  type FeeFormValues,
  feeFormResolver,
  toFeeBody,
} from '@exchange/web/src/features/billing/dialogs/add-fee-values.js';
import {
  cardFormResolver,
  toCardPaymentBody,
} from '@exchange/web/src/features/billing/dialogs/card-form-values.js';
import {
  PAYMENT_FIELD_MAP,
  type PaymentDialogMode,
  type PaymentFormValues,
  paymentFormResolver,
  toPaymentBody,
} from '@exchange/web/src/features/billing/dialogs/payment-values.js';
import { mapFieldPath } from '@exchange/web/src/lib/form-resolver.js';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { recordTestPayment } from '../test/billing-fixtures.js';
import {
  BILLING_TODAY,
  type BillingPersona,
  type BillingSuite,
  createInvoiceAt,
  readInvoice,
  startBillingSuite,
} from '../test/billing-suite.js';
import { type AnyFormMessageCase, expectSameMessages, formCase } from '../test/form-messages.js';

// 3-billing §5 and docs/architecture.md "The machinery: Form resolver": the billing dialogs show, for the values typed, the very field
// messages POST api/invoice/fee, api/invoice/payment and api/invoice/creditcardpayment answer for what the
// dialog would send. Each row is one form and its invalid values; the browser's text comes from the
// dialog's own resolver, the API's is put on the dialog's fields by the dialog's own map. Not compared:
// an amount that is not a number of dollars ("ten"), which never reaches the API (it takes cents).

let s: BillingSuite;
let invoice: InvoiceRow;
/** $1,500 settled by a $1,300 check and a $200 write-off: $1,300 refundable (open-points 21). */
let writtenOffInPart: InvoiceRow;

beforeAll(async () => {
  s = await startBillingSuite('Messages', 2087);
  invoice = await readInvoice(s, await createInvoiceAt(s, { amountCents: 150_000 }));
  const settled = await createInvoiceAt(s, { amountCents: 150_000 });
  for (const [paymentTypeId, amountCents] of [
    [PAYMENT_TYPE.DEFAULT, 130_000],
    [PAYMENT_TYPE.WRITE_OFF, 20_000],
  ] as const) {
    await recordTestPayment(s.t, {
      invoiceId: settled,
      paymentTypeId,
      amountCents,
      paymentDate: '2026-08-10',
      note: null,
      paidBy: s.userIds.teBilling,
    });
  }
  writtenOffInPart = await readInvoice(s, settled);
});

afterAll(async () => {
  await s?.t.close();
});

const FEE: FeeFormValues = {
  aidYearId: '',
  participationTypeId: '',
  feeTypeId: '',
  feeAmount: '',
  feeNote: '',
};

/** A row built once the suite has started (its aid year, school and invoice), named before. */
type LazyRow = readonly [string, () => AnyFormMessageCase];

function feeCase(name: string, values: Partial<FeeFormValues>): LazyRow {
  const full = `Add Fee: ${name}`;
  return [
    full,
    () => {
      const filled: FeeFormValues = { ...FEE, aidYearId: s.aidYear.id, participationTypeId: 1, feeTypeId: 3 };
      return formCase<FeeFormValues>({
        name: full,
        as: 'teBilling',
        resolver: feeFormResolver(s.schoolA.id),
        values: { ...filled, ...values },
        request: (v) => ({ method: 'POST', url: '/api/invoice/fee', payload: toFeeBody(v, s.schoolA.id) }),
        fieldOf: (path, v) => mapFieldPath(path, FEE_FIELD_MAP, toFeeBody(v, s.schoolA.id), v),
      });
    },
  ];
}

function paymentCase(
  name: string,
  values: Partial<PaymentFormValues>,
  mode: PaymentDialogMode = 'payment',
  invoiceOf: () => InvoiceRow = () => invoice,
): LazyRow {
  const full = `${mode === 'refund' ? 'Record Refund' : 'Add Payment'}: ${name}`;
  return [
    full,
    () => {
      // The invoice as the server answered it: the dialog reads its refundable amount from it.
      const row = invoiceOf();
      const context = { row, mode, today: BILLING_TODAY, mayRefund: true };
      return formCase<PaymentFormValues>({
        name: full,
        as: 'teBilling',
        resolver: paymentFormResolver(context),
        values: {
          paymentTypeId: 2,
          paymentAmount: '100.00',
          paymentReceivedDate: BILLING_TODAY,
          invoicePaymentNote: '',
          ...values,
        },
        request: (v) => ({
          method: 'POST',
          url: `/api/invoice/payment/${row.id}`,
          payload: toPaymentBody(v, mode),
        }),
        fieldOf: (path, v) => mapFieldPath(path, PAYMENT_FIELD_MAP, toPaymentBody(v, mode), v),
      });
    },
  ];
}

/** The card form's body fields as the form names them; the token is the provider's, not a field. */
const CARD_FIELDS: Record<string, string | null> = { cvv: 'cardCVV', zip: 'cardZipCode', token: null };

function cardCase(name: string, card: { cardCVV: string; cardZipCode: string }): LazyRow {
  const full = `Pay Now: ${name}`;
  const token = { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'not-a-real-token' };
  return [
    full,
    () =>
      formCase({
        name: full,
        as: 'schoolTelo',
        resolver: cardFormResolver(BILLING_TODAY),
        values: {
          nameOnCard: 'Tom Primary',
          cardNumber: '4111111111111111',
          cardExpirationMonth: '12',
          cardExpirationYear: '2030',
          ...card,
        },
        request: (v) => ({
          method: 'POST',
          url: `/api/invoice/creditcardpayment/${invoice.id}`,
          payload: toCardPaymentBody(token, v, randomUUID()),
        }),
        fieldOf: (path) => mapFieldPath(path, CARD_FIELDS, undefined, undefined),
      }),
  ];
}

const ROWS: LazyRow[] = [
  feeCase('nothing chosen or typed', { aidYearId: '', participationTypeId: '', feeTypeId: '' }),
  feeCase('an amount of 0', { feeAmount: '0' }),
  feeCase('a negative amount', { feeAmount: '-5' }),
  feeCase('an amount too large', { feeAmount: '100000000' }),
  feeCase('a note too long', { feeAmount: '75', feeNote: 'n'.repeat(1001) }),
  paymentCase('nothing chosen or typed', { paymentTypeId: '', paymentAmount: '', paymentReceivedDate: '' }),
  paymentCase('an amount of 0', { paymentAmount: '0' }),
  paymentCase('more than is due', { paymentAmount: '1500.01' }),
  paymentCase('a received date after today', { paymentReceivedDate: '2026-09-02' }),
  paymentCase('a received date before the invoice', { paymentReceivedDate: '2026-07-31' }),
  paymentCase('a note too long', { invoicePaymentNote: 'n'.repeat(1001) }),
  paymentCase('no note', { paymentAmount: '10' }, 'refund'),
  paymentCase(
    'more than the $1,300 received of $1,500 paid ($200 written off)',
    { paymentAmount: '1300.01', invoicePaymentNote: 'Check returned' },
    'refund',
    () => writtenOffInPart,
  ),
  cardCase('an empty security code and zip', { cardCVV: '', cardZipCode: '' }),
  cardCase('letters in the security code and zip', { cardCVV: '12a', cardZipCode: '12a45' }),
  cardCase('a short security code and zip', { cardCVV: '12', cardZipCode: '6060' }),
  cardCase('a long security code and zip', { cardCVV: '12345', cardZipCode: '606011' }),
];

describe('billing forms: the browser and the API say the same for the same input', () => {
  it.each(ROWS)('%s', async (_name, row) => {
    await expectSameMessages(s.t, (as) => s.cookies[as as BillingPersona], row());
  });
});
