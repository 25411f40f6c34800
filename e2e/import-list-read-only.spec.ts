import { expect, test } from '@playwright/test';
import { searchGrid, selectRow, uniqueToken } from './support/exports.js';
import {
  chooseImportFilter,
  createImportApplication,
  IMPORT_PATHS,
  importRow,
  schoolIdOf,
  setExportStatus,
} from './support/imports.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { openMenuItem, selectSchool } from './support/staff-screens.js';

test('a read-only TE admin reads the import list in the reduced grid, without any edit control', async ({
  page,
}) => {
  const token = uniqueToken();
  const app = await createImportApplication({ first: 'Harper', last: `Read${token}` });
  await setExportStatus(app, 'Export Approved');
  const alphaId = await schoolIdOf('Alpha University');

  await signInAsStaff(page, PERSONAS.readonlyAdmin);
  await selectSchool(page, 'Alpha University');
  await openMenuItem(page, 'Imports', 'Applications');
  const grid = page.getByRole('grid', { name: 'Import applications' });
  await searchGrid(page, token);
  const row = importRow(grid, app);
  await expect(row).toContainText('Import Decision Pending');
  await expect(grid.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(grid.getByRole('columnheader', { name: 'Import Status', exact: true })).toBeVisible();
  await expect(grid.getByRole('button', { name: /^(Edit|Save|Cancel) import status/ })).toHaveCount(0);
  await expect(grid.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The filters are reading, so they stay.
  await chooseImportFilter(page, 'Application Year', 'Active Aid Years');
  await expect(page).toHaveURL(/aidyear=-1/);
  await searchGrid(page, token);
  // The search is applied (after its debounce) before the row is picked: one header row, one data row.
  await expect(grid.getByRole('row')).toHaveCount(2);
  // Reading includes opening the application, for exactly one selected row.
  const view = page.getByRole('button', { name: 'View Application' });
  await expect(view).toBeDisabled();
  await selectRow(row);
  await view.click();
  await expect(page).toHaveURL(`${IMPORT_PATHS.detail}?id=${app.id}&school=${alphaId}`);
});
