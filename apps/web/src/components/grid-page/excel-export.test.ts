import { XLSX_NUMBER_FORMATS } from '@exchange/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  buildExcelWorkbook,
  excelSheetName,
  type GridExportSource,
  gridExportSheet,
  toExcelCell,
  withSheetKind,
} from './excel-export';

const rows: Record<string, Record<string, unknown>> = {
  a: { name: '=1+2', amount: '$1,250', terms: 8, day: new Date(2025, 6, 4, 15, 30), note: '-3' },
  b: { name: "Pat O'Brien", amount: '($12)', terms: null, day: null, note: '@x' },
};
const source: GridExportSource = {
  columns: [
    { field: 'name', headerName: 'Student Name' },
    { field: 'amount', headerName: 'Award Amount' },
    { field: 'terms', headerName: 'Terms', type: 'number' },
    { field: 'day', headerName: 'Enrolled On', type: 'date' },
    { field: 'note' },
    { field: '__rowActions', headerName: 'Actions', disableExport: true },
    { field: 'more', headerName: 'More', type: 'actions' },
  ],
  widths: { name: 210, amount: 20 },
  rowIds: ['b', 'a'],
  formattedValue: (id, field) => rows[String(id)]?.[field],
  value: (id, field) => rows[String(id)]?.[field],
};

describe('the grid Excel download', () => {
  it('takes the data columns and the rows in the grid order, escaping text that would be a formula', () => {
    const sheet = gridExportSheet('Exports', source);
    expect(sheet.columns).toEqual([
      { header: 'Student Name', width: 30 },
      { header: 'Award Amount', width: 8 },
      { header: 'Terms', width: 14 },
      { header: 'Enrolled On', width: 14 },
      { header: 'note', width: 14 },
    ]);
    expect(sheet.rows).toEqual([
      ["Pat O'Brien", '($12)', null, null, "'@x"],
      ["'=1+2", '$1,250', 8, new Date(Date.UTC(2025, 6, 4)), "'-3"],
    ]);
    expect(toExcelCell(Number.NaN)).toBeNull();
    expect(toExcelCell('+1')).toBe("'+1");
    expect(excelSheetName('Users: [all] / active and more than thirty-one characters')).toBe(
      'Users   all    active and more',
    );
  });

  it('builds a workbook with a bold frozen header, typed cells and the escaped text', async () => {
    const bytes = await buildExcelWorkbook(gridExportSheet('Exports', source));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.getWorksheet('Exports');
    expect(sheet).toBeDefined();
    if (!sheet) return;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Student Name',
      'Award Amount',
      'Terms',
      'Enrolled On',
      'note',
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBe(30);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(5).value).toBe("'@x");
    const first = sheet.getRow(3);
    expect(first.getCell(1).value).toBe("'=1+2");
    expect(first.getCell(2).value).toBe('$1,250');
    expect(first.getCell(3).value).toBe(8);
    expect(first.getCell(4).value).toEqual(new Date(Date.UTC(2025, 6, 4)));
    expect(first.getCell(4).numFmt).toBe('mm/dd/yyyy');
    expect(first.getCell(5).value).toBe("'-3");
  });

  it("types a typed column's cells as the report downloads do: dollars in a currency format, dates", async () => {
    const values: Record<string, Record<string, unknown>> = {
      a: { paid: -7_550, due: '2026-08-14', at: '2026-01-15T18:30:00Z', name: 'Alpha' },
      b: { paid: null, due: 'someday', at: null, name: '-1' },
    };
    const typed: GridExportSource = {
      columns: [
        withSheetKind({ field: 'paid', headerName: 'Amount Paid' }, 'money'),
        withSheetKind({ field: 'due', headerName: 'Due' }, 'date'),
        withSheetKind({ field: 'at', headerName: 'Changed' }, 'datetime'),
        { field: 'name', headerName: 'School' },
      ],
      rowIds: ['a', 'b'],
      formattedValue: (id, field) => (field === 'name' ? values[String(id)]?.[field] : 'shown text'),
      value: (id, field) => values[String(id)]?.[field],
      timeZone: 'America/Chicago',
    };
    const sheet = gridExportSheet('Invoices', typed);
    expect(sheet.columns.map((c) => c.numFmt)).toEqual([
      XLSX_NUMBER_FORMATS.money,
      XLSX_NUMBER_FORMATS.date,
      XLSX_NUMBER_FORMATS.datetime,
      undefined,
    ]);
    expect(sheet.rows).toEqual([
      [-75.5, new Date(Date.UTC(2026, 7, 14)), new Date(Date.UTC(2026, 0, 15, 12, 30)), 'Alpha'],
      [null, 'someday', null, "'-1"],
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await buildExcelWorkbook(sheet));
    const row = workbook.getWorksheet('Invoices')?.getRow(2);
    expect(row?.getCell(1).value).toBe(-75.5);
    expect(row?.getCell(1).numFmt).toBe(XLSX_NUMBER_FORMATS.money);
    expect(row?.getCell(2).numFmt).toBe(XLSX_NUMBER_FORMATS.date);
    expect(row?.getCell(3).numFmt).toBe(XLSX_NUMBER_FORMATS.datetime);
  });
});
