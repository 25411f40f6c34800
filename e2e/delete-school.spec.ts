import { expect, test } from '@playwright/test';
import { uniqueToken } from './support/exports.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { openMenuItem, selectSchool, toast } from './support/staff-screens.js';

const OVERVIEW =
  'A small college created only to be deleted again: it has no users, no applications and no invoices yet.';

test('deleting a school that still has users is refused with the reason', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.admin);
  await selectSchool(page, 'Alpha University');
  await openMenuItem(page, 'School', 'School Profile');
  await page.getByRole('button', { name: 'Delete School' }).click();
  const dialog = page.getByRole('dialog', { name: 'School Not Deleted' });
  await expect(dialog.getByRole('alert')).toHaveText(
    /^This school cannot be deleted: it still has \d+ users, \d+ export applications/,
  );
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/school\/schoolprofile$/);
  await expect(page.getByRole('combobox', { name: 'School' })).toHaveValue('Alpha University');
});

test('a school with nothing left is deleted after a confirmation', async ({ page }) => {
  // A name of this run's own, so a school a failed earlier run left behind is never in the way.
  const name = `Ephemeral Test College ${uniqueToken()}`;
  await signInAsStaff(page, PERSONAS.admin);
  const created = await page.request.post('/api/schools', {
    data: {
      schoolName: name,
      address: '9 Short Lane',
      city: 'Dayton',
      state: 'OH',
      zip: '45402',
      country: 1,
      phone: '9375550100',
      url: 'https://www.ephemeral.edu',
      region: 3,
      carnegieRating: 'Special Focus Institutions',
      joinDate: '2026-01-05',
      acceptingNewStudents: 0,
      overview: OVERVIEW,
      academicTerm: 1,
    },
  });
  expect(created.status()).toBe(201);
  await page.reload();
  await selectSchool(page, name);
  await openMenuItem(page, 'School', 'School Profile');
  await page.getByRole('button', { name: 'Delete School' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete School' });
  await expect(confirm).toContainText(name);
  // Cancel has the focus: Escape or Enter leaves the school alone.
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Delete School' }).click();
  await confirm.getByRole('button', { name: 'Delete School' }).click();
  await expect(toast(page, 'School deleted successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('combobox', { name: 'School' }).click();
  await expect(page.getByRole('option', { name: new RegExp(`^${name}`) })).toHaveCount(0);
});
