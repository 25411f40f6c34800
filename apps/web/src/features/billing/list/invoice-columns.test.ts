import { type InvoiceRow, XLSX_NUMBER_FORMATS } from '@exchange/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { gridExportSheet } from '../../../components/grid-page/excel-export';
import { invoiceRowFixture } from '../../../test/invoice-fixture';
import { buildInvoiceColumns, shownPaymentDate } from './invoice-columns';

const headers = (columns: GridColDef<InvoiceRow>[]) => columns.map((c) => c.headerName);

/** What a column's cell holds for a row: its getter's answer, as the grid and the Excel download read it. */
function held(field: string, row: InvoiceRow): unknown {
  const column = buildInvoiceColumns(false).find((c) => c.field === field);
  if (!column) throw new Error(`no column ${field}`);
  const raw = (row as Record<string, unknown>)[field];
  return column.valueGetter ? (column.valueGetter as (...a: unknown[]) => unknown)(raw, row, column) : raw;
}

/** What a column shows for a row: its getter, then its formatter, as the grid and the CSV export do. */
function shown(field: string, row: InvoiceRow): unknown {
  const column = buildInvoiceColumns(false).find((c) => c.field === field);
  if (!column) throw new Error(`no column ${field}`);
  const value = held(field, row);
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

  it('show a negative amount in parentheses, as the reports do', () => {
    const refunded = invoiceRowFixture({ invoiceAmountPaid: -7_550, invoiceAmountDue: 131_000 });
    expect(shown('invoiceAmountPaid', refunded)).toBe('($76)');
  });

  it('download money as dollars in a currency format and days as dates, not as the text shown', () => {
    const paid = invoiceRowFixture({
      invoiceAmountPaid: 123_450,
      invoiceAmountDue: 0,
      paymentDate: '2026-09-01',
      status: 'Paid',
    });
    const rows = new Map([[paid.id, paid]]);
    const sheet = gridExportSheet('Invoices', {
      columns: buildInvoiceColumns(false),
      rowIds: [paid.id],
      value: (id, field) => held(field, rows.get(Number(id)) as InvoiceRow),
      formattedValue: (id, field) => shown(field, rows.get(Number(id)) as InvoiceRow),
    });
    const cell = (header: string) => sheet.rows[0]?.[sheet.columns.findIndex((c) => c.header === header)];
    const format = (header: string) => sheet.columns.find((c) => c.header === header)?.numFmt;
    expect(cell('Amount')).toBe(1234.5);
    expect(cell('Amount Paid')).toBe(1234.5);
    expect(cell('Amount Due')).toBe(0);
    expect(format('Amount')).toBe(XLSX_NUMBER_FORMATS.money);
    expect(cell('Invoice Date')).toEqual(new Date(Date.UTC(2026, 7, 14)));
    expect(cell('Payment Date')).toEqual(new Date(Date.UTC(2026, 8, 1)));
    expect(format('Invoice Date')).toBe(XLSX_NUMBER_FORMATS.date);
    expect(cell('Academic Year')).toBe('2026-27');
    expect(cell('Invoice Number')).toBe(paid.invoiceNumber);
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
