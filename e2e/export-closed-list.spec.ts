import { expect, test } from '@playwright/test';
import {
  createExportApplication,
  denyExportApplication,
  EXPORT_PATHS,
  exportRow,
  openExportList,
  searchGrid,
  selectRow,
  uniqueToken,
} from './support/exports.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { openMenuItem, selectSchool } from './support/staff-screens.js';

test('the closed list shows a denied application and opens its read-only detail by id', async ({ page }) => {
  const token = uniqueToken();
  const app = await createExportApplication({ first: 'Jordan', last: `Closed${token}` });
  await denyExportApplication(app);

  await signInAsStaff(page, PERSONAS.telo);
  await openMenuItem(page, 'Exports', 'Closed Applications');
  await expect(page).toHaveURL(new RegExp(`${EXPORT_PATHS.closed}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Closed Export Applications' })).toBeVisible({
    timeout: 30_000,
  });
  const grid = page.getByRole('grid', { name: 'Closed export applications' });
  for (const header of [
    'Aid Year',
    'Employee Last Name',
    'Employee First Name',
    'Employee ID',
    'Years of Service',
    'Student Last Name',
    'Student First Name',
    'TE EZ App Date',
    'Import Approved',
  ]) {
    await expect(grid.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await searchGrid(page, token);
  const row = exportRow(grid, app);
  await expect(row.getByRole('gridcell', { name: 'No', exact: true })).toBeVisible();
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  // Nothing on the closed list changes data.
  await expect(grid.getByRole('combobox')).toHaveCount(0);

  const view = page.getByRole('button', { name: 'View Application' });
  await expect(view).toBeDisabled();
  await selectRow(row);
  await view.click();
  await expect(page).toHaveURL(`${EXPORT_PATHS.closedDetail}?id=${app.id}`);
});

test('the closed list says when a school has no closed exports', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.admin);
  await selectSchool(page, 'Zeta College');
  await openExportList(page, EXPORT_PATHS.closed, 'Closed Export Applications');
  await expect(page.getByText('There are no closed exports for Zeta College', { exact: true })).toBeVisible();
});
