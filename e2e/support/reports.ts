import { readFile } from 'node:fs/promises';
import { REPORT_DEFINITIONS, STATS_REPORTS } from '@exchange/domain';
import { expect, type Locator, type Page, type Response } from '@playwright/test';

/**
 * The Reports menu of a TE user (3-billing §2, open-points 28): each item's label and route; its screen's
 * heading is the label + " Report" (open-points 29).
 */
export const REPORT_MENU = [
  { item: 'Export', path: '/reports/export' },
  { item: 'Import', path: '/reports/import' },
  { item: 'Enrollment', path: '/reports/enrollment' },
  { item: 'Tuition', path: '/reports/tuition' },
  { item: 'Leave of Absence', path: '/reports/leaveofabsence' },
  { item: 'Export Stat', path: '/reports/exportstat' },
  { item: 'Import Stat', path: '/reports/importstat' },
  { item: 'Payments', path: '/reports/payments' },
  { item: 'Outstanding Invoices', path: '/reports/outstandinginvoices' },
  { item: 'TELO Training', path: '/reports/telotraining' },
  { item: 'All Contacts', path: '/reports/allcontacts' },
  { item: 'All Applications', path: '/reports/allapplications' },
  { item: 'Enrollment Review', path: '/reports/enrollmentreview' },
] as const;

/** The §8 text of an empty report. */
export const NO_DATA = 'There is no data for the selected parameters.';

/** The call a report screen makes first: its definition's (the Enrollment report's first tab's) API path. */
export function reportApiPath(route: string): string {
  const def =
    Object.values(REPORT_DEFINITIONS).find((d) => d.route === route) ??
    Object.values(STATS_REPORTS).find((d) => d.route === route);
  if (!def) throw new Error(`No report is defined at ${route}`);
  return def.apiPath;
}

/** The next answer of a GET to exactly this API path (start waiting before the action that calls it). */
export function reportAnswer(page: Page, apiPath: string): Promise<Response> {
  return page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === apiPath);
}

/** A report row as the API answers it: one field per column. */
export type ApiRow = Record<string, string | number | null>;

/** What a report call answered: its rows and total (an empty result is the §8 404), and its query. */
export interface ReportAnswer {
  total: number;
  rows: ApiRow[];
  query: URLSearchParams;
}

/** Reads a report answer; anything but 200 or the empty result's 404 fails the journey. */
export async function readReportAnswer(response: Response): Promise<ReportAnswer> {
  const query = new URL(response.url()).searchParams;
  if (response.status() === 404) {
    expect(((await response.json()) as { message: string }).message).toBe(NO_DATA);
    return { total: 0, rows: [], query };
  }
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(200);
  const body = (await response.json()) as { total?: number; rows: ApiRow[] };
  return { total: body.total ?? body.rows.length, rows: body.rows, query };
}

/** A report screen's grid (named by the report's or tab's title). */
export function reportGrid(page: Page, name: string): Locator {
  return page.getByRole('grid', { name, exact: true });
}

/**
 * Checks the grid shows the answer: its footer counts the answer's total on the first page of 50, or the
 * §8 text when it is empty.
 */
export async function expectGridTotal(page: Page, total: number, pageSize = 50) {
  if (total === 0) {
    await expect(page.getByText(NO_DATA, { exact: true })).toBeVisible();
    return;
  }
  await expect(page.getByText(/^\d+–\d+ of \d+$/)).toHaveText(`1–${Math.min(total, pageSize)} of ${total}`);
}

/** The grid's row at this position among the data rows (0 is the first under the header). */
export function dataRow(grid: Locator, index: number): Locator {
  return grid.getByRole('rowgroup').nth(1).getByRole('row').nth(index);
}

/** A row's cell under the column with this header. */
export async function cellUnder(grid: Locator, row: Locator, header: string): Promise<Locator> {
  // A sortable header's name also holds its Sort button: find it by its title.
  const column = grid
    .getByRole('columnheader')
    .filter({ has: grid.page().getByText(header, { exact: true }) });
  // Only the columns in view are drawn (the grid virtualises them).
  await expect(column, `the column ${header} in view`).toHaveCount(1);
  const index = await column.getAttribute('aria-colindex');
  if (!index) throw new Error(`The column ${header} has no index`);
  return row.locator(`[role="gridcell"][aria-colindex="${index}"]`);
}

/** Chooses a school (or All Schools) in a report's Current School field, typing to narrow the list. */
export async function chooseReportSchool(page: Page, name: string) {
  const field = page.getByRole('combobox', { name: 'Current School' });
  await field.click();
  await field.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(field).toHaveValue(name);
}

/** Clicks a download control and answers the saved file's suggested name and its bytes. */
export async function downloadThrough(page: Page, control: Locator): Promise<{ name: string; path: string }> {
  const download = page.waitForEvent('download');
  await control.click();
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), path };
}

/** Parses an RFC 4180 CSV file (optional byte order mark, CRLF lines, quoted fields) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** Reads a downloaded CSV file. */
export async function readCsvFile(path: string): Promise<string[][]> {
  return parseCsv(await readFile(path, 'utf8'));
}

/** The server's programme day and zone (GET /api/settings/server-datetime), through the page's session. */
export async function serverToday(page: Page): Promise<{ today: string; timeZone: string }> {
  const response = await page.request.get('/api/settings/server-datetime');
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { today: string; timeZone: string };
}

/** "11/26/2026" for "2026-11-26", as the screens show a day. */
export function usDay(isoDay: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}

/**
 * The numbers a bar chart (MUI X, horizontal bars) draws: for each series (its data-series id), the
 * value labelled beside each category's bar, the category read from the axis' tick label nearest the
 * bar's label; a category whose bar has no label drew 0.
 */
export async function readBarChart(figure: Locator): Promise<Record<string, Record<string, number>>> {
  return figure.evaluate((root) => {
    const middle = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.top + box.height / 2;
    };
    // A long tick label wraps into several tspans: their words, joined again.
    const text = (el: Element) => {
      const spans = [...el.querySelectorAll('tspan')];
      return (spans.length ? spans.map((s) => s.textContent ?? '').join(' ') : (el.textContent ?? '')).trim();
    };
    const bands = [...root.querySelectorAll('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')].map(
      (tick) => ({ name: text(tick), y: middle(tick) }),
    );
    const chart: Record<string, Record<string, number>> = {};
    for (const group of root.querySelectorAll('.MuiBarChart-seriesLabels[data-series]')) {
      const values: Record<string, number> = Object.fromEntries(bands.map((b) => [b.name, 0]));
      for (const label of group.querySelectorAll('text')) {
        const y = middle(label);
        const band = bands.reduce((a, b) => (Math.abs(b.y - y) < Math.abs(a.y - y) ? b : a));
        values[band.name] = Number(text(label).replace(/,/g, ''));
      }
      chart[group.getAttribute('data-series') ?? ''] = values;
    }
    return chart;
  });
}

/**
 * Opens a report screen by its address at a school (the Current School field, when the screen opened on
 * another) and answers the call that the grid now shows.
 */
export async function openReportAt(
  page: Page,
  route: string,
  heading: string,
  school: string,
  apiPath = reportApiPath(route),
): Promise<ReportAnswer> {
  const opened = reportAnswer(page, apiPath);
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  let answer = await opened;
  if ((await page.getByRole('combobox', { name: 'Current School' }).inputValue()) !== school) {
    const chosen = reportAnswer(page, apiPath);
    await chooseReportSchool(page, school);
    answer = await chosen;
  }
  return readReportAnswer(answer);
}

/** The text of a row's cell under the column with this header. */
export async function cellText(grid: Locator, row: Locator, header: string): Promise<string> {
  return ((await (await cellUnder(grid, row, header)).textContent()) ?? '').trim();
}
