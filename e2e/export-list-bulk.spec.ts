import { expect, test } from '@playwright/test';
import {
  chooseFilter,
  createExportApplication,
  EXPORT_PATHS,
  EXPORT_TEXT,
  exportRow,
  openExportList,
  searchGrid,
  selectRow,
  studentLabel,
  uniqueToken,
} from './support/exports.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { toast } from './support/staff-screens.js';

test('a primary TELO bulk-approves two applications under the Awaiting Decision filter', async ({ page }) => {
  const token = uniqueToken();
  const first = await createExportApplication({ first: 'Dana', last: `Bulk${token}` });
  const second = await createExportApplication({ first: 'Emery', last: `Bulk${token}` });

  await signInAsStaff(page, PERSONAS.telo);
  await openExportList(page, EXPORT_PATHS.list);
  const grid = page.getByRole('grid', { name: 'Export applications' });
  await expect(grid).toBeVisible();
  // All Statuses: no bulk update (§4: a specific status filter only).
  const bulk = page.getByRole('group', { name: 'Bulk update' });
  await expect(bulk).toHaveCount(0);

  await chooseFilter(page, 'Export Status', 'Awaiting Decision');
  await expect(page).toHaveURL(/exportstatus=/);
  await searchGrid(page, token);
  const firstRow = exportRow(grid, first);
  const secondRow = exportRow(grid, second);
  await expect(firstRow).toBeVisible();
  await expect(secondRow).toBeVisible();
  const bulkButton = bulk.getByRole('button', { name: 'Bulk Update' });
  await expect(bulkButton).toBeDisabled();
  // The targets leave out the filtered status, Denied: Other and No Longer Eligible.
  const target = bulk.getByRole('combobox', { name: 'New Export Status' });
  await expect(target.locator('option')).toHaveText([
    'Choose a status',
    'Export Approved',
    'Denied: Not an Employee',
    'Denied: Min Reqs Not Met',
  ]);
  await target.selectOption({ label: 'Export Approved' });

  // One selected row: View Application opens it, bulk is not offered yet.
  const view = page.getByRole('button', { name: 'View Application' });
  await expect(view).toBeDisabled();
  await selectRow(firstRow);
  await expect(bulkButton).toBeDisabled();
  await expect(view).toBeEnabled();
  await selectRow(secondRow);
  await expect(view).toBeDisabled();
  await expect(bulkButton).toBeEnabled();
  await bulkButton.click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Update' });
  await expect(dialog).toContainText('2 applications from Awaiting Decision to Export Approved');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, EXPORT_TEXT.bulkUpdateComplete)).toBeVisible();
  // Both left the Awaiting Decision list, and are listed under Export Approved.
  await expect(firstRow).toHaveCount(0);
  await expect(secondRow).toHaveCount(0);
  await chooseFilter(page, 'Export Status', 'Export Approved');
  await searchGrid(page, token);
  for (const [row, app] of [
    [firstRow, first],
    [secondRow, second],
  ] as const) {
    const select = row.getByRole('combobox', { name: `Export status of ${studentLabel(app)}` });
    await expect(select.locator('option:checked')).toHaveText('Export Approved');
  }
});

test('View Application opens the one selected row by its id, and Back keeps the filters', async ({
  page,
}) => {
  const token = uniqueToken();
  const app = await createExportApplication({ first: 'Finley', last: `View${token}` });
  await signInAsStaff(page, PERSONAS.telo);
  await openExportList(page, `${EXPORT_PATHS.list}?exportstatus=1`);
  await expect(page.getByRole('combobox', { name: 'Export Status', exact: true })).toHaveText(
    'Awaiting Decision',
  );
  const grid = page.getByRole('grid', { name: 'Export applications' });
  await searchGrid(page, token);
  await selectRow(exportRow(grid, app));
  await page.getByRole('button', { name: 'View Application' }).click();
  await expect(page).toHaveURL(`${EXPORT_PATHS.detail}?id=${app.id}`);
  await page.goBack();
  await expect(page).toHaveURL(`${EXPORT_PATHS.list}?exportstatus=1`);
  await expect(page.getByRole('combobox', { name: 'Export Status', exact: true })).toHaveText(
    'Awaiting Decision',
  );
});
