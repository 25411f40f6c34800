import { PassThrough, type Readable } from 'node:stream';
import type { ReportRow } from '@exchange/domain';
import { CsvSheetWriter } from './csv-sheet-writer.js';
import type { SheetSpec } from './sheet-spec.js';
import { XlsxSheetWriter } from './xlsx-sheet-writer.js';

/** A spreadsheet file written while its rows are read (a report's download). */
export interface SpreadsheetStream {
  /** The file's bytes, piped by the caller into the response. */
  readonly stream: Readable;
  /** Adds rows (ReportRow from @exchange/domain: {id, ...field values}) to sheet n; resolves when the writer can take more (back-pressure). */
  writeRows(sheet: number, rows: readonly ReportRow[]): Promise<void>;
  /** Ends the file (commits the workbook / ends the CSV). */
  finish(): Promise<void>;
}

/** Bytes of the file kept for a slow reader before the writer waits for it. */
const OUT_BUFFER_BYTES = 64 * 1024;

/**
 * A download file in the format asked for, written row batch by row batch with bounded memory: Excel
 * with typed cells (dates, dollars with a currency format, numbers), a bold frozen header and one sheet
 * per spec, written in order; or CSV (one sheet). Every text cell starting with = + - @ is escaped
 * against formula injection. Destroying `stream` (the client went away) makes the pending and later
 * calls reject with DownloadClosedError, so the caller stops reading rows.
 */
export function createSpreadsheetStream(
  format: 'csv' | 'xlsx',
  sheets: readonly SheetSpec[],
  options: { timeZone: string },
): SpreadsheetStream {
  if (sheets.length === 0) throw new Error('spreadsheet: a file needs at least one sheet');
  const out = new PassThrough({ highWaterMark: OUT_BUFFER_BYTES });
  if (format === 'csv') {
    const [sheet, ...more] = sheets;
    if (more.length || !sheet) throw new Error('spreadsheet: a CSV file has exactly one sheet');
    const csv = new CsvSheetWriter(out, sheet, options.timeZone);
    return { stream: out, writeRows: (n, rows) => csv.writeRows(n, rows), finish: () => csv.finish() };
  }
  const xlsx = new XlsxSheetWriter(out, sheets, options.timeZone);
  return { stream: out, writeRows: (n, rows) => xlsx.writeRows(n, rows), finish: () => xlsx.finish() };
}

export type { SheetSpec } from './sheet-spec.js';
export { DownloadClosedError } from './stream-room.js';
