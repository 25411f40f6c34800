import type { Readable } from 'node:stream';
import type { ReportColumn, ReportRow } from '@exchange/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createSpreadsheetStream, DownloadClosedError } from './spreadsheet-stream.js';
import { XLSX_NUMBER_FORMATS } from './spreadsheet-values.js';

const TIME_ZONE = 'America/Chicago';
const columns: readonly ReportColumn[] = [
  { field: 'name', header: 'Student Name', kind: 'text' },
  { field: 'born', header: 'Birth Date', kind: 'date' },
  { field: 'changed', header: 'Changed', kind: 'datetime' },
  { field: 'amount', header: 'Amount', kind: 'money' },
  { field: 'terms', header: 'Terms', kind: 'number' },
];
const rows: ReportRow[] = [
  { id: 1, name: '=1+2', born: '2004-02-29', changed: '2025-07-04T17:30:00Z', amount: -1250, terms: 8 },
  { id: 2, name: '@x', born: null, changed: null, amount: 123456, terms: null },
  { id: 3, name: '-3', born: '1999-12-31', changed: '2025-01-15T06:05:00Z', amount: 0, terms: 0 },
  { id: 4, name: '+1', born: '2000-01-01', changed: null, amount: null, terms: 2 },
  { id: 5, name: 'O\'Brien, "Pat"\nline two', born: null, changed: null, amount: 5, terms: 1.5 },
];

/** Every byte of a stream. */
async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Writes the rows into a new file of the format while its bytes are read, and returns them. */
async function writeFile(format: 'csv' | 'xlsx', sheets = [{ name: 'Test Report', columns }]) {
  const file = createSpreadsheetStream(format, sheets, { timeZone: TIME_ZONE });
  const bytes = readAll(file.stream);
  for (let i = 0; i < sheets.length; i++) await file.writeRows(i, rows);
  await file.finish();
  return bytes;
}

describe('xlsx download', () => {
  it('has a bold frozen header, typed cells and escaped text', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await writeFile('xlsx')) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Test Report');
    expect(sheet).toBeDefined();
    if (!sheet) return;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(columns.map((c) => c.header));
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(6);
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual('Student Name'.length);

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe("'=1+2");
    expect(first.getCell(2).value).toEqual(new Date('2004-02-29T00:00:00Z'));
    expect(first.getCell(2).numFmt).toBe(XLSX_NUMBER_FORMATS.date);
    // 17:30 UTC on 4 July is 12:30 pm in Chicago (CDT, UTC-5): the cell holds the wall clock.
    expect(first.getCell(3).value).toEqual(new Date('2025-07-04T12:30:00Z'));
    expect(first.getCell(3).numFmt).toBe(XLSX_NUMBER_FORMATS.datetime);
    expect(first.getCell(4).value).toBe(-12.5);
    expect(first.getCell(4).numFmt).toBe('"$"#,##0.00;[Red]("$"#,##0.00)');
    expect(first.getCell(5).value).toBe(8);

    expect(sheet.getRow(3).getCell(1).value).toBe("'@x");
    expect(sheet.getRow(3).getCell(2).value).toBeNull();
    expect(sheet.getRow(3).getCell(4).value).toBe(1234.56);
    expect(sheet.getRow(4).getCell(1).value).toBe("'-3");
    // 06:05 UTC on 15 January is 12:05 am in Chicago (CST, UTC-6).
    expect(sheet.getRow(4).getCell(3).value).toEqual(new Date('2025-01-15T00:05:00Z'));
    expect(sheet.getRow(5).getCell(1).value).toBe("'+1");
    expect(sheet.getRow(6).getCell(5).value).toBe(1.5);
  });

  it('writes sheets in order, each with its header, and refuses to go back to a finished one', async () => {
    const sheets = [
      { name: 'Import Enrollment', columns },
      { name: 'Export Enrollment', columns: columns.slice(0, 2) },
      { name: 'Empty: [none]', columns },
    ];
    const file = createSpreadsheetStream('xlsx', sheets, { timeZone: TIME_ZONE });
    const bytes = readAll(file.stream);
    await file.writeRows(0, rows);
    await file.writeRows(1, rows.slice(0, 2));
    await expect(file.writeRows(0, rows)).rejects.toThrow(/already finished/);
    await file.finish();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytes) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Import Enrollment',
      'Export Enrollment',
      'Empty   none',
    ]);
    const [imports, exports, empty] = workbook.worksheets as [
      ExcelJS.Worksheet,
      ExcelJS.Worksheet,
      ExcelJS.Worksheet,
    ];
    expect(imports.rowCount).toBe(6);
    expect((exports.getRow(1).values as unknown[]).slice(1)).toEqual(['Student Name', 'Birth Date']);
    expect(exports.getRow(3).getCell(1).value).toBe("'@x");
    expect(exports.rowCount).toBe(3);
    expect(empty.rowCount).toBe(1);
    expect(empty.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('stops with DownloadClosedError when the reader goes away', async () => {
    const file = createSpreadsheetStream('xlsx', [{ name: 'Test', columns }], { timeZone: TIME_ZONE });
    file.stream.destroy();
    await expect(file.writeRows(0, rows)).rejects.toBeInstanceOf(DownloadClosedError);
  });
});

describe('csv download', () => {
  it('is UTF-8 with a BOM, CRLF lines, RFC 4180 quoting, US dates, dollars and escaped text', async () => {
    const text = (await writeFile('csv')).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Student Name,Birth Date,Changed,Amount,Terms',
      "'=1+2,02/29/2004,07/04/2025 12:30 PM,-12.50,8",
      "'@x,,,1234.56,",
      "'-3,12/31/1999,01/15/2025 12:05 AM,0.00,0",
      "'+1,01/01/2000,,,2",
      '"O\'Brien, ""Pat""\nline two",,,0.05,1.5',
      '',
    ]);
  });

  it('has the header alone when there are no rows, and one sheet only', async () => {
    const file = createSpreadsheetStream('csv', [{ name: 'Test', columns }], { timeZone: TIME_ZONE });
    const bytes = readAll(file.stream);
    await file.finish();
    expect((await bytes).toString('utf8')).toBe('\uFEFFStudent Name,Birth Date,Changed,Amount,Terms\r\n');
    expect(() =>
      createSpreadsheetStream(
        'csv',
        [
          { name: 'A', columns },
          { name: 'B', columns },
        ],
        { timeZone: TIME_ZONE },
      ),
    ).toThrow(/one sheet/);
    await expect(file.writeRows(1, rows)).rejects.toThrow(/one sheet/);
  });
});

const BIG_COLUMNS: readonly ReportColumn[] = [
  { field: 'aidYear', header: 'Aid Year', kind: 'text' },
  { field: 'last', header: 'Student Last Name', kind: 'text' },
  { field: 'first', header: 'Student First Name', kind: 'text' },
  { field: 'email', header: 'Student Email', kind: 'text' },
  { field: 'school', header: 'School', kind: 'text' },
  { field: 'status', header: 'Import Status', kind: 'text' },
  { field: 'statusDate', header: 'Import Status Date', kind: 'date' },
  { field: 'changed', header: 'Changed', kind: 'datetime' },
  { field: 'award', header: 'Award Amount', kind: 'money' },
  { field: 'terms', header: 'Terms', kind: 'number' },
];

/** A batch of report-like rows, as the database cursor hands them over (2,000 at a time). */
function bigBatch(from: number, count: number): ReportRow[] {
  const batch: ReportRow[] = [];
  for (let n = from; n < from + count; n++) {
    batch.push({
      id: n,
      aidYear: '2025-2026',
      last: `Lastname${n}`,
      first: `First${n % 997}`,
      email: `student${n}@example.edu`,
      school: `Member School Number ${n % 700}`,
      status: n % 3 ? 'Enrolled' : 'Approved',
      statusDate: `2025-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
      changed: new Date(Date.UTC(2025, 0, 1) + n * 61_000).toISOString(),
      award: (n % 5000) * 100 - 250_000,
      terms: n % 9,
    });
  }
  return batch;
}

describe('a large download', () => {
  // The 100,000-row time and memory targets are measured by `npm run bench` (DOWNLOAD rows); this proves
  // the property they rest on: the file leaves while rows are still being written, nothing waits for the end.
  it('sends bytes before the last row is written', async () => {
    const total = 20_000;
    const batchRows = 2000;
    const file = createSpreadsheetStream('xlsx', [{ name: 'Big', columns: BIG_COLUMNS }], {
      timeZone: TIME_ZONE,
    });
    let size = 0;
    const drained = (async () => {
      for await (const chunk of file.stream) size += (chunk as Buffer).length;
    })();
    let sentBeforeEnd = 0;
    for (let from = 0; from < total; from += batchRows) {
      await file.writeRows(0, bigBatch(from, batchRows));
      if (from + batchRows === total) sentBeforeEnd = size;
    }
    await file.finish();
    await drained;
    expect(sentBeforeEnd).toBeGreaterThan(0);
    expect(size).toBeGreaterThan(sentBeforeEnd);
  });
});
