import { expect, type Page, test } from '@playwright/test';
import {
  chooseFilter,
  createExportApplication,
  EXPORT_PATHS,
  exportRow,
  openExportList,
  searchGrid,
  selectRow,
  uniqueToken,
} from './support/exports.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { openMenuItem, selectSchool } from './support/staff-screens.js';

/** No control of the list changes data: no status select, no Save or Cancel, no bulk update. */
async function expectNoEditControls(page: Page) {
  const grid = page.getByRole('grid', { name: 'Export applications' });
  await expect(grid.getByRole('combobox', { name: /^Export status of / })).toHaveCount(0);
  await expect(grid.getByRole('button', { name: /^(Save|Cancel) export status/ })).toHaveCount(0);
  await expect(grid.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  // Not even under a specific status filter, where editors get the bulk update.
  await chooseFilter(page, 'Export Status', 'Awaiting Decision');
  await expect(page.getByRole('group', { name: 'Bulk update' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bulk Update' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'View Application' })).toBeVisible();
}

test('a read-only TE admin reads the export list without any control that changes it', async ({ page }) => {
  const token = uniqueToken();
  const app = await createExportApplication({ first: 'Harper', last: `Read${token}` });
  await signInAsStaff(page, PERSONAS.readonlyAdmin);
  await selectSchool(page, 'Alpha University');
  await openMenuItem(page, 'Exports', 'Applications');
  const grid = page.getByRole('grid', { name: 'Export applications' });
  await searchGrid(page, token);
  const row = exportRow(grid, app);
  await expect(row).toContainText('Awaiting Decision');
  await expectNoEditControls(page);
  // Reading includes opening the application.
  await selectRow(row);
  await page.getByRole('button', { name: 'View Application' }).click();
  await expect(page).toHaveURL(`${EXPORT_PATHS.detail}?id=${app.id}`);
});

test('a user whose export role is read-only at Gamma reads its list without controls', async ({ page }) => {
  const token = uniqueToken();
  const app = await createExportApplication({ first: 'Indigo', last: `Gamma${token}` }, 'Gamma University');
  await signInAsStaff(page, PERSONAS.multi);
  await selectSchool(page, 'Gamma University');
  await openExportList(page, EXPORT_PATHS.list);
  const grid = page.getByRole('grid', { name: 'Export applications' });
  await searchGrid(page, token);
  await expect(exportRow(grid, app)).toContainText('Awaiting Decision');
  await expectNoEditControls(page);
});
