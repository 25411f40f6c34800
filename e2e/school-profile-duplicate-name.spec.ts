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
  // Not taken for "someone else saved first": the answer starts no reload of the school, which would
  // replace the message and the typed values (a reload is asked for as the answer is handled).
  const reloads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/api\/schools\/\d+$/.test(new URL(request.url()).pathname)) {
      reloads.push(request.url());
    }
  });
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/api\/schools\/\d+$/.test(response.url()),
  );
  await profile.getByRole('button', { name: 'Update' }).click();
  expect((await answered).status()).toBe(409);

  await expect(page.getByRole('alert').filter({ hasText: DUPLICATE })).toBeVisible();
  await expect(schoolName).toHaveAccessibleDescription(DUPLICATE);
  expect(reloads).toEqual([]);
  await expect(schoolName).toHaveValue('Alpha University');
  await expect(schoolName).toHaveAccessibleDescription(DUPLICATE);
  await expect(profile.getByRole('textbox', { name: 'City' })).toHaveValue('Columbus');
});
