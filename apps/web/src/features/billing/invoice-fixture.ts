import type { InvoiceRow } from '@exchange/domain';

/** An open participation-fee invoice of $1,234.50 with $200 paid, for the billing screens' tests. */
export function invoiceRowFixture(overrides: Partial<InvoiceRow> = {}): InvoiceRow {
  return {
    id: 41,
    invoiceNumber: '2026-000123',
    aidYearId: 7,
    aidYearName: '2026-2027',
    schoolID: 3,
    schoolName: 'Alpha University',
    amount: 123_450,
    invoiceAmountPaid: 20_000,
    invoiceAmountDue: 103_450,
    invoiceDate: '2026-08-14',
    modifiedDate: '2026-08-20T15:00:00.000Z',
    feeTypeId: 2,
    feeTypeName: 'Participation Fees',
    participationTypeId: 1,
    participationName: 'Undergraduate',
    paymentDate: null,
    status: 'Open',
    note: null,
    actions: { addPayment: true, payNow: false, refund: false },
    ...overrides,
  };
}
