import { expect, test } from '@playwright/test';
import {
  createExportApplication,
  EXPORT_PATHS,
  exportRow,
  searchGrid,
  uniqueToken,
} from './support/exports.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { selectSchool, toast } from './support/staff-screens.js';

const DELETE_TEXT = {
  removed: 'Student application removed.',
  loadFailed: 'There was a problem getting the application data.',
} as const;

// open-points 9: TE admins and the export school's role 1 delete; a primary TELO does not (no Delete App).
test('a TE admin deletes an application after confirming, and it is gone', async ({ page }) => {
  const token = uniqueToken();
  const app = await createExportApplication({ first: 'Gray', last: `Gone${token}` });
  await signInAsStaff(page, PERSONAS.admin);
  await selectSchool(page, 'Alpha University');
  await page.goto(`${EXPORT_PATHS.detail}?id=${app.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Export Application' })).toBeVisible();

  // Cancel changes nothing.
  const remove = page.getByRole('button', { name: 'Delete App' });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Delete Application' });
  await expect(dialog).toContainText(`Gray Gone${token}`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${EXPORT_PATHS.detail}?id=${app.id}`);

  await remove.click();
  await dialog.getByRole('button', { name: 'Delete App' }).click();
  await expect(toast(page, DELETE_TEXT.removed)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${EXPORT_PATHS.list}$`));
  const grid = page.getByRole('grid', { name: 'Export applications' });
  await searchGrid(page, token);
  await expect(exportRow(grid, app)).toHaveCount(0);

  // Its address now says the application cannot be read, with the way back.
  await page.goto(`${EXPORT_PATHS.detail}?id=${app.id}`);
  await expect(page.getByText(DELETE_TEXT.loadFailed).first()).toBeVisible();
  await page.getByRole('link', { name: 'Back to Exports' }).click();
  await expect(page).toHaveURL(new RegExp(`${EXPORT_PATHS.list}$`));
});
