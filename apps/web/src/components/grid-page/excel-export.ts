import {
  DEFAULT_PROGRAM_TIME_ZONE,
  escapeSpreadsheetText,
  type SheetCellKind,
  toXlsxValue,
  xlsxNumberFormat,
} from '@exchange/domain';
import type { GridColDef, GridRowId, GridValidRowModel } from '@mui/x-data-grid';
import { saveFile } from '../../lib/save-file';

/** A cell of the downloaded workbook: text, a number, a day, or nothing. */
export type ExcelCell = string | number | Date | null;

/** What a grid download holds: the sheet's name, its column headers, widths and number formats, and its rows. */
export interface ExcelSheet {
  name: string;
  /** numFmt: the Excel number format of a typed column's numbers and dates. */
  columns: readonly { header: string; width: number; numFmt?: string }[];
  rows: readonly (readonly ExcelCell[])[];
}

/** The MIME type of an .xlsx file. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DATE_FORMAT = 'mm/dd/yyyy';
/** About the pixels of one character of the grid's font, to carry a column's width into Excel. */
const PIXELS_PER_CHARACTER = 7;

/**
 * What a column's download cells hold when the column is typed: the cell's value (after its valueGetter)
 * typed as every spreadsheet of the portal types it (the domain's toXlsxValue: money in cents as dollars
 * in a currency format, ISO days as dates), instead of the text the grid shows.
 */
export interface SheetTypedColumn {
  sheetKind?: SheetCellKind;
}

/** The column with its download cells typed as `kind` (the grid still shows its formatted text). */
export function withSheetKind<R extends GridValidRowModel>(
  column: GridColDef<R>,
  kind: SheetCellKind,
): GridColDef<R> & SheetTypedColumn {
  return { ...column, sheetKind: kind };
}

/** What a download reads of a grid column. */
type ExportColumn = Pick<GridColDef, 'field' | 'headerName' | 'type' | 'disableExport'> & SheetTypedColumn;

/** What the grid gives to build a download from: its columns in order, the rows, and each cell's values. */
export interface GridExportSource {
  columns: readonly ExportColumn[];
  /** The columns' widths in pixels as the grid shows them (computedWidth), by field. */
  widths?: Readonly<Record<string, number>>;
  rowIds: readonly GridRowId[];
  /** The value a cell shows: the grid's formatted value. */
  formattedValue(id: GridRowId, field: string): unknown;
  /** The value a cell holds (after its valueGetter), which a typed column writes. */
  value(id: GridRowId, field: string): unknown;
  /** The programme time zone of date-time cells (open-points 1); its default when left out. */
  timeZone?: string;
}

/** A shown value as a workbook cell: numbers stay numbers, a Date a day, anything else escaped text. */
export function toExcelCell(value: unknown): ExcelCell {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    // The day the grid shows (the browser's own calendar), as the UTC midnight exceljs writes as that day.
    return new Date(Date.UTC(value.getFullYear(), value.getMonth(), value.getDate()));
  }
  return escapeSpreadsheetText(String(value));
}

/**
 * The rows and columns a grid download holds: the given columns that hold data (the actions and
 * checkbox columns set disableExport), with the values the grid shows.
 */
export function gridExportSheet(name: string, source: GridExportSource): ExcelSheet {
  const columns = source.columns.filter((c) => c.disableExport !== true && c.type !== 'actions');
  const timeZone = source.timeZone ?? DEFAULT_PROGRAM_TIME_ZONE;
  const cell = (id: GridRowId, c: ExportColumn): ExcelCell =>
    c.sheetKind
      ? toXlsxValue(c.sheetKind, source.value(id, c.field), timeZone)
      : toExcelCell(source.formattedValue(id, c.field));
  return {
    name,
    columns: columns.map((c) => ({
      header: c.headerName ?? c.field,
      width: Math.min(60, Math.max(8, Math.round((source.widths?.[c.field] ?? 100) / PIXELS_PER_CHARACTER))),
      ...(c.sheetKind && xlsxNumberFormat(c.sheetKind) ? { numFmt: xlsxNumberFormat(c.sheetKind) } : {}),
    })),
    rows: source.rowIds.map((id) => columns.map((c) => cell(id, c))),
  };
}

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
export function excelSheetName(name: string): string {
  return (
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet1'
  );
}

type ExcelModule = typeof import('exceljs');

/** exceljs, loaded when a user first downloads: it is about a megabyte, so it is not in the shell. */
async function loadExcel(): Promise<ExcelModule> {
  const module = await import('exceljs');
  return (module as unknown as { default?: ExcelModule }).default ?? module;
}

/**
 * The .xlsx bytes of the sheet: a bold, frozen header row, column widths, dates as dates, and a typed
 * column's numbers and dates in its number format (dollars with red parentheses, US dates).
 */
export async function buildExcelWorkbook(sheet: ExcelSheet): Promise<ArrayBuffer> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  const worksheet = workbook.addWorksheet(excelSheetName(sheet.name), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  worksheet.columns = sheet.columns.map((c) => ({ width: c.width }));
  const header = worksheet.addRow(sheet.columns.map((c) => c.header));
  header.font = { bold: true };
  for (const row of sheet.rows) {
    const added = worksheet.addRow([...row]);
    row.forEach((value, index) => {
      if (value === null || typeof value === 'string') return;
      const numFmt = sheet.columns[index]?.numFmt ?? (value instanceof Date ? DATE_FORMAT : undefined);
      if (numFmt) added.getCell(index + 1).numFmt = numFmt;
    });
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Builds the sheet's workbook and saves it as `<fileName>.xlsx`. */
export async function downloadExcel(sheet: ExcelSheet, fileName: string): Promise<void> {
  saveFile(new Blob([await buildExcelWorkbook(sheet)], { type: XLSX_TYPE }), `${fileName}.xlsx`);
}
