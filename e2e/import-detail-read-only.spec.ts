import { expect, test } from '@playwright/test';
import { uniqueToken } from './support/exports.js';
import { enrolledAtAlpha, importDetail, openImportDetail } from './support/import-details.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';

test('a read-only user sees the import detail with no buttons but the way back', async ({ page }) => {
  const token = uniqueToken();
  const { app, schoolId } = await enrolledAtAlpha({ first: 'Rowan', last: `Look${token}` });
  await signInAsStaff(page, PERSONAS.readonlyAdmin);
  await openImportDetail(page, app, schoolId);
  // The address's school becomes the selected one, so Back lands on its list.
  await expect(page.getByRole('combobox', { name: 'School' })).toHaveValue('Alpha University');

  const d = importDetail(page);
  await expect(d.status).toHaveText('Enrolled');
  await expect(d.status).toHaveAttribute('aria-disabled', 'true');
  await expect(d.program).toHaveAttribute('aria-disabled', 'true');
  await expect(d.classification).toHaveAttribute('aria-disabled', 'true');
  for (const name of ['Update App', 'Extend Eligibility', 'Add Summer Term', 'Remove Summer Term'])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(d.back).toBeVisible();
  await d.back.click();
  await expect(page).toHaveURL(/\/imports\/applications$/);
});
