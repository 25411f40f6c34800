import type { InvoiceRow } from '@exchange/domain';
import { sampleInvoice } from '@exchange/domain/testing';

/** An open participation-fee invoice of $1,234.50 with $200 paid (by check), for the billing screens' tests. */
export function invoiceRowFixture(overrides: Partial<InvoiceRow> = {}): InvoiceRow {
  const {
    school: _school,
    billingContact: _contact,
    ...row
  } = sampleInvoice({
    id: 41,
    aidYearId: 7,
    schoolID: 3,
    amount: 123_450,
    invoiceAmountPaid: 20_000,
    invoiceAmountDue: 103_450,
    invoiceAmountRefundable: 20_000,
    invoiceDate: '2026-08-14',
    modifiedDate: '2026-08-20T15:00:00.000Z',
    actions: { addPayment: 'enabled', payNow: 'hidden', refund: 'hidden' },
  });
  return { ...row, ...overrides };
}
