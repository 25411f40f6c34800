import { STATS_REPORTS, statsStatusField } from '@exchange/domain';
import { expect, test } from '@playwright/test';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import {
  cellText,
  cellUnder,
  expectGridTotal,
  openReportAt,
  readBarChart,
  reportGrid,
} from './support/reports.js';
import { expectNoA11yViolations } from './support/staff-screens.js';

const STATS = STATS_REPORTS.exportStat;
const TITLE = 'Export Stat Report';
const SCHOOL = 'Alpha University';

test('the Export Stats chart of a school draws the numbers of its table', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.admin);
  const answer = await openReportAt(page, STATS.route, TITLE, SCHOOL);
  expect(answer.query.get('schoolid')).toBeTruthy();
  const grid = reportGrid(page, TITLE);
  await expectGridTotal(page, STATS.measures.length);

  const figure = page.getByRole('figure');
  await expect(figure).toContainText(`Bar chart of ${STATS.measures.map((m) => m.label).join(' and ')}`);
  // The legend names one series per measure.
  await expect(figure.getByRole('listitem')).toHaveText(STATS.measures.map((m) => m.label));
  await expect(figure.locator('.MuiBarChart-seriesLabels')).toHaveCount(STATS.measures.length);
  const chart = await readBarChart(figure);

  const statuses = STATS.statuses.map((s) => s.name);
  const fieldOf = new Map(STATS.statuses.map((s) => [s.name, statsStatusField(s.id)]));
  let counted = 0;
  for (const measure of STATS.measures) {
    const row = grid.getByRole('row').filter({
      has: page.getByRole('gridcell', { name: measure.label, exact: true }),
    });
    await expect(row).toHaveCount(1);
    const table: Record<string, number> = {};
    for (const status of statuses) {
      table[status] = Number((await cellText(grid, row, status)).replace(/,/g, ''));
    }
    expect(chart[measure.key], measure.label).toEqual(table);
    // The table is the call's answer, and its Total adds the statuses up.
    const apiRow = answer.rows.find((r) => r.measure === measure.label);
    expect(Object.fromEntries(statuses.map((s) => [s, Number(apiRow?.[fieldOf.get(s) ?? ''])]))).toEqual(
      table,
    );
    const total = Object.values(table).reduce((sum, n) => sum + n, 0);
    await expect(await cellUnder(grid, row, 'Total')).toHaveText(total.toLocaleString('en-US'));
    counted += total;
  }
  // A school with data: the comparison is about bars, not an empty chart.
  expect(counted).toBeGreaterThan(0);

  await expectNoA11yViolations(page);
});
