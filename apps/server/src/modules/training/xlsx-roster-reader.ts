import {
  TRAINING_MESSAGES as M,
  ROSTER_MAX_COLUMNS,
  ROSTER_MAX_ROWS,
  ROSTER_MAX_SHEETS,
  ROSTER_MAX_UNPACKED_BYTES,
  type RosterCell,
  type RosterSheetRow,
} from '@exchange/domain';
import type * as ExcelTypes from 'exceljs';
import { badRequest } from '../../plugins/errors.js';
import { checkZipBounds } from './zip-bounds.js';

type ExcelModule = typeof ExcelTypes;
let excel: Promise<ExcelModule> | undefined;
// exceljs whole takes half a second to load: only when the first roster arrives, not at start-up.
function loadExcel(): Promise<ExcelModule> {
  excel ??= import('exceljs').then((m) => m.default as ExcelModule);
  return excel;
}

/** A date cell's calendar day: exceljs gives the serial as that day's midnight UTC. */
function dayOf(date: Date): { day: string } {
  return { day: Number.isNaN(date.getTime()) ? 'invalid' : date.toISOString().slice(0, 10) };
}

/** One cell as the roster rules read it; a formula refuses the whole file, naming its row. */
function cellOf(cell: ExcelTypes.Cell, types: ExcelModule['ValueType'], row: number): RosterCell {
  switch (cell.type) {
    case types.Formula:
      throw badRequest(M.formula(row, cell.address));
    case types.Null:
    case types.Merge:
      return null;
    case types.Number:
      return cell.value as number;
    case types.Boolean:
      return cell.value as boolean;
    case types.Date:
      return dayOf(cell.value as Date);
    default:
      // Text, shared strings, rich text, hyperlinks (their shown text) and errors (#N/A).
      return cell.text;
  }
}

/**
 * The rows of an xlsx roster's first sheet. The zip is first unpacked with a bound (20 MB in all), so
 * a zip bomb is refused before exceljs holds it in memory; then more than ROSTER_MAX_SHEETS sheets, a
 * row past the row limit or any formula in the rows read refuses the file (400).
 */
export async function readXlsxRoster(bytes: Buffer): Promise<RosterSheetRow[]> {
  const bounds = checkZipBounds(bytes, ROSTER_MAX_UNPACKED_BYTES);
  if (bounds) throw badRequest(bounds === 'tooLarge' ? M.unpacksTooLarge : M.unreadable);
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(M.unreadable);
  }
  if (workbook.worksheets.length > ROSTER_MAX_SHEETS) throw badRequest(M.tooManySheets);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(M.unreadable);
  const rows: RosterSheetRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber > ROSTER_MAX_ROWS + 1) throw badRequest(M.tooManyRows);
    const cells: RosterCell[] = [];
    row.eachCell((cell, column) => {
      const value = cellOf(cell, ExcelJS.ValueType, rowNumber);
      if (column <= ROSTER_MAX_COLUMNS) cells[column - 1] = value;
    });
    rows.push({ row: rowNumber, cells: Array.from(cells, (c) => c ?? null) });
  });
  return rows;
}
