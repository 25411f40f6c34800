import { createRequire } from 'node:module';
import type { PassThrough, Writable } from 'node:stream';
import type { ReportColumn, ReportColumnKind, ReportRow } from '@exchange/domain';
import type * as ExcelTypes from 'exceljs';
import type { SheetSpec } from './sheet-spec.js';
import { type SheetValue, toXlsxValue, XLSX_NUMBER_FORMATS } from './spreadsheet-values.js';
import { unlessClosed, waitForRoom } from './stream-room.js';
import { columnLetters, xlsxRowXml } from './xlsx-row-xml.js';

type WorkbookWriter = ExcelTypes.stream.xlsx.WorkbookWriter;
type WorkbookWriterClass = typeof ExcelTypes.stream.xlsx.WorkbookWriter;
type Style = Partial<ExcelTypes.Style>;

/**
 * The parts of exceljs 4.4's streaming writer that its typings leave out and this writer uses: the
 * workbook's style table (a style's id) and a worksheet's XML stream, which exceljs writes into without
 * looking at back-pressure (a StreamBuf keeping its destinations in `pipes`).
 */
interface WriterInternals {
  styles: { addStyleModel(style: Style, cellType?: number): number };
}
interface SheetInternals {
  stream: { write(xml: string): unknown; pipes?: Writable[] };
}

/**
 * Deflate level of the file: level 1 takes about a third of the default's (6) time for a file a tenth
 * larger (100,000 rows: 7 MB instead of 6 MB).
 */
const ZIP_LEVEL = 1;
/** Bytes of XML that may wait for the compressor before the rows' producer is paused. */
const PENDING_XML_BYTES = 1024 * 1024;
const MIN_WIDTH = 8;
const MAX_WIDTH = 50;
const KIND_WIDTH: Record<ReportColumnKind, number> = {
  text: 10,
  date: 12,
  datetime: 20,
  money: 14,
  number: 10,
  id: 10,
};
const HEADER_STYLE: Style = { font: { bold: true } };
const KIND_STYLES: Record<ReportColumnKind, Style | null> = {
  text: null,
  number: null,
  id: null,
  date: { numFmt: XLSX_NUMBER_FORMATS.date },
  datetime: { numFmt: XLSX_NUMBER_FORMATS.datetime },
  money: { numFmt: XLSX_NUMBER_FORMATS.money },
};

// Only the streaming writer, loaded at the first download: the whole of exceljs (reader, in-memory
// workbook, CSV) adds half a second to the server's start, the writer a sixth of that.
let writerClass: WorkbookWriterClass | undefined;
function loadWriterClass(): WorkbookWriterClass {
  writerClass ??= createRequire(import.meta.url)(
    'exceljs/lib/stream/xlsx/workbook-writer.js',
  ) as WorkbookWriterClass;
  return writerClass;
}

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetName(name: string): string {
  return (
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet'
  );
}

/** A column's width in characters: its header, or the longest value of the first rows, within bounds. */
function columnWidth(column: ReportColumn, rows: readonly ReportRow[]): number {
  let width = Math.max(column.header.length + 2, KIND_WIDTH[column.kind]);
  if (column.kind === 'text') {
    for (const row of rows) {
      const value = row[column.field];
      if (typeof value === 'string' && value.length + 2 > width) width = value.length + 2;
    }
  }
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width));
}

/** The sheet being written: the exceljs worksheet, its next row number and its columns' cell formats. */
interface OpenSheet {
  worksheet: ExcelTypes.Worksheet;
  nextRow: number;
  columns: readonly ReportColumn[];
  styleIds: readonly number[];
  letters: readonly string[];
}

/**
 * An Excel workbook written as rows arrive. exceljs's streaming writer makes the file (workbook, styles,
 * sheet views and columns, the header row, the zip); the data rows' XML is written straight into the
 * sheet's stream, because exceljs's row and cell objects took three quarters of a 100,000-row download's
 * time. Memory holds one batch of rows and the compressor's window, whatever the row count. A streaming
 * workbook is one zip entry after another, so sheets are written in order.
 */
export class XlsxSheetWriter {
  private workbook: WorkbookWriter | undefined;
  private sheet: OpenSheet | undefined;
  /** The sheet being written; -1 before the first. */
  private current = -1;

  constructor(
    private readonly out: PassThrough,
    private readonly sheets: readonly SheetSpec[],
    private readonly timeZone: string,
  ) {}

  /** Adds rows to sheet `index` (the current one or a later one), then waits while the file is behind. */
  async writeRows(index: number, rows: readonly ReportRow[]): Promise<void> {
    if (index < this.current) {
      throw new Error(`spreadsheet: sheet ${index} was already finished (writing sheet ${this.current})`);
    }
    if (!(index < this.sheets.length)) throw new Error(`spreadsheet: no sheet ${index}`);
    while (this.current < index) this.openNextSheet(this.current + 1 === index ? rows : []);
    const sheet = this.sheet as OpenSheet;
    const stream = (sheet.worksheet as unknown as SheetInternals).stream;
    const values: SheetValue[] = new Array(sheet.columns.length);
    let xml = '';
    for (const data of rows) {
      for (let i = 0; i < sheet.columns.length; i++) {
        const column = sheet.columns[i] as ReportColumn;
        values[i] = toXlsxValue(column.kind, data[column.field], this.timeZone);
      }
      xml += xlsxRowXml(sheet.nextRow++, values, sheet.styleIds, sheet.letters);
    }
    if (xml) stream.write(xml);
    await waitForRoom([stream.pipes?.[0]], PENDING_XML_BYTES, this.out);
  }

  /** Writes the sheets not yet begun (header only), commits the workbook and ends the file. */
  async finish(): Promise<void> {
    while (this.current < this.sheets.length - 1) this.openNextSheet([]);
    this.sheet?.worksheet.commit();
    await unlessClosed((this.workbook as WorkbookWriter).commit(), this.out);
  }

  private openWorkbook(): WorkbookWriter {
    const Writer = loadWriterClass();
    this.workbook ??= new Writer({
      stream: this.out,
      useStyles: true,
      useSharedStrings: false,
      zip: { zlib: { level: ZIP_LEVEL } },
    });
    return this.workbook;
  }

  /**
   * Commits the current sheet and starts the next through exceljs: frozen header view, column widths
   * (from the first rows), the bold header row, and the style id of each typed column.
   */
  private openNextSheet(firstRows: readonly ReportRow[]): void {
    const workbook = this.openWorkbook();
    this.sheet?.worksheet.commit();
    this.current += 1;
    const spec = this.sheets[this.current] as SheetSpec;
    const worksheet = workbook.addWorksheet(sheetName(spec.name), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    worksheet.columns = spec.columns.map((c) => ({ key: c.field, width: columnWidth(c, firstRows) }));
    const header = worksheet.addRow(spec.columns.map((c) => c.header));
    header.eachCell((cell) => {
      cell.style = HEADER_STYLE;
    });
    // Committing the header writes the sheet's opening XML (views, columns, <sheetData>) and the header.
    header.commit();
    const styles = (workbook as unknown as WriterInternals).styles;
    this.sheet = {
      worksheet,
      nextRow: 2,
      columns: spec.columns,
      styleIds: spec.columns.map((c) => {
        const style = KIND_STYLES[c.kind];
        return style ? styles.addStyleModel(style) : 0;
      }),
      letters: spec.columns.map((_, i) => columnLetters(i + 1)),
    };
  }
}
