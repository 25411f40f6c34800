import { CHANGE_LOG_COLUMNS, REPORT_LIST, type ReportColumn, type ReportRow } from '@exchange/domain';
import type { GridCellParams, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FIXTURE_REPORT } from '../../test/report-fixture';
import {
  buildReportColumn,
  buildReportColumns,
  CELL_TEXT_CLASS,
  initialColumnVisibility,
  NEGATIVE_MONEY_CLASS,
  renderReportCell,
  reportColumnMinWidth,
} from './report-columns';

/** The text the grid shows for a value of a column (its value formatter). */
function shown(col: GridColDef, value: unknown): unknown {
  // biome-ignore lint/suspicious/noExplicitAny: the formatter's other arguments are not read.
  return (col.valueFormatter as any)?.(value, {}, col, {});
}

/** The class the grid gives a cell of a column. */
function cellClass(col: GridColDef, value: unknown): string {
  const { cellClassName } = col;
  if (typeof cellClassName === 'function') return cellClassName({ value } as GridCellParams);
  return cellClassName ?? '';
}

const money: ReportColumn = { field: 'amountPaid', header: 'Amount Paid', kind: 'money' };

describe('buildReportColumn', () => {
  it('shows money as whole dollars on the right, a negative amount red and in parentheses', () => {
    const col = buildReportColumn(money);
    expect(col).toMatchObject({
      field: 'amountPaid',
      headerName: 'Amount Paid',
      type: 'number',
      align: 'right',
    });
    expect(shown(col, 150_000)).toBe('$1,500');
    expect(cellClass(col, 150_000)).toBe('');
    expect(shown(col, -150_000)).toBe('($1,500)');
    expect(cellClass(col, -150_000)).toBe(NEGATIVE_MONEY_CLASS);
    expect(shown(col, null)).toBe('');
  });

  it('shows a day in US format and an instant in the programme time zone', () => {
    const date = buildReportColumn({ field: 'paymentDate', header: 'Payment Date', kind: 'date' });
    expect(shown(date, '2026-11-30')).toBe('11/30/2026');
    expect(date.type).toBe('string');
    const when = buildReportColumn(CHANGE_LOG_COLUMNS[0] as ReportColumn, 'America/Chicago');
    expect(when.field).toBe('modifiedDateTime');
    expect(shown(when, '2026-12-01T05:59:00Z')).toBe('11/30/2026 11:59 PM');
  });

  it('aligns numbers on the right and lets text columns share the width', () => {
    const number = buildReportColumn({ field: 'semestersUsed', header: 'Semesters Used', kind: 'number' });
    expect(number).toMatchObject({ type: 'number', align: 'right', headerAlign: 'right' });
    expect(shown(number, 1234)).toBe('1,234');
    const text = buildReportColumn({ field: 'schoolName', header: 'School', kind: 'text' });
    expect(text).toMatchObject({ type: 'string', align: 'left', flex: 1 });
    expect(text.minWidth).toBeGreaterThan(0);
  });

  it('is sorted by the server and filtered only through the filters above the grid', () => {
    const col = buildReportColumn(money);
    expect(col.sortable).toBe(true);
    expect(col.filterable).toBe(false);
  });
});

describe('renderReportCell', () => {
  it('shows the formatted text in its own element with the whole value as its tooltip', () => {
    const col = buildReportColumn(money);
    const html = renderToStaticMarkup(
      col.renderCell?.({ formattedValue: shown(col, -150_000) } as GridRenderCellParams<ReportRow>),
    );
    expect(html).toBe(`<span class="${CELL_TEXT_CLASS}" title="($1,500)">($1,500)</span>`);
    expect(renderReportCell({ formattedValue: '' })).toBe('');
  });
});

describe('reportColumnMinWidth', () => {
  it("leaves room for the header's longest word, and more for an email address", () => {
    const id = reportColumnMinWidth({ field: 'applicationId', header: 'Application ID', kind: 'number' });
    const used = reportColumnMinWidth({ field: 'semestersUsed', header: 'Used', kind: 'number' });
    expect(id).toBeGreaterThan(used);
    expect(used).toBe(100);
    const email = reportColumnMinWidth({ field: 'studentEmail', header: 'Email', kind: 'text' });
    const name = reportColumnMinWidth({ field: 'studentName', header: 'Student', kind: 'text' });
    expect(email).toBeGreaterThan(name);
  });
});

describe('buildReportColumns', () => {
  it("keeps the definition's order and headers (the downloads have the same)", () => {
    const def = FIXTURE_REPORT;
    const cols = buildReportColumns(def.columns);
    expect(cols.map((c) => c.field)).toEqual(def.columns.map((c) => c.field));
    expect(cols.map((c) => c.headerName)).toEqual(def.columns.map((c) => c.header));
  });

  it('builds a column for every column of every report and change log', () => {
    for (const def of REPORT_LIST) {
      const cols = buildReportColumns(def.columns);
      expect(cols.map((c) => c.field)).toEqual(def.columns.map((c) => c.field));
      expect(new Set(cols.map((c) => c.field)).size).toBe(cols.length);
    }
  });
});

describe('initialColumnVisibility', () => {
  it('starts the hidden columns hidden and leaves the others to the grid', () => {
    const columns: ReportColumn[] = [
      { field: 'a', header: 'A', kind: 'text' },
      { field: 'b', header: 'B', kind: 'text', hidden: true },
    ];
    expect(initialColumnVisibility(columns)).toEqual({ b: false });
    expect(initialColumnVisibility(FIXTURE_REPORT.columns)).toEqual({ semestersUsed: false });
    expect(initialColumnVisibility(columns.slice(0, 1))).toEqual({});
  });
});
