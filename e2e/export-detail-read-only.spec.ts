import { expect, test } from '@playwright/test';
import { createExportApplication, EXPORT_PATHS, uniqueToken } from './support/exports.js';
import { openStaffSession, PERSONAS } from './support/personas.js';

test('a read-only user sees the detail with no Update App or Delete App', async ({ page }) => {
  const token = uniqueToken();
  const app = await createExportApplication({ first: 'Kai', last: `Look${token}` });
  await openStaffSession(page, PERSONAS.readonlyAdmin);
  await page.goto(`${EXPORT_PATHS.detail}?id=${app.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Export Application' })).toBeVisible();
  await expect(page.getByText(`Kai Look${token}`, { exact: true })).toBeVisible();

  const form = page.getByRole('form', { name: 'Export application' });
  await expect(form.getByRole('textbox', { name: 'Employee Email' })).toBeDisabled();
  await expect(form.getByRole('textbox', { name: 'Employee First Name' })).toBeDisabled();
  await expect(form.getByRole('combobox', { name: 'Export Status' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(form.getByRole('combobox', { name: 'Export Status' })).toHaveText('Awaiting Decision');
  await expect(page.getByRole('button', { name: 'Update App' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete App' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Exports' })).toBeVisible();
  await expect(form.getByRole('grid', { name: 'Import Schools' }).getByRole('row')).toHaveCount(3);
});
