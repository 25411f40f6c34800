import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts.js';
import { waitForMail } from './support/mailbox.js';
import { PERSONAS, sessionMarker, signInThroughForm, submitSignIn } from './support/personas.js';
import { fillNewTeUser, temporaryPasswordIn, toast } from './support/staff-screens.js';

test('a user who cannot set a new password signs out of the temporary-password dialog', async ({ page }) => {
  // A new email each run: a repeated run on the same server would meet the first run's account.
  const newUser = { firstName: 'Ines', lastName: 'Halvorsen', email: uniqueEmail('ines.halvorsen') };
  // A fresh account, so the journey does not depend on whether another one already replaced a demo
  // account's temporary password.
  await signInThroughForm(page, PERSONAS.admin);
  const form = await fillNewTeUser(page, newUser);
  const since = Date.now();
  await form.getByRole('button', { name: 'Add TE User' }).click();
  await expect(toast(page, 'New TE user created.')).toBeVisible();
  const temporaryPassword = temporaryPasswordIn(await waitForMail(newUser.email, since));
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  await submitSignIn(page, newUser.email, temporaryPassword);
  const dialog = page.getByRole('dialog', { name: 'Update Temporary Password' });
  const signOut = dialog.getByRole('button', { name: 'Sign Out' });
  await expect(signOut).toBeVisible();
  await signOut.click();

  await expect(page).toHaveURL(/\/signin$/);
  await expect(dialog).toHaveCount(0);
  expect(await sessionMarker(page)).toBeNull();
  // The server session is closed too, as with the header's Sign Out.
  expect((await page.request.post('/api/login/User')).status()).toBe(401);

  // Nothing was changed: the next sign-in meets the dialog again.
  await submitSignIn(page, newUser.email, temporaryPassword);
  await expect(dialog).toBeVisible();
});
