import { escapeSpreadsheetText } from '@exchange/domain';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import { saveFile } from '../../lib/save-file';

/** A cell of the downloaded workbook: text, a number, a day, or nothing. */
export type ExcelCell = string | number | Date | null;

/** What a grid download holds: the sheet's name, its column headers and widths, and its rows. */
export interface ExcelSheet {
  name: string;
  columns: readonly { header: string; width: number }[];
  rows: readonly (readonly ExcelCell[])[];
}

/** The MIME type of an .xlsx file. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DATE_FORMAT = 'mm/dd/yyyy';
/** About the pixels of one character of the grid's font, to carry a column's width into Excel. */
const PIXELS_PER_CHARACTER = 7;

/** What the grid gives to build a download from: its columns in order, the rows, and each shown value. */
export interface GridExportSource {
  columns: readonly Pick<GridColDef, 'field' | 'headerName' | 'type' | 'disableExport'>[];
  /** The columns' widths in pixels as the grid shows them (computedWidth), by field. */
  widths?: Readonly<Record<string, number>>;
  rowIds: readonly GridRowId[];
  /** The value a cell shows: the grid's formatted value. */
  formattedValue(id: GridRowId, field: string): unknown;
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
  return {
    name,
    columns: columns.map((c) => ({
      header: c.headerName ?? c.field,
      width: Math.min(60, Math.max(8, Math.round((source.widths?.[c.field] ?? 100) / PIXELS_PER_CHARACTER))),
    })),
    rows: source.rowIds.map((id) => columns.map((c) => toExcelCell(source.formattedValue(id, c.field)))),
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

/** The .xlsx bytes of the sheet: a bold, frozen header row, column widths, dates as dates. */
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
      if (value instanceof Date) added.getCell(index + 1).numFmt = DATE_FORMAT;
    });
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Builds the sheet's workbook and saves it as `<fileName>.xlsx`. */
export async function downloadExcel(sheet: ExcelSheet, fileName: string): Promise<void> {
  saveFile(new Blob([await buildExcelWorkbook(sheet)], { type: XLSX_TYPE }), `${fileName}.xlsx`);
}
