import type { PassThrough } from 'node:stream';
import type { ReportColumn, ReportRow } from '@exchange/domain';
import { escapeSpreadsheetText } from '@exchange/domain';
import type { SheetSpec } from './sheet-spec.js';
import { quoteCsvField, toCsvText } from './spreadsheet-values.js';
import { DownloadClosedError, waitForRoom } from './stream-room.js';

/** The byte order mark that makes Excel read the file as UTF-8 (names with accents). */
const UTF8_BOM = '\uFEFF';
const CRLF = '\r\n';
/** Bytes the file's stream may hold for a slow reader before the rows' producer is paused. */
const PENDING_BYTES = 256 * 1024;

/**
 * A CSV file (RFC 4180: CRLF lines, fields quoted when they need it) written as rows arrive: UTF-8 with a
 * byte order mark, the column headers first, then one line per row.
 */
export class CsvSheetWriter {
  private started = false;
  private readonly columns: readonly ReportColumn[];

  constructor(
    private readonly out: PassThrough,
    sheet: SheetSpec,
    private readonly timeZone: string,
  ) {
    this.columns = sheet.columns;
  }

  /** Adds rows to the file (sheet 0, the only one), then waits while the reader is behind. */
  async writeRows(index: number, rows: readonly ReportRow[]): Promise<void> {
    if (index !== 0) throw new Error(`spreadsheet: a CSV file has one sheet (asked for sheet ${index})`);
    if (this.out.destroyed) throw new DownloadClosedError();
    let text = this.startText();
    for (const row of rows) text += this.line(row);
    if (text) this.out.write(text);
    await waitForRoom([this.out], PENDING_BYTES, this.out);
  }

  /** Writes the header when no row came, and ends the file. */
  async finish(): Promise<void> {
    if (this.out.destroyed) throw new DownloadClosedError();
    const text = this.startText();
    await new Promise<void>((resolve, reject) =>
      this.out.end(text, (err?: Error | null) => (err ? reject(new DownloadClosedError()) : resolve())),
    );
  }

  /** The byte order mark and the header line, the first time only. */
  private startText(): string {
    if (this.started) return '';
    this.started = true;
    return (
      UTF8_BOM + this.columns.map((c) => quoteCsvField(escapeSpreadsheetText(c.header))).join(',') + CRLF
    );
  }

  private line(row: ReportRow): string {
    let text = '';
    for (let i = 0; i < this.columns.length; i++) {
      const column = this.columns[i] as ReportColumn;
      if (i > 0) text += ',';
      text += quoteCsvField(toCsvText(column.kind, row[column.field], this.timeZone));
    }
    return text + CRLF;
  }
}
