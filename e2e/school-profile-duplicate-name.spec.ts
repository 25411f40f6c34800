import { expect, test } from '@playwright/test';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { openMenuItem, selectSchool } from './support/staff-screens.js';

const DUPLICATE = 'A school with this name already exists in this city.';

test("renaming a school onto another school's name and city keeps the message on School Name and what was typed", async ({
  page,
}) => {
  await signInAsStaff(page, PERSONAS.admin);
  await selectSchool(page, 'Alpha University Lakeside Campus');
  await openMenuItem(page, 'School', 'School Profile');
  const profile = page.getByRole('form', { name: 'School profile' });
  const schoolName = profile.getByRole('textbox', { name: 'School Name' });
  await expect(schoolName).toHaveValue('Alpha University Lakeside Campus');
  await schoolName.fill('Alpha University');
  await profile.getByRole('textbox', { name: 'City' }).fill('Columbus');
  await profile.getByRole('button', { name: 'Update' }).click();

  await expect(page.getByRole('alert').filter({ hasText: DUPLICATE })).toBeVisible();
  await expect(schoolName).toHaveAccessibleDescription(DUPLICATE);
  // Not taken for "someone else saved first": no reload replaces the message or the typed values.
  await page.waitForTimeout(1500);
  await expect(schoolName).toHaveValue('Alpha University');
  await expect(schoolName).toHaveAccessibleDescription(DUPLICATE);
  await expect(profile.getByRole('textbox', { name: 'City' })).toHaveValue('Columbus');
});
