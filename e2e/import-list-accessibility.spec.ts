import { expect, test } from '@playwright/test';
import { searchGrid, selectRow, studentLabel, uniqueToken } from './support/exports.js';
import {
  createImportApplication,
  IMPORT_PATHS,
  importRow,
  openImportList,
  setExportStatus,
} from './support/imports.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { expectNoA11yViolations, selectSchool } from './support/staff-screens.js';

test('the import lists with a row in edit and the status dialog have no violation', async ({ page }) => {
  const token = uniqueToken();
  const app = await createImportApplication({ first: 'Quinn', last: `Axe${token}` });
  await setExportStatus(app, 'Export Approved');
  await signInAsStaff(page, PERSONAS.telo);
  await openImportList(page, IMPORT_PATHS.list);
  const grid = page.getByRole('grid', { name: 'Import applications' });
  await searchGrid(page, token);
  const row = importRow(grid, app);
  const student = studentLabel(app);
  await expect(row).toBeVisible();
  await expectNoA11yViolations(page);
  await row.getByRole('button', { name: `Edit import status of ${student}` }).click();
  await row.getByRole('combobox', { name: `Import status of ${student}` }).selectOption({
    label: 'Denied: Other',
  });
  await selectRow(row);
  await expectNoA11yViolations(page);
  await row.getByRole('button', { name: `Save import status of ${student}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Import Status' });
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await openImportList(page, IMPORT_PATHS.transfer, 'Import Transfer Applications');
  await expect(page.getByRole('grid', { name: 'Import transfer applications' })).toBeVisible();
  await expectNoA11yViolations(page);
  await openImportList(page, IMPORT_PATHS.closed, 'Closed Import Applications');
  await expect(page.getByRole('grid', { name: 'Closed import applications' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the import list on a phone has no violation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, PERSONAS.telo);
  await openImportList(page, IMPORT_PATHS.list);
  await expect(page.getByRole('grid', { name: 'Import applications' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the read-only import list has no violation', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.readonlyAdmin);
  await selectSchool(page, 'Alpha University');
  await openImportList(page, IMPORT_PATHS.list);
  const grid = page.getByRole('grid', { name: 'Import applications' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expectNoA11yViolations(page);
});
