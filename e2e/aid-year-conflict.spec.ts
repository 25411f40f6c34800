import { expect, test } from '@playwright/test';
import { BASE_URL } from './support/environment.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { openMenuItem, selectSchool, toast } from './support/staff-screens.js';

const CONFLICT = 'This record was changed by someone else. Reload and try again.';

test('when someone saved the aid-year record first, what you typed stays and the next Update saves it', async ({
  page,
  browser,
}) => {
  await signInAsStaff(page, PERSONAS.admin);
  await selectSchool(page, 'Delta College');
  await openMenuItem(page, 'School', 'Annual Aid Year School Information');
  const aid = page.getByRole('form', { name: 'Annual aid year school information' });
  const tuition = aid.getByRole('textbox', { name: 'Tuition' });
  await expect(tuition).not.toHaveValue('');

  // A colleague, signed in on another browser, saves the same record while this form is open.
  const colleague = await browser.newContext({ baseURL: BASE_URL });
  const other = await colleague.newPage();
  await signInAsStaff(other, PERSONAS.admin);
  await selectSchool(other, 'Delta College');
  await openMenuItem(other, 'School', 'Annual Aid Year School Information');
  const otherForm = other.getByRole('form', { name: 'Annual aid year school information' });
  await expect(otherForm.getByRole('textbox', { name: 'Tuition' })).not.toHaveValue('');
  await otherForm.getByRole('button', { name: 'Update' }).click();
  await expect(toast(other, 'School aid year information updated.')).toBeVisible();
  await colleague.close();

  await tuition.fill('45678');
  const update = aid.getByRole('button', { name: 'Update' });
  await update.click();
  await expect(toast(page, CONFLICT)).toBeVisible();
  // The newer record is loaded behind the scenes; the typed tuition is kept, and Update now saves.
  await expect(tuition).toHaveValue('45678');
  await update.click();
  await expect(toast(page, 'School aid year information updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Annual aid year school information' })).toBeVisible();
  await expect(
    page
      .getByRole('form', { name: 'Annual aid year school information' })
      .getByRole('textbox', { name: 'Tuition' }),
  ).toHaveValue('45678');
});
