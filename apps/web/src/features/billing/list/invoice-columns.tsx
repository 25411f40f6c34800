import {
  feeTypeShortName,
  formatWholeUsd,
  type InvoiceRow,
  invoiceProgramOf,
  isPaymentActionEnabled,
  shortAcademicYear,
} from '@exchange/domain';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { dateColumn } from '../../../components/grid-page/application-columns';
import { keepClickInControl } from '../../../components/grid-page/cell-controls';
import { withSheetKind } from '../../../components/grid-page/excel-export';
import { viewInvoiceHref } from '../billing-paths';

/** The payment date, shown only once the invoice is fully paid (3-billing §2). */
export function shownPaymentDate(row: Pick<InvoiceRow, 'paymentDate' | 'invoiceAmountDue'>): string | null {
  return isPaymentActionEnabled(row) ? null : row.paymentDate;
}

/**
 * A money column in whole USD (§2; a negative amount in parentheses); sorting and filtering keep the
 * cents, and the Excel download writes dollars in a currency format.
 */
function moneyColumn(field: keyof InvoiceRow & string, headerName: string): GridColDef<InvoiceRow> {
  return withSheetKind<InvoiceRow>(
    {
      field,
      headerName,
      type: 'number',
      minWidth: 80,
      flex: 0.6,
      valueFormatter: (value: number) => formatWholeUsd(value ?? 0),
    },
    'money',
  );
}

const invoiceNumber: GridColDef<InvoiceRow> = {
  field: 'invoiceNumber',
  headerName: 'Invoice Number',
  minWidth: 104,
  flex: 0.8,
  renderCell: (params) => (
    <Link
      component={RouterLink}
      to={viewInvoiceHref(params.row.id)}
      tabIndex={params.tabIndex}
      onClick={keepClickInControl}
      // The link opens the invoice itself; the grid's Enter on the cell would open it a second time.
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.stopPropagation();
      }}
    >
      {params.row.invoiceNumber}
    </Link>
  ),
};

const school: GridColDef<InvoiceRow> = {
  field: 'schoolName',
  headerName: 'School',
  minWidth: 120,
  flex: 1.2,
};

/** Columns after the number (and the school of the all-schools view). */
const REST: GridColDef<InvoiceRow>[] = [
  {
    field: 'aidYearName',
    headerName: 'Academic Year',
    minWidth: 76,
    flex: 0.5,
    valueFormatter: (value: string) => shortAcademicYear(value),
  },
  moneyColumn('amount', 'Amount'),
  moneyColumn('invoiceAmountPaid', 'Amount Paid'),
  moneyColumn('invoiceAmountDue', 'Amount Due'),
  dateColumn<InvoiceRow>('invoiceDate', 'Invoice Date'),
  {
    field: 'feeTypeName',
    headerName: 'Fee Type',
    minWidth: 76,
    flex: 0.5,
    valueGetter: (_value, row) => feeTypeShortName(row.feeTypeId, row.feeTypeName),
  },
  {
    field: 'participationName',
    headerName: 'Exchange Program',
    minWidth: 96,
    flex: 0.8,
    // Membership dues belong to the school: no program (issue 32).
    valueGetter: (value: string | null, row) => invoiceProgramOf(row.feeTypeId, value) ?? '',
  },
  {
    ...dateColumn<InvoiceRow>('paymentDate', 'Payment Date'),
    valueGetter: (_value, row) => shownPaymentDate(row),
  },
  { field: 'status', headerName: 'Status', minWidth: 64, flex: 0.4 },
];

/**
 * The Invoices grid's columns (3-billing §2): Invoice Number (a link to View Invoice), School in the
 * all-schools view, Academic Year without the repeated century, Amount, Amount Paid and Amount Due in
 * whole USD, Invoice Date, Fee Type as M Dues / P Fee / Admin Fee, Exchange Program, Payment Date (only
 * when fully paid) and Status. The row actions are added by the grid page.
 */
export function buildInvoiceColumns(allSchools: boolean): GridColDef<InvoiceRow>[] {
  return allSchools ? [invoiceNumber, school, ...REST] : [invoiceNumber, ...REST];
}
