import { expect, test } from '@playwright/test';
import { searchGrid, selectRow, studentLabel, uniqueToken } from './support/exports.js';
import { detailAddress, importDetail, openImportDetail } from './support/import-details.js';
import {
  createImportApplication,
  createTransferApplication,
  IMPORT_PATHS,
  IMPORT_TEXT,
  importRow,
  moveImportRow,
  schoolIdOf,
  setExportStatus,
} from './support/imports.js';
import { PERSONAS, signInAsStaff, signInAsStudent } from './support/personas.js';
import { chooseOption, openMenuItem, toast } from './support/staff-screens.js';
import { STUDENT_TEXT, schoolsField } from './support/students.js';

test('a student enrolled at one school transfers, and the receiving school finds and decides the transfer', async ({
  page: studentPage,
  browser,
  baseURL,
}) => {
  const token = uniqueToken();
  const app = await createImportApplication(
    { first: 'Jesse', last: `Transfer${token}` },
    { importSchools: ['Gamma University'] },
  );
  await setExportStatus(app, 'Export Approved');
  await moveImportRow(app, 'Gamma University', ['Under Review', 'Enrolled']);
  const alphaId = await schoolIdOf('Alpha University');

  // The student's school enrolled them: the transfer is offered (student screens, 1-core §5).
  await signInAsStudent(studentPage, app.email);
  await studentPage.getByRole('button', { name: 'Start a Transfer Application' }).click();
  await expect(
    studentPage.getByRole('heading', { level: 1, name: 'EZ Application: Transfer' }),
  ).toBeVisible();
  await expect(
    studentPage.getByText('Transfer application from Gamma University, where you are enrolled.'),
  ).toBeVisible();
  await studentPage.getByRole('combobox', { name: 'Aid Year' }).selectOption(String(app.aidYearId));
  await studentPage
    .getByRole('combobox', { name: 'Student Classification' })
    .selectOption({ label: 'Transfer Student' });
  await schoolsField(studentPage).fill('Alpha University');
  await studentPage.getByRole('option', { name: /^Alpha University \(/ }).click();
  await studentPage.keyboard.press('Escape');
  await studentPage.getByRole('checkbox', { name: /I acknowledge/ }).check();
  await studentPage.getByRole('button', { name: 'Submit Application' }).click();
  await expect(studentPage.getByText(STUDENT_TEXT.applicationCreated)).toBeVisible();

  // The receiving school's TELO, in a browser of their own, finds it on the transfer list.
  const staff = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await staff.newPage();
  await signInAsStaff(page, PERSONAS.telo);
  await openMenuItem(page, 'Imports', 'Transfer Applications');
  const grid = page.getByRole('grid', { name: 'Import transfer applications' });
  await searchGrid(page, token);
  const row = importRow(grid, app);
  await expect(row).toContainText('Import Decision Pending');
  // A TRANSFER application's row takes the transfer grid's wording and readings (§4): rule 1 names no
  // program, and Under Review needs none.
  const student = studentLabel(app);
  const status = row.getByRole('combobox', { name: `Import status of ${student}` });
  const save = row.getByRole('button', { name: `Save import status of ${student}` });
  await row.getByRole('button', { name: `Edit import status of ${student}` }).click();
  await save.click();
  await expect(toast(page, IMPORT_TEXT.nothingChangedTransfer)).toBeVisible();
  await status.selectOption({ label: 'Under Review' });
  await save.click();
  await expect(toast(page, IMPORT_TEXT.statusUpdated)).toBeVisible();
  await expect(row.getByRole('gridcell', { name: 'Under Review', exact: true })).toBeVisible();
  await selectRow(row);
  await page.getByRole('button', { name: 'View Application' }).click();
  await expect(page).toHaveURL(new RegExp(`${IMPORT_PATHS.transferDetail}\\?id=\\d+&school=${alphaId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Import Transfer Application' })).toBeVisible();
  await expect(page.getByText(`${app.firstName} ${app.lastName}`, { exact: true })).toBeVisible();
  const application = page.getByRole('region', { name: 'Application Information' });
  await expect(application).toContainText('TRANSFER');

  // The transfer detail reads the same way: Import Approved needs the exchange program there.
  const d = importDetail(page);
  await chooseOption(page, 'Import Status', 'Import Approved');
  await expect(d.update).toBeDisabled();
  await chooseOption(page, 'Exchange Program', 'Undergraduate');
  await d.update.click();
  await expect(toast(page, IMPORT_TEXT.statusUpdateComplete)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${IMPORT_PATHS.transfer}$`));
  await searchGrid(page, token);
  await expect(row.getByRole('gridcell', { name: 'Import Approved', exact: true })).toBeVisible();
  // Leaving Import Approved for Denied: Other asks whether a term of eligibility was used.
  await row.getByRole('button', { name: `Edit import status of ${student}` }).click();
  await status.selectOption({ label: 'Denied: Other' });
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Update Import Status' });
  await expect(dialog.getByRole('radiogroup', { name: IMPORT_TEXT.eligibilityQuestion })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await staff.close();
});

test('a transfer opened at the open detail address shows its transfer detail, and Back goes to the transfer list', async ({
  page,
}) => {
  const token = uniqueToken();
  const app = await createImportApplication(
    { first: 'Harper', last: `Addr${token}` },
    { importSchools: ['Gamma University'] },
  );
  await setExportStatus(app, 'Export Approved');
  await moveImportRow(app, 'Gamma University', ['Under Review', 'Enrolled']);
  await createTransferApplication(app, ['Alpha University']);
  const alphaId = await schoolIdOf('Alpha University');
  await signInAsStaff(page, PERSONAS.telo);
  await openMenuItem(page, 'Imports', 'Transfer Applications');
  const grid = page.getByRole('grid', { name: 'Import transfer applications' });
  await searchGrid(page, token);
  await selectRow(importRow(grid, app));
  await page.getByRole('button', { name: 'View Application' }).click();
  const transferUrl = page.url();
  const id = Number(new URL(transferUrl).searchParams.get('id'));

  await page.goto(detailAddress(IMPORT_PATHS.detail, { id }, alphaId));
  await expect(page).toHaveURL(detailAddress(IMPORT_PATHS.transferDetail, { id }, alphaId));
  await expect(page.getByRole('heading', { level: 1, name: 'Import Transfer Application' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Transfer Imports' }).click();
  await expect(page).toHaveURL(new RegExp(`${IMPORT_PATHS.transfer}$`));
  await openImportDetail(page, { ...app, id }, alphaId, {
    path: IMPORT_PATHS.transferDetail,
    heading: 'Import Transfer Application',
  });
});
