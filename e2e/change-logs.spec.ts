import { CHANGE_LOGS, changeLogRange } from '@exchange/domain';
import { expect, test } from '@playwright/test';
import {
  createExportApplication,
  denyExportApplication,
  staffApi,
  studentLabel,
  uniqueToken,
} from './support/exports.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import {
  cellText,
  cellUnder,
  chooseReportSchool,
  expectGridTotal,
  readReportAnswer,
  reportAnswer,
  reportGrid,
} from './support/reports.js';
import { chooseOption, expectNoA11yViolations, openMenuItem } from './support/staff-screens.js';

const LOG = CHANGE_LOGS.changeLogExport;

const TITLE = 'Export Status Change Log';
const SCHOOL = 'Alpha University';
const DENIED = 'Denied: Not an Employee';

/** The export status names of the lookup the screens use. */
async function exportStatusNames(): Promise<string[]> {
  const api = await staffApi(PERSONAS.admin);
  try {
    const response = await api.get('/api/student/exportstatus');
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { exportStatus: string }[]).map((s) => s.exportStatus);
  } finally {
    await api.dispose();
  }
}

test('a TE admin reads an export status change over 1 Year with status names and who made it', async ({
  page,
}) => {
  // A change of its own: the school's primary TELO denies a new application through the API.
  const app = await createExportApplication({ first: 'Logan', last: `Changelog${uniqueToken()}` });
  await denyExportApplication(app);
  const statuses = await exportStatusNames();

  await signInAsStaff(page, PERSONAS.admin);
  const opened = reportAnswer(page, LOG.apiPath);
  await openMenuItem(page, 'Change Logs', 'Export');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const grid = reportGrid(page, TITLE);
  let answer = await opened;
  if ((await page.getByRole('combobox', { name: 'Current School' }).inputValue()) !== SCHOOL) {
    const chosen = reportAnswer(page, LOG.apiPath);
    await chooseReportSchool(page, SCHOOL);
    answer = await chosen;
  }
  const thirtyDays = await readReportAnswer(answer);
  const today = thirtyDays.query.get('enddate') ?? '';
  expect(thirtyDays.query.get('begindate')).toBe(changeLogRange('30d', today).begindate);
  await expectGridTotal(page, thirtyDays.total);

  // 1 Year: a year back from today, both days included.
  const yearly = reportAnswer(page, LOG.apiPath);
  await chooseOption(page, 'Time Frame', '1 Year');
  const year = await readReportAnswer(await yearly);
  expect({ begindate: year.query.get('begindate'), enddate: year.query.get('enddate') }).toEqual(
    changeLogRange('1y', today),
  );
  expect(year.total).toBeGreaterThanOrEqual(thirtyDays.total);
  await expectGridTotal(page, year.total);

  // The application's own rows, found by the student's name: the change reads as names, not ids.
  const searched = reportAnswer(page, LOG.apiPath);
  await page.getByRole('toolbar', { name: TITLE }).getByRole('textbox').fill(app.lastName);
  const own = await readReportAnswer(await searched);
  expect(own.query.get('search')).toBe(app.lastName);
  expect(own.query.get('begindate')).toBe(year.query.get('begindate'));
  await expectGridTotal(page, own.total);
  const change = grid
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: 'Changed', exact: true }) })
    .filter({ has: page.getByRole('gridcell', { name: DENIED, exact: true }) });
  await expect(change).toHaveCount(1);
  await expect(await cellUnder(grid, change, 'Field')).toHaveText('Export Status');
  const oldValue = await cellText(grid, change, 'Old Value');
  expect(statuses).toContain(oldValue);
  expect(oldValue).not.toBe(DENIED);
  await expect(await cellUnder(grid, change, 'Modifier Last Name')).toHaveText('Whitfield');
  await expect(await cellUnder(grid, change, 'Modifier First Name')).toHaveText('Dana');
  await expect(await cellUnder(grid, change, 'School')).toHaveText(SCHOOL);
  await expect(await cellUnder(grid, change, 'Student')).toHaveText(studentLabel(app));
  // The last columns lie beyond the grid's width (not drawn): the answer names the application's status.
  const changed = own.rows.find((r) => r.action === 'Changed' && r.newValue === DENIED);
  expect(['OPEN', 'TRANSFER', 'CLOSED']).toContain(changed?.applicationStatus);
  expect(changed?.aidYearName).toMatch(/^\d{4}-\d{4}$/);
  // Every status the year's rows name is a status name, never an id.
  for (const row of [...year.rows, ...own.rows].filter((r) => r.columnName === 'Export Status')) {
    for (const value of [row.oldValue, row.newValue].filter((v) => v !== null)) {
      expect(statuses, `an Export Status value of change ${row.id}`).toContain(value);
    }
  }

  await expectNoA11yViolations(page);
});
