import { expect, test } from '@playwright/test';
import { searchGrid, studentLabel, uniqueToken } from './support/exports.js';
import {
  chooseImportFilter,
  createImportApplication,
  IMPORT_PATHS,
  IMPORT_TEXT,
  importRow,
  setExportStatus,
} from './support/imports.js';
import { openStaffSession, PERSONAS, signInAsStaff } from './support/personas.js';
import { openMenuItem, toast, typeDate } from './support/staff-screens.js';

test('an import TELO enrols a student, records a leave of absence and then withdraws the student', async ({
  page,
}) => {
  const token = uniqueToken();
  const app = await createImportApplication({ first: 'Avery', last: `Imp${token}` });
  // The export school's approval moves the row to Import Decision Pending (open-points 4).
  await setExportStatus(app, 'Export Approved');

  await signInAsStaff(page, PERSONAS.telo);
  await openMenuItem(page, 'Imports', 'Applications');
  await expect(page).toHaveURL(new RegExp(`${IMPORT_PATHS.list}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Import Applications' })).toBeVisible({
    timeout: 30_000,
  });
  const grid = page.getByRole('grid', { name: 'Import applications' });
  await searchGrid(page, token);
  const row = importRow(grid, app);
  await expect(row).toContainText('Import Decision Pending');
  await expect(row).toContainText('No Action Taken');

  const student = studentLabel(app);
  const edit = row.getByRole('button', { name: `Edit import status of ${student}` });
  const save = row.getByRole('button', { name: `Save import status of ${student}` });
  const status = row.getByRole('combobox', { name: `Import status of ${student}` });
  const program = row.getByRole('combobox', { name: `Exchange program of ${student}` });

  // Row-mode editing: the selects appear after Edit, the status first and focused.
  await expect(status).toHaveCount(0);
  await edit.click();
  await expect(status).toBeFocused();
  await save.click();
  await expect(toast(page, IMPORT_TEXT.nothingChanged)).toBeVisible();
  // Inline rule 2: Under Review needs an exchange program.
  await status.selectOption({ label: 'Under Review' });
  await save.click();
  await expect(toast(page, IMPORT_TEXT.programNotSelected)).toBeVisible();
  // The programs both schools offer (Beta College: Undergraduate and Graduate).
  await expect(program.locator('option')).toHaveText(['Choose…', 'Undergraduate', 'Graduate']);
  await program.selectOption({ label: 'Undergraduate' });
  await save.click();
  await expect(toast(page, IMPORT_TEXT.statusUpdated)).toBeVisible();
  await expect(status).toHaveCount(0);
  await expect(row).toContainText('Under Review');
  await expect(row).toContainText('Undergraduate');
  await expect(row).not.toContainText('No Action Taken');

  for (const next of ['Import Approved', 'Enrolled']) {
    await edit.click();
    await status.selectOption({ label: next });
    await save.click();
    await expect(row.getByRole('gridcell', { name: next, exact: true })).toBeVisible();
    // Each save's toast replaces the one before (one toast per list).
    await expect(toast(page, IMPORT_TEXT.statusUpdated)).toHaveCount(1);
  }

  // Leave of Absence asks for the dates: the end within 6 months of the begin.
  await edit.click();
  await status.selectOption({ label: 'Leave of Absence' });
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Update Import Status' });
  await expect(dialog).toContainText('Leave of Absence');
  await expect(dialog.getByText(IMPORT_TEXT.eligibilityQuestion)).toHaveCount(0);
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await typeDate(dialog, 'Leave of Absence Begin', '01/04/2027');
  await typeDate(dialog, 'Leave of Absence End', '08/20/2027');
  await expect(dialog.getByText(IMPORT_TEXT.leaveHint)).toBeVisible();
  await expect(confirm).toBeDisabled();
  await typeDate(dialog, 'Leave of Absence End', '05/14/2027');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(toast(page, IMPORT_TEXT.statusUpdateComplete)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('gridcell', { name: 'Leave of Absence', exact: true })).toBeVisible();

  // Withdrawn from a leave asks the date (today by default) and whether a term of eligibility was used.
  await edit.click();
  await status.selectOption({ label: 'Withdrawn' });
  await save.click();
  await expect(dialog.getByRole('group', { name: 'Withdrawal Date' })).toBeVisible();
  await expect(dialog).toContainText('Last eligibility used: None');
  await expect(confirm).toBeDisabled();
  await dialog
    .getByRole('radiogroup', { name: IMPORT_TEXT.eligibilityQuestion })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await expect(confirm).toBeEnabled();
  await confirm.click();
  // All Import Statuses leaves Withdrawn out; the Withdrawn filter shows the row again.
  await expect(row).toHaveCount(0);
  await expect(toast(page, IMPORT_TEXT.statusUpdateComplete)).toHaveCount(1);
  await chooseImportFilter(page, 'Import Status', 'Withdrawn');
  await expect(page).toHaveURL(/importstatus=\d+/);
  await searchGrid(page, token);
  await expect(row.getByRole('gridcell', { name: 'Withdrawn', exact: true })).toBeVisible();
  // Withdrawn is final, and a program changes only at Approved or Enrolled (inline rule 3): Edit is
  // shown but cannot be used.
  await expect(edit).toBeDisabled();
  await expect(status).toHaveCount(0);
  await expect(program).toHaveCount(0);
});

test('Cancel, in the row or in the dialog, leaves the row as it was saved', async ({ page }) => {
  const token = uniqueToken();
  const app = await createImportApplication({ first: 'Blake', last: `Keep${token}` });
  await setExportStatus(app, 'Export Approved');
  await openStaffSession(page, PERSONAS.telo);
  await page.goto(IMPORT_PATHS.list);
  const grid = page.getByRole('grid', { name: 'Import applications' });
  await searchGrid(page, token);
  const row = importRow(grid, app);
  const student = studentLabel(app);
  await row.getByRole('button', { name: `Edit import status of ${student}` }).click();
  const status = row.getByRole('combobox', { name: `Import status of ${student}` });
  await status.selectOption({ label: 'Denied: Other' });
  await row.getByRole('button', { name: `Save import status of ${student}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Import Status' });
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toHaveAccessibleDescription(IMPORT_TEXT.reasonHint);
  await expect(reason).toBeFocused();
  await reason.fill('short');
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  // Leaving the dialog is the row's Cancel: the row leaves edit mode with its saved status.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveCount(0);
  await expect(row).toContainText('Import Decision Pending');
  await row.getByRole('button', { name: `Edit import status of ${student}` }).click();
  await status.selectOption({ label: 'Denied: Other' });
  await row.getByRole('button', { name: `Cancel import status change of ${student}` }).click();
  await expect(status).toHaveCount(0);
  await expect(row).toContainText('Import Decision Pending');
});
