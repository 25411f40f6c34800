import type { InvoiceRow } from '@exchange/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { invoiceRowFixture } from '../invoice-fixture';
import { buildInvoiceColumns, shownPaymentDate } from './invoice-columns';

const headers = (columns: GridColDef<InvoiceRow>[]) => columns.map((c) => c.headerName);

/** What a column shows for a row: its getter, then its formatter, as the grid and the CSV export do. */
function shown(field: string, row: InvoiceRow): unknown {
  const column = buildInvoiceColumns(false).find((c) => c.field === field);
  if (!column) throw new Error(`no column ${field}`);
  const raw = (row as Record<string, unknown>)[field];
  const value = column.valueGetter
    ? (column.valueGetter as (...a: unknown[]) => unknown)(raw, row, column)
    : raw;
  return column.valueFormatter
    ? (column.valueFormatter as (...a: unknown[]) => unknown)(value, row, column)
    : value;
}

describe('Invoices grid columns', () => {
  it("are 3-billing §2's columns, the invoice number first", () => {
    expect(headers(buildInvoiceColumns(false))).toEqual([
      'Invoice Number',
      'Academic Year',
      'Amount',
      'Amount Paid',
      'Amount Due',
      'Invoice Date',
      'Fee Type',
      'Exchange Program',
      'Payment Date',
      'Status',
    ]);
  });

  it('add the School column in the all-schools view, after the number', () => {
    expect(headers(buildInvoiceColumns(true)).slice(0, 3)).toEqual([
      'Invoice Number',
      'School',
      'Academic Year',
    ]);
  });

  it('show money in whole USD rounded half up, and 0 when nothing was paid', () => {
    const row = invoiceRowFixture({ amount: 123_450, invoiceAmountPaid: 0, invoiceAmountDue: 123_450 });
    expect(shown('amount', row)).toBe('$1,235');
    expect(shown('invoiceAmountPaid', row)).toBe('$0');
    expect(shown('invoiceAmountDue', row)).toBe('$1,235');
  });

  it('shorten the academic year and the fee type, and write dates in US format', () => {
    const row = invoiceRowFixture();
    expect(shown('aidYearName', row)).toBe('2026-27');
    expect(shown('feeTypeName', row)).toBe('P Fee');
    expect(shown('feeTypeName', invoiceRowFixture({ feeTypeId: 1, feeTypeName: 'Membership Dues' }))).toBe(
      'M Dues',
    );
    expect(shown('invoiceDate', row)).toBe('08/14/2026');
  });

  it('leave the exchange program empty when the invoice has none, and always for membership dues', () => {
    expect(shown('participationName', invoiceRowFixture({ participationName: null }))).toBe('');
    expect(shown('participationName', invoiceRowFixture())).toBe('Undergraduate');
    const dues = invoiceRowFixture({ feeTypeId: 1, feeTypeName: 'Membership Dues' });
    expect(dues.participationName).toBe('Undergraduate');
    expect(shown('participationName', dues)).toBe('');
  });

  it('show the payment date only once the invoice is fully paid', () => {
    const paid = invoiceRowFixture({ invoiceAmountDue: 0, paymentDate: '2026-09-01', status: 'Paid' });
    expect(shown('paymentDate', paid)).toBe('09/01/2026');
    // A refund reopened it: the date of the payment that once settled it is no longer shown.
    expect(shownPaymentDate({ invoiceAmountDue: 5_000, paymentDate: '2026-09-01' })).toBeNull();
    expect(shown('paymentDate', invoiceRowFixture())).toBe('');
  });
});
