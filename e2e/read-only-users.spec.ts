import { expect, type Locator, type Page, test } from '@playwright/test';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { openMenuItem, selectSchool } from './support/staff-screens.js';

/** Every text box, select, checkbox and radio of the form is disabled. */
async function expectAllDisabled(form: Locator) {
  const controls = form.locator(
    'input:not([type=hidden]):not([aria-hidden=true]), textarea:not([aria-hidden=true]), [role=combobox]',
  );
  const count = await controls.count();
  expect(count).toBeGreaterThan(10);
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    const disabled = (await control.isDisabled()) || (await control.getAttribute('aria-disabled')) === 'true';
    expect(disabled, `${await control.evaluate((e) => e.outerHTML)} should be disabled`).toBe(true);
  }
}

async function expectNoFormButtons(page: Page, names: string[]) {
  for (const name of names) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
}

test('a read-only TE admin sees the school screens disabled and no action buttons', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.readonlyAdmin);
  await selectSchool(page, 'Alpha University');

  await openMenuItem(page, 'School', 'School Profile');
  const profile = page.getByRole('form', { name: 'School profile' });
  await expect(profile.getByRole('textbox', { name: 'School Name' })).toHaveValue('Alpha University');
  await expectAllDisabled(profile);
  await expectNoFormButtons(page, ['Update', 'Delete School']);

  await openMenuItem(page, 'School', 'Annual Aid Year School Information');
  const aid = page.getByRole('form', { name: 'Annual aid year school information' });
  await expect(aid.getByRole('textbox', { name: 'Tuition' })).toBeVisible();
  await expectAllDisabled(aid);
  await expectNoFormButtons(page, ['Update', 'Submit']);

  await openMenuItem(page, 'School', 'Users');
  await expect(page.getByRole('grid', { name: 'School users' })).toContainText('Whitfield');
  for (const name of ['Add User', 'Update User', 'Delete User']) {
    await expect(page.getByRole('link', { name })).toHaveCount(0);
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  // Typing the address of a write screen does not open it either.
  await page.goto('/school/users/adduser');
  await expect(page).toHaveURL(/\/school\/users$/);

  await openMenuItem(page, 'Settings', 'Users');
  await expect(page.getByRole('grid', { name: 'TE users' })).toContainText('Ellison');
  await expect(page.getByRole('link', { name: 'Add New TE User' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete User' })).toHaveCount(0);
  await page.goto('/school/newschool');
  await expect(page).toHaveURL(/\/$/);
});

test('a user with read-only and data roles at Gamma sees its school screens disabled', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.multi);
  await selectSchool(page, 'Gamma University');

  await openMenuItem(page, 'School', 'School Profile');
  const profile = page.getByRole('form', { name: 'School profile' });
  await expect(profile.getByRole('textbox', { name: 'School Name' })).toHaveValue('Gamma University');
  await expectAllDisabled(profile);
  await expectNoFormButtons(page, ['Update', 'Delete School']);
  // A school's own users never see the TE-only settings.
  await expect(page.getByRole('heading', { name: 'TE Admin Settings' })).toHaveCount(0);
  await expect(profile.getByRole('combobox', { name: 'Region' })).toHaveCount(0);

  await openMenuItem(page, 'School', 'Annual Aid Year School Information');
  const aid = page.getByRole('form', { name: 'Annual aid year school information' });
  await expect(aid.getByRole('textbox', { name: 'Tuition' })).toBeVisible();
  await expectAllDisabled(aid);
  await expectNoFormButtons(page, ['Update', 'Submit']);

  // Users is not part of this school's menu, and its address leads home.
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users', exact: true }),
  ).toHaveCount(0);
  await page.goto('/school/users');
  await expect(page).toHaveURL(/\/$/);
});
