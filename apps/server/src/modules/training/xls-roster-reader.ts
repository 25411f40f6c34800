import type * as SheetTypes from '@e965/xlsx';
import {
  TRAINING_MESSAGES as M,
  ROSTER_MAX_COLUMNS,
  ROSTER_MAX_ROWS,
  ROSTER_MAX_SHEETS,
  type RosterCell,
  type RosterSheetRow,
} from '@exchange/domain';
import { badRequest, HttpError } from '../../plugins/errors.js';

type SheetModule = typeof SheetTypes;
let sheetjs: Promise<SheetModule> | undefined;
// Loaded at the first xls only: most rosters are xlsx, and the library is large.
function loadSheetJs(): Promise<SheetModule> {
  sheetjs ??= import('@e965/xlsx');
  return sheetjs;
}

/** One BIFF cell as the roster rules read it; a formula refuses the whole file, naming its row. */
function cellOf(X: SheetModule, cell: SheetTypes.CellObject | undefined, address: string, row: number) {
  if (!cell) return null;
  if (cell.f) throw badRequest(M.formula(row, address));
  switch (cell.t) {
    case 'z':
      return null;
    case 's':
      return String(cell.v ?? '');
    case 'b':
      return Boolean(cell.v);
    case 'e':
      return cell.w ?? '#ERROR';
    case 'n': {
      const v = Number(cell.v);
      // A number shown with a date format is a date cell: its serial's calendar day, no time zone involved.
      if (typeof cell.z === 'string' && X.SSF.is_date(cell.z)) {
        const d = X.SSF.parse_date_code(v);
        if (!d) return { day: 'invalid' };
        return { day: `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}` };
      }
      return v;
    }
    default:
      return cell.w ?? (cell.v === undefined ? null : String(cell.v));
  }
}

/**
 * The rows of an xls (BIFF) roster's first sheet, read with SheetJS: ONLY for xls (exceljs reads no
 * BIFF). The input is bounded before it gets here (the upload's size limit), and SheetJS is told to
 * parse the first sheet alone and at most the row limit plus one: a sheet whose range goes past the
 * limit, more than ROSTER_MAX_SHEETS sheets or any formula refuses the file (400).
 */
export async function readXlsRoster(bytes: Buffer): Promise<RosterSheetRow[]> {
  const X = await loadSheetJs();
  let workbook: SheetTypes.WorkBook;
  try {
    workbook = X.read(bytes, {
      type: 'buffer',
      sheets: 0,
      sheetRows: ROSTER_MAX_ROWS + 2,
      cellFormula: true,
      cellNF: true,
      cellDates: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
  } catch {
    throw badRequest(M.unreadable);
  }
  if (workbook.SheetNames.length > ROSTER_MAX_SHEETS) throw badRequest(M.tooManySheets);
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) throw badRequest(M.unreadable);
  const ref = sheet['!fullref'] ?? sheet['!ref'];
  if (!ref) return [];
  try {
    const range = X.utils.decode_range(ref);
    if (range.e.r + 1 > ROSTER_MAX_ROWS + 1) throw badRequest(M.tooManyRows);
    const lastColumn = Math.min(range.e.c, ROSTER_MAX_COLUMNS - 1);
    const rows: RosterSheetRow[] = [];
    for (let r = 0; r <= range.e.r; r++) {
      const cells: RosterCell[] = [];
      for (let c = 0; c <= lastColumn; c++) {
        const address = X.utils.encode_cell({ r, c });
        cells.push(cellOf(X, sheet[address] as SheetTypes.CellObject | undefined, address, r + 1));
      }
      rows.push({ row: r + 1, cells });
    }
    return rows;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest(M.unreadable);
  }
}
