import { randomBytes } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from './app.js';

/** A cell of a roster built for a test: a Date becomes a date cell, `{ formula }` a formula. */
export type TestRosterCell = string | number | boolean | Date | null | { formula: string };

export const UPLOAD_PATH = '/api/training/fileupload';

/** An xlsx workbook whose first sheet holds the rows (the first the header), made with exceljs. */
export async function rosterXlsx(
  rows: readonly (readonly TestRosterCell[])[],
  extraSheets = 0,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Roster');
  rows.forEach((cells, r) => {
    cells.forEach((cell, c) => {
      if (cell === null) return;
      const target = sheet.getCell(r + 1, c + 1);
      if (cell instanceof Date) {
        target.value = cell;
        target.numFmt = 'mm/dd/yyyy';
      } else {
        target.value = cell as ExcelJS.CellValue;
      }
    });
  });
  for (let n = 0; n < extraSheets; n++) workbook.addWorksheet(`Other ${n + 1}`);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The Excel serial of a date's UTC day (days since 30 December 1899), free of the machine's time zone. */
function excelSerial(date: Date): number {
  return (date.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000;
}

// SheetJS writes a BIFF8 formula from its parsed tokens: cce (2 bytes), then 1 (PtgInt), 1, PtgAdd.
const ONE_PLUS_ONE = [7, 0, 0x1e, 1, 0, 0x1e, 1, 0, 0x03];

/**
 * A real xls (BIFF8) workbook holding the rows, written with SheetJS as Excel 97-2003 saves one: a Date
 * is a number with a date format, and any formula is stored as the parsed formula 1+1.
 */
export function rosterXls(rows: readonly (readonly TestRosterCell[])[]): Buffer {
  const sheet: XLSX.WorkSheet = {};
  let lastColumn = 0;
  for (const [r, cells] of rows.entries()) {
    for (const [c, cell] of cells.entries()) {
      lastColumn = Math.max(lastColumn, c);
      const address = XLSX.utils.encode_cell({ r, c });
      if (cell === null) continue;
      if (cell instanceof Date) sheet[address] = { t: 'n', v: excelSerial(cell), z: 'mm/dd/yyyy' };
      else if (typeof cell === 'object')
        sheet[address] = { t: 'n', v: 2, bf: ONE_PLUS_ONE } as XLSX.CellObject;
      else if (typeof cell === 'number') sheet[address] = { t: 'n', v: cell };
      else if (typeof cell === 'boolean') sheet[address] = { t: 'b', v: cell };
      else sheet[address] = { t: 's', v: cell };
    }
  }
  sheet['!ref'] = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: Math.max(0, rows.length - 1), c: lastColumn },
  });
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Roster');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

/** One part of a multipart body: a file (with its name) or a plain field. */
export interface TestPart {
  field: string;
  fileName?: string;
  content: Buffer | string;
  contentType?: string;
}

/** A multipart/form-data body and its content type, as a browser's FormData sends it. */
export function multipartBody(parts: readonly TestPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----roster${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.fileName === undefined
        ? `form-data; name="${part.field}"`
        : `form-data; name="${part.field}"; filename="${part.fileName}"`;
    const type =
      part.fileName === undefined
        ? ''
        : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a multipart body to the upload as the session's user (no cookie: anonymous). */
export function postUpload(
  t: TestContext,
  cookie: string | undefined,
  parts: readonly TestPart[],
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: UPLOAD_PATH,
    headers: { ...headers, 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

/** Uploads one file in the field "file". */
export function uploadFile(
  t: TestContext,
  cookie: string | undefined,
  content: Buffer | string,
  fileName = 'roster.xlsx',
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return postUpload(t, cookie, [{ field: 'file', fileName, content }], headers);
}
