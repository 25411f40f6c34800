import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '../reference/reference.js';
import { sampleInvoice } from '../test/invoice-samples.js';
import type { InvoicePayment } from './billing-schemas.js';
import { buildInvoiceDocument, DEFAULT_ORGANISATION, type InvoiceDocument } from './invoice-document.js';
import { invoiceEmailText } from './invoice-email.js';
import { FEE_TYPE } from './invoice-rules.js';

const PROGRAM = 'Scholarship Exchange';
const NAMES: Record<number, string> = { 1: 'Credit Card', 2: 'Check', 3: 'Write-Off' };

function payment(id: number, typeId: number, cents: number, date: string): InvoicePayment {
  return {
    id,
    paymentTypeId: typeId,
    paymentType: NAMES[typeId]!,
    amountPaid: cents,
    paymentDate: date,
    invoicePaymentNote: null,
    paidBy: null,
    referenceId: null,
    cardLastFour: null,
  };
}

/** $1,500.00 membership dues with the given payments and the totals the invoice row keeps. */
function duesDocument(
  kind: 'invoice' | 'receipt',
  payments: InvoicePayment[],
  paid: number,
): InvoiceDocument {
  const invoice = sampleInvoice({
    feeTypeId: FEE_TYPE.MEMBERSHIP_DUES,
    feeTypeName: 'Membership Dues',
    amount: 150_000,
    invoiceAmountPaid: paid,
    invoiceAmountDue: 150_000 - paid,
    paymentDate: paid >= 150_000 ? '2026-10-02' : null,
    status: paid >= 150_000 ? 'Paid' : 'Open',
  });
  return buildInvoiceDocument({
    invoice,
    lines: [],
    payments,
    kind,
    programName: PROGRAM,
    organisation: DEFAULT_ORGANISATION(PROGRAM),
  });
}

/** The body's "Label: value" lines. */
const figures = (text: string) =>
  text
    .split('\n')
    .filter((l) => /^[A-Z][A-Za-z ]+: /.test(l))
    .map((l) => {
      const [label, value] = l.split(': ');
      return { label, value };
    });

describe('invoiceEmailText', () => {
  it('says what the receipt says when a check and a write-off settled it (issue 32)', () => {
    const doc = duesDocument(
      'receipt',
      [
        payment(1, PAYMENT_TYPE.DEFAULT, 130_000, '2026-09-20'),
        payment(2, PAYMENT_TYPE.WRITE_OFF, 20_000, '2026-10-02'),
      ],
      150_000,
    );
    const text = invoiceEmailText(doc);
    expect(text).toBe(
      [
        'Attached is the receipt 2026-000123 for Alpha University: 2026-27 Membership Dues.',
        '',
        'Total: $1,500.00',
        'Amount Paid: $1,300.00',
        'Written Off: $200.00',
        'Date Paid: 10/02/2026',
        'Balance Due: $0.00',
        '',
        PROGRAM,
      ].join('\n'),
    );
    expect(figures(text)).toEqual(doc.totals.map(({ label, value }) => ({ label, value })));
  });

  it('says what the invoice says after a refund reopened it', () => {
    const doc = duesDocument(
      'invoice',
      [
        payment(1, PAYMENT_TYPE.DEFAULT, 150_000, '2026-09-20'),
        payment(2, PAYMENT_TYPE.DEFAULT, -20_000, '2026-09-25'),
      ],
      130_000,
    );
    const text = invoiceEmailText(doc);
    expect(text.split('\n')[0]).toBe(
      'Attached is the invoice 2026-000123 for Alpha University: 2026-27 Membership Dues.',
    );
    expect(figures(text)).toEqual([
      { label: 'Total', value: '$1,500.00' },
      { label: 'Amount Paid', value: '$1,300.00' },
      { label: 'Balance Due', value: '$200.00' },
    ]);
    expect(figures(text)).toEqual(doc.totals.map(({ label, value }) => ({ label, value })));
  });
});
