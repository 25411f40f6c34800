import {
  APPLICATION_REPORTS,
  ENROLLMENT_WORKBOOK_FILE_NAME,
  type ReportDefinition,
  type ReportPage,
  SPREADSHEET_TYPES,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.js';
import { startTestApp, type TestContext } from '../../test/app.js';

// The Enrollment report's workbook (3-billing §2, §7 api/report/enrollmentexceldownload): one sheet per
// tab with that tab's rows and filters, typed cells and a frozen header; scoped like the report.

const URL = '/api/report/enrollmentexceldownload';
const SHEETS = [APPLICATION_REPORTS.importEnrollment, APPLICATION_REPORTS.exportEnrollment] as const;

let t: TestContext;
const cookies = {} as Record<'admin' | 'telo' | 'otherTelo' | 'student', string>;
let alphaId: number;

beforeAll(async () => {
  t = await startTestApp();
  cookies.admin = await t.signIn('admin@example.org');
  cookies.telo = await t.signIn('telo@alpha.edu');
  cookies.otherTelo = await t.signIn('multi@beta.edu');
  cookies.student = await t.signIn('student@example.com');
  const [alpha] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from schools where school_name = 'Alpha University'`,
  );
  alphaId = alpha?.id ?? 0;
});

afterAll(async () => {
  await t?.close();
});

/** Downloads the workbook with the query as the user. */
function download(cookie: string, query = '') {
  return t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: { cookie } });
}

/** The report's whole list for the same filters (every row, in its default order), as the grid reads it. */
async function listAll(def: ReportDefinition, cookie: string, query: string): Promise<ReportPage> {
  const rows: ReportPage['rows'] = [];
  for (let page = 0; ; page++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `${def.apiPath}?${query}${query ? '&' : ''}pagesize=50&page=${page}`,
      headers: { cookie },
    });
    if (res.statusCode === 404) return { total: 0, rows };
    expect(res.statusCode).toBe(200);
    const body = res.json<ReportPage>();
    rows.push(...body.rows);
    if (rows.length >= body.total) return { total: body.total, rows };
  }
}

/** The workbook a response carries. */
async function workbookOf(body: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

/** Checks that each sheet holds the header and exactly the rows its report lists for the same query. */
async function expectSheetsMatchReports(workbook: ExcelJS.Workbook, cookie: string, query: string) {
  expect(workbook.worksheets.map((w) => w.name)).toEqual(SHEETS.map((d) => d.title));
  for (const [index, def] of SHEETS.entries()) {
    const sheet = workbook.worksheets[index] as ExcelJS.Worksheet;
    const list = await listAll(def, cookie, query);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(def.columns.map((c) => c.header));
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(list.total + 1);
    const at = (field: string) => def.columns.findIndex((c) => c.field === field) + 1;
    const [last, first] = [at('studentLastName'), at('studentFirstName')];
    const names = (n: number) => [sheet.getRow(n).getCell(last).value, sheet.getRow(n).getCell(first).value];
    const listed = list.rows.map((r) => [r.studentLastName, r.studentFirstName]);
    expect(Array.from({ length: list.total }, (_, i) => names(i + 2))).toEqual(listed);
    const dateColumn = at('importStatusDate');
    const dated = list.rows.findIndex((r) => r.importStatusDate);
    if (dated >= 0) {
      const cell = sheet.getRow(dated + 2).getCell(dateColumn);
      expect(cell.value).toEqual(new Date(`${list.rows[dated]?.importStatusDate}T00:00:00Z`));
      expect(cell.numFmt).toBe('mm/dd/yyyy');
    }
  }
}

describe('the Enrollment workbook', () => {
  it('gives a TE admin both sheets for All Schools, as the two tabs list them', async () => {
    const res = await download(cookies.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(SPREADSHEET_TYPES.xlsx);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${ENROLLMENT_WORKBOOK_FILE_NAME}"`,
    );
    const workbook = await workbookOf(res.rawPayload);
    await expectSheetsMatchReports(workbook, cookies.admin, '');
    // The demo has enrolled students, so both sheets have rows.
    expect(workbook.worksheets.every((w) => w.rowCount > 1)).toBe(true);
  });

  it("gives Alpha's TELO Alpha's rows", async () => {
    const res = await download(cookies.telo, `?schoolid=${alphaId}`);
    expect(res.statusCode).toBe(200);
    await expectSheetsMatchReports(await workbookOf(res.rawPayload), cookies.telo, `schoolid=${alphaId}`);
  });

  it('applies the aid year and the quick filter to both sheets', async () => {
    const [row] = (await listAll(SHEETS[0], cookies.admin, '')).rows;
    const search = `search=${encodeURIComponent(String(row?.studentLastName))}`;
    const searched = await workbookOf((await download(cookies.admin, `?${search}`)).rawPayload);
    expect(searched.worksheets[0]?.rowCount).toBeGreaterThan(1);
    await expectSheetsMatchReports(searched, cookies.admin, search);

    const [year] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from aid_years where aidyear = ${String(row?.aidYearName)}`,
    );
    const aidYear = `aidyear=${year?.id}`;
    await expectSheetsMatchReports(
      await workbookOf((await download(cookies.admin, `?${aidYear}`)).rawPayload),
      cookies.admin,
      aidYear,
    );
  });

  it("refuses another school's TELO, All Schools to a TELO, and students", async () => {
    expect((await download(cookies.otherTelo, `?schoolid=${alphaId}`)).statusCode).toBe(403);
    expect((await download(cookies.telo)).statusCode).toBe(403);
    expect((await download(cookies.student, `?schoolid=${alphaId}`)).statusCode).toBe(403);
    expect((await download(cookies.admin, '?schoolid=abc')).statusCode).toBe(400);
  });
});
