import { ENROLLMENT_WORKBOOK_SHEETS, REPORT_DEFINITIONS } from '@exchange/domain';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import {
  cellUnder,
  chooseReportSchool,
  dataRow,
  downloadThrough,
  expectGridTotal,
  openReportAt,
  REPORT_MENU,
  readCsvFile,
  readReportAnswer,
  reportAnswer,
  reportApiPath,
  reportGrid,
} from './support/reports.js';
import { chooseOption, expectNoA11yViolations, openMenuItem } from './support/staff-screens.js';

const EXPORT = REPORT_DEFINITIONS.export;
const SCHOOL = 'Alpha University';
const OTHER_SCHOOL = 'Beta College';

test('a TE admin opens every report of the Reports menu and each shows what its call answered', async ({
  page,
}) => {
  await signInAsStaff(page, PERSONAS.admin);
  for (const { item, path } of REPORT_MENU) {
    const answer = reportAnswer(page, reportApiPath(path));
    await openMenuItem(page, 'Reports', item);
    await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1, name: `${item} Report`, exact: true })).toBeVisible();
    const { total } = await readReportAnswer(await answer);
    await expectGridTotal(page, total);
  }
});

test('a report names its school in its address, so a bookmark opens on that school (open-points 13)', async ({
  page,
}) => {
  await signInAsStaff(page, PERSONAS.admin);
  const first = await openReportAt(page, EXPORT.route, 'Export Report', SCHOOL);
  const firstId = first.query.get('schoolid');
  await expect(page).toHaveURL(new RegExp(`[?&]school=${firstId}(&|$)`));
  const other = reportAnswer(page, EXPORT.apiPath);
  await chooseReportSchool(page, OTHER_SCHOOL);
  const otherId = (await readReportAnswer(await other)).query.get('schoolid');
  await expect(page).toHaveURL(new RegExp(`[?&]school=${otherId}(&|$)`));

  // The first school's address, opened while the other school is selected, shows the first school.
  const bookmarked = reportAnswer(page, EXPORT.apiPath);
  await page.goto(`${EXPORT.route}?school=${firstId}`);
  expect((await readReportAnswer(await bookmarked)).query.get('schoolid')).toBe(firstId);
  await expect(page.getByRole('combobox', { name: 'Current School' })).toHaveValue(SCHOOL);
});

test('a TE admin filters the Export report by school and year and downloads it as CSV', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.admin);
  const first = await openReportAt(page, EXPORT.route, 'Export Report', SCHOOL);
  const grid = reportGrid(page, 'Export Report');
  await expectGridTotal(page, first.total);

  // Another school: its own applications, none of the first school's.
  const bySchool = reportAnswer(page, EXPORT.apiPath);
  await chooseReportSchool(page, OTHER_SCHOOL);
  const school = await readReportAnswer(await bySchool);
  expect(school.query.get('schoolid')).not.toBe(first.query.get('schoolid'));
  expect(school.total).toBeGreaterThan(0);
  expect(school.rows.every((r) => r.exportSchoolName === OTHER_SCHOOL)).toBe(true);
  await expectGridTotal(page, school.total);
  await expect(await cellUnder(grid, dataRow(grid, 0), 'Application ID')).toHaveText(
    String(school.rows[0]?.applicationId),
  );

  // One of its years: only that year's rows.
  const year = String(school.rows[0]?.aidYearName);
  const byYear = reportAnswer(page, EXPORT.apiPath);
  await chooseOption(page, 'Application Year', new RegExp(`^${year}$`));
  const filtered = await readReportAnswer(await byYear);
  expect(filtered.query.get('schoolid')).toBe(school.query.get('schoolid'));
  expect(filtered.query.get('aidyearid') ?? filtered.query.get('aidyear')).toBeTruthy();
  expect(filtered.total).toBeGreaterThan(0);
  expect(filtered.total).toBeLessThanOrEqual(school.total);
  expect(filtered.rows.every((r) => r.aidYearName === year)).toBe(true);
  await expectGridTotal(page, filtered.total);
  const top = filtered.rows[0] as Record<string, string | number | null>;
  const row = dataRow(grid, 0);
  await expect(await cellUnder(grid, row, 'Application ID')).toHaveText(String(top.applicationId));
  await expect(await cellUnder(grid, row, 'Student Email')).toHaveText(String(top.studentEmail));
  await expect(await cellUnder(grid, row, 'Aid Year')).toHaveText(year);

  // The CSV holds the same rows with every column of the report, in the grid's order.
  const csv = await downloadThrough(page, page.getByRole('button', { name: 'Download CSV' }));
  expect(csv.name).toBe(`${EXPORT.fileName}.csv`);
  const [header, ...lines] = await readCsvFile(csv.path);
  expect(header).toEqual(EXPORT.columns.map((c) => c.header));
  expect(lines).toHaveLength(filtered.total);
  const field = (line: string[] | undefined, name: string) => line?.[header?.indexOf(name) ?? -1];
  expect(field(lines[0], 'Application ID')).toBe(String(top.applicationId));
  expect(field(lines[0], 'Student Email')).toBe(top.studentEmail);
  expect(lines.every((line) => field(line, 'Aid Year') === year)).toBe(true);
  expect(lines.every((line) => field(line, 'Export School') === OTHER_SCHOOL)).toBe(true);

  await expectNoA11yViolations(page);
});

test('a TE admin downloads the Enrollment workbook: one sheet per tab with its header and rows', async ({
  page,
}) => {
  await signInAsStaff(page, PERSONAS.admin);
  const [importTab, exportTab] = ENROLLMENT_WORKBOOK_SHEETS;
  const imports = await openReportAt(page, '/reports/enrollment', 'Enrollment Report', SCHOOL);
  await expect(page.getByRole('tab', { name: importTab.title })).toHaveAttribute('aria-selected', 'true');
  await expectGridTotal(page, imports.total);

  const exportAnswer = reportAnswer(page, exportTab.apiPath);
  await page.getByRole('tab', { name: exportTab.title }).click();
  const exports = await readReportAnswer(await exportAnswer);
  expect(exports.query.get('schoolid')).toBe(imports.query.get('schoolid'));
  await expect(reportGrid(page, exportTab.title)).toBeVisible();
  await expectGridTotal(page, exports.total);

  const file = await downloadThrough(page, page.getByRole('button', { name: 'Download Excel workbook' }));
  expect(file.name).toBe('EnrollmentReport.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file.path);
  expect(workbook.worksheets.map((s) => s.name)).toEqual(['Import Enrollment', 'Export Enrollment']);
  const sheets = [
    { def: importTab, answer: imports },
    { def: exportTab, answer: exports },
  ];
  for (const { def, answer } of sheets) {
    const sheet = workbook.getWorksheet(def.title);
    if (!sheet) throw new Error(`The workbook has no sheet ${def.title}`);
    expect((sheet.getRow(1).values as unknown[]).slice(1), def.title).toEqual(
      def.columns.map((c) => c.header),
    );
    expect(sheet.actualRowCount, def.title).toBe(answer.total + 1);
    // The rows are the call's, in its order: the first one's application id.
    const idColumn = def.columns.findIndex((c) => c.field === 'applicationId') + 1;
    expect(sheet.getRow(2).getCell(idColumn).value, def.title).toBe(answer.rows[0]?.applicationId);
  }
  // Typed cells: the first row's import status date is a date, not text.
  const dateColumn = importTab.columns.findIndex((c) => c.field === 'importStatusDate') + 1;
  expect(imports.rows[0]?.importStatusDate).toBeTruthy();
  expect(workbook.getWorksheet(importTab.title)?.getRow(2).getCell(dateColumn).value).toBeInstanceOf(Date);

  await expectNoA11yViolations(page);
});
