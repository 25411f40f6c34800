import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { fillNewTeUser } from './support/staff-screens.js';

/** The toast with the text; the form repeats a field's server message under the field, which is no alert. */
function toastAlert(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}

test('a save that succeeds after a failure leaves only the success toast', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.admin);
  const form = await fillNewTeUser(page, { firstName: 'Priya', lastName: 'Raman', email: PERSONAS.telo });
  await form.getByRole('button', { name: 'Add TE User' }).click();
  const failure = toastAlert(page, 'An account with this email already exists.');
  await expect(failure).toBeVisible();

  // A hovered toast stops its 6 s timer, so from here only the next result can take this one away.
  await failure.hover();
  const email = form.getByRole('textbox', { name: 'Email' });
  // A new email each run: a repeated run would meet the account the first one added.
  await email.fill(uniqueEmail('priya.raman'));
  await email.press('Enter');

  await expect(toastAlert(page, 'New TE user created.')).toBeVisible();
  await expect(failure).toHaveCount(0);
});
