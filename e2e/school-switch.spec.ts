import { expect, test } from '@playwright/test';
import { PERSONAS, readMenu, signInAsStaff } from './support/personas.js';
import { openMenuItem, selectSchool } from './support/staff-screens.js';

test('a multi-school user switches school and sees the menu and the data change', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.multi);
  await selectSchool(page, 'Beta College');

  // Beta: the full school-admin menu, and an editable profile of Beta.
  const betaMenu = Object.fromEntries(await readMenu(page));
  expect(betaMenu.School).toEqual(['School Profile', 'Annual Aid Year School Information', 'Users']);
  expect(Object.keys(betaMenu)).toEqual(
    expect.arrayContaining(['School', 'Exports', 'Imports', 'Billing', 'Reports', 'Change Logs']),
  );
  await openMenuItem(page, 'School', 'School Profile');
  const profile = page.getByRole('form', { name: 'School profile' });
  await expect(profile.getByRole('textbox', { name: 'School Name' })).toHaveValue('Beta College');
  const betaCity = await profile.getByRole('textbox', { name: 'City' }).inputValue();
  await expect(profile.getByRole('textbox', { name: 'City' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();

  await openMenuItem(page, 'School', 'Users');
  await expect(page.getByRole('grid', { name: 'School users' })).toContainText('Chen');
  await page.goto('/school/schoolprofile');

  // Gamma: export (read-only) and import roles only; the same screen now shows Gamma, view only.
  await selectSchool(page, 'Gamma University');
  await expect(profile.getByRole('textbox', { name: 'School Name' })).toHaveValue('Gamma University');
  await expect(profile.getByRole('textbox', { name: 'City' })).not.toHaveValue(betaCity);
  await expect(profile.getByRole('textbox', { name: 'City' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);
  const gammaMenu = Object.fromEntries(await readMenu(page));
  expect(gammaMenu.School).toEqual(['School Profile', 'Annual Aid Year School Information']);
  expect(Object.keys(gammaMenu)).toEqual(['School', 'Exports', 'Imports']);

  // And back: the choice survives a reload.
  await selectSchool(page, 'Beta College');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'School' })).toHaveValue('Beta College');
  await expect(profile.getByRole('textbox', { name: 'School Name' })).toHaveValue('Beta College');
});
