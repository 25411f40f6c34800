import { expect, test } from '@playwright/test';
import { searchGrid, selectRow, uniqueToken } from './support/exports.js';
import {
  applicationAtAlpha,
  detailAddress,
  enrolledAtAlpha,
  factOf,
  importDetail,
  openImportDetail,
} from './support/import-details.js';
import { IMPORT_PATHS, IMPORT_TEXT, importRow } from './support/imports.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { chooseOption, openMenuItem, toast, typeDate } from './support/staff-screens.js';

const LIST = new RegExp(`${IMPORT_PATHS.list}$`);

/** A day `days` from now as the date pickers take it (MM/DD/YYYY). */
function usDay(days: number, months = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCMonth(d.getUTCMonth() + months);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

test('an import TELO opens a detail from the list and moves it to Under Review with an exchange program', async ({
  page,
}) => {
  const token = uniqueToken();
  const { app, schoolId } = await applicationAtAlpha({ first: 'Morgan', last: `Review${token}` });
  await signInAsStaff(page, PERSONAS.telo);
  await openMenuItem(page, 'Imports', 'Applications');
  const grid = page.getByRole('grid', { name: 'Import applications' });
  await searchGrid(page, token);
  await selectRow(importRow(grid, app));
  await page.getByRole('button', { name: 'View Application' }).click();
  await expect(page).toHaveURL(detailAddress(IMPORT_PATHS.detail, app, schoolId));
  await expect(page.getByRole('heading', { level: 1, name: 'Import Application' })).toBeVisible();

  const d = importDetail(page);
  // The employer's tooltip names the export school's TELO.
  const employer = page.getByRole('region', { name: 'Employee Information' }).getByText(/^Beta College/);
  await employer.hover();
  await expect(page.getByRole('tooltip')).toHaveText(/^(Export TELO: .+|No TELO Information)$/);
  await expect(d.status).toHaveText('Import Decision Pending');
  await expect(d.update).toBeDisabled();
  // Nothing to extend before the student is enrolled.
  await expect(d.extend).toHaveCount(0);
  await expect(d.addSummer).toHaveCount(0);

  // Under Review needs an exchange program: Update App waits for it.
  await chooseOption(page, 'Import Status', 'Under Review');
  await expect(d.update).toBeDisabled();
  await chooseOption(page, 'Exchange Program', 'Undergraduate');
  await expect(d.update).toBeEnabled();
  await d.update.click();
  await expect(toast(page, IMPORT_TEXT.statusUpdateComplete)).toBeVisible();
  // The import list is the destination after an import update (§2), still on Alpha University.
  await expect(page).toHaveURL(LIST);
  await searchGrid(page, token);
  await expect(importRow(grid, app)).toContainText('Under Review');
  await expect(importRow(grid, app)).toContainText('Undergraduate');

  await openImportDetail(page, app, schoolId);
  await expect(d.status).toHaveText('Under Review');
  await expect(d.program).toHaveText('Undergraduate');
});

test('on the detail a TELO records a leave of absence, then withdraws the student answering the question', async ({
  page,
}) => {
  const token = uniqueToken();
  const { app, schoolId } = await enrolledAtAlpha({ first: 'Quinn', last: `Leave${token}` });
  await signInAsStaff(page, PERSONAS.telo);
  await openImportDetail(page, app, schoolId);
  const d = importDetail(page);
  await expect(d.status).toHaveText('Enrolled');

  // Leave of Absence takes its dates on the form: Update App waits for valid ones (6 months at most).
  await chooseOption(page, 'Import Status', 'Leave of Absence');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(d.update).toBeDisabled();
  const begin = usDay(20);
  await typeDate(d.form, 'Leave of Absence Begin', begin);
  await typeDate(d.form, 'Leave of Absence End', usDay(20, 8));
  await expect(d.update).toBeDisabled();
  await typeDate(d.form, 'Leave of Absence End', usDay(20, 2));
  await expect(d.update).toBeEnabled();
  await d.update.click();
  await expect(toast(page, IMPORT_TEXT.statusUpdateComplete)).toBeVisible();
  await expect(page).toHaveURL(LIST);

  await openImportDetail(page, app, schoolId);
  await expect(d.status).toHaveText('Leave of Absence');
  await expect(d.form.getByRole('group', { name: 'Leave of Absence Begin' })).toContainText(
    begin.slice(0, 2),
  );

  // Withdrawn asks the date and whether a term of eligibility was used; Cancel puts the status back.
  await chooseOption(page, 'Import Status', 'Withdrawn');
  const dialog = page.getByRole('dialog', { name: 'Update Import Status' });
  await expect(dialog).toContainText('Last eligibility used: None');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(d.status).toHaveText('Leave of Absence');
  await chooseOption(page, 'Import Status', 'Withdrawn');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await dialog
    .getByRole('radiogroup', { name: IMPORT_TEXT.eligibilityQuestion })
    .getByRole('radio', { name: 'No' })
    .check();
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(d.form).toContainText('Used a term of eligibility:No');
  // The leave has not begun: leaving it clears its dates (§4).
  await expect(d.form).toContainText('Update App clears its dates');
  await d.update.click();
  await expect(toast(page, IMPORT_TEXT.statusUpdateComplete)).toBeVisible();
  await expect(page).toHaveURL(LIST);

  await openImportDetail(page, app, schoolId);
  await expect(d.status).toHaveText('Withdrawn');
  await expect(d.form).toContainText('Withdrawal Date:');
  await expect(d.form).not.toContainText('Leave of absence:');
  await expect(factOf(page, 'Application Information', 'Application Status')).toHaveText('OPEN');
});

test('an enrolled student’s classification changes on the detail alone', async ({ page }) => {
  const token = uniqueToken();
  const { app, schoolId } = await enrolledAtAlpha({ first: 'Drew', last: `Class${token}` });
  await signInAsStaff(page, PERSONAS.telo);
  await openImportDetail(page, app, schoolId);
  const d = importDetail(page);
  await expect(d.classification).toHaveText('Continuing Sophomore');
  await expect(d.classification).not.toHaveAttribute('aria-disabled', 'true');
  await chooseOption(page, 'Student Classification', 'Continuing Junior');
  // Unsaved changes hold the eligibility actions (each leaves the screen); Undo Changes frees them.
  await expect(d.extend).toBeDisabled();
  await expect(d.extend).toHaveAccessibleDescription(/^Update App or Undo Changes/);
  await d.form.getByRole('button', { name: 'Undo Changes' }).click();
  await expect(d.classification).toHaveText('Continuing Sophomore');
  await expect(d.extend).toBeEnabled();
  await expect(d.update).toBeDisabled();
  await chooseOption(page, 'Student Classification', 'Continuing Junior');
  await d.update.click();
  await expect(toast(page, IMPORT_TEXT.statusUpdateComplete)).toBeVisible();
  await openImportDetail(page, app, schoolId);
  await expect(d.classification).toHaveText('Continuing Junior');
  // Away from Enrolled the classification goes back to the stored one and cannot be chosen.
  await chooseOption(page, 'Import Status', 'Import Approved');
  await expect(d.classification).toHaveAttribute('aria-disabled', 'true');
});
