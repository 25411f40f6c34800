import {
  type ReportRow,
  SPREADSHEET_TYPES,
  STATS_REPORTS,
  type StatsKey,
  statsColumns,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { createSession } from '../../test/persona-fixtures.js';

// The CSV and Excel downloads of Export Stats and Import Stats (issue 23): the table's columns and
// cells, with the same filters and the same access as the answer.

let t: TestContext;
let admin: string;
let telo: string;
let alphaId: number;

beforeAll(async () => {
  t = await startTestApp();
  const ids = await queryRows<{ id: number; email: string }>(
    t.database.db,
    sql`select id, email from users where email in ('admin@example.org', 'telo@alpha.edu')`,
  );
  const idOf = (email: string) => ids.find((u) => u.email === email)!.id;
  admin = await createSession(t, idOf('admin@example.org'));
  telo = await createSession(t, idOf('telo@alpha.edu'));
  const [alpha] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from schools where school_name = 'Alpha University'`,
  );
  alphaId = alpha!.id;
});

afterAll(async () => {
  await t?.close();
});

function get(url: string, cookie = admin) {
  return t.app.inject({ method: 'GET', url, headers: { cookie } });
}

/** The table the screen shows for the query. */
async function tableOf(key: StatsKey, qs: string): Promise<ReportRow[]> {
  const res = await get(`${STATS_REPORTS[key].apiPath}?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().rows;
}

/** Splits RFC 4180 CSV text (CRLF lines, quoted fields, "" for a quote inside one) into rows of fields. */
function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    i += 1;
    if (quoted && c === '"' && next === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && next === '\n') {
      row.push(field);
      out.push(row);
      row = [];
      field = '';
      i += 1;
    } else {
      field += c;
    }
  }
  return out;
}

describe('the statistics downloads', () => {
  it.each([
    ['exportStat', ''],
    ['importStat', ''],
    ['exportStat', 'schoolid=ALPHA'],
  ] as const)('%s %s: the CSV has the table’s columns and cells', async (key, filter) => {
    const qs = filter.replace('ALPHA', String(alphaId));
    const table = await tableOf(key, qs);
    const res = await get(`${STATS_REPORTS[key].apiPath}/download?format=csv&${qs}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(SPREADSHEET_TYPES.csv);
    expect(res.headers['content-disposition']).toContain(`${STATS_REPORTS[key].fileName}.csv`);
    const columns = statsColumns(STATS_REPORTS[key], !filter);
    const [header, ...lines] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual(columns.map((c) => c.header));
    expect(lines).toEqual(table.map((row) => columns.map((c) => String(row[c.field]))));
  });

  it('the Excel file has one sheet with the table’s cells, numbers as numbers', async () => {
    const table = await tableOf('importStat', '');
    const res = await get(`${STATS_REPORTS.importStat.apiPath}/download?format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(SPREADSHEET_TYPES.xlsx);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets).toHaveLength(1);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe(STATS_REPORTS.importStat.title);
    const columns = statsColumns(STATS_REPORTS.importStat, true);
    const cells: unknown[][] = [];
    sheet.eachRow((row) => cells.push(columns.map((_, i) => row.getCell(i + 1).value)));
    expect(cells[0]).toEqual(columns.map((c) => c.header));
    expect(cells.slice(1)).toEqual(table.map((row) => columns.map((c) => row[c.field])));
  });

  it('follows the answer’s access and filters: 403 for another school’s user, 404 when empty', async () => {
    expect((await get(`${STATS_REPORTS.exportStat.apiPath}/download?format=csv`, telo)).statusCode).toBe(403);
    const mine = await get(
      `${STATS_REPORTS.exportStat.apiPath}/download?format=csv&schoolid=${alphaId}`,
      telo,
    );
    expect(mine.statusCode).toBe(200);
    expect(
      (await get(`${STATS_REPORTS.exportStat.apiPath}/download?format=csv&aidyearid=999999`)).statusCode,
    ).toBe(404);
    expect((await get(`${STATS_REPORTS.exportStat.apiPath}/download?format=pdf`)).statusCode).toBe(400);
  });
});
