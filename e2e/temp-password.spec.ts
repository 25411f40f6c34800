import { expect, test } from '@playwright/test';
import { createTeUserWithTemporaryPassword } from './support/accounts.js';
import { signInThroughForm, TEXT } from './support/personas.js';

const NEW_PASSWORD = 'Fresh#Passw0rd2025';

test('a temporary password blocks every page until a valid new one is set', async ({ page }) => {
  // An account of the journey's own: the first run replaces its temporary password for good.
  const { email, temporaryPassword } = await createTeUserWithTemporaryPassword();
  // Signing in on the way to a deep page still meets the dialog there, not only on home.
  await page.goto('/userprofile');
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(temporaryPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/userprofile$/);
  const dialog = page.getByRole('dialog', { name: 'Update Temporary Password' });
  await expect(dialog).toBeVisible();

  // Neither Escape nor a click beside the dialog closes it, and the page behind is inert: the only
  // Sign Out within reach is the dialog's own.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 400);
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  const current = dialog.getByRole('textbox', { name: 'Current Password', exact: true });
  const next = dialog.getByRole('textbox', { name: 'New Password', exact: true });
  const confirm = dialog.getByRole('textbox', { name: 'Confirm New Password', exact: true });
  const submit = dialog.getByRole('button', { name: 'Update Password' });

  await current.fill(temporaryPassword);
  await next.fill('weakpass');
  await confirm.fill('weakpass');
  await submit.click();
  await expect(dialog.getByText(TEXT.passwordRule)).toBeVisible();

  await next.fill(NEW_PASSWORD);
  await confirm.fill(`${NEW_PASSWORD}x`);
  await submit.click();
  await expect(dialog.getByText(TEXT.passwordMustMatch)).toBeVisible();

  // The server checks the current password.
  await current.fill('Wrong@Password1');
  await confirm.fill(NEW_PASSWORD);
  await submit.click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog).toBeVisible();

  await current.fill(temporaryPassword);
  await submit.click();
  await expect(page.getByText(TEXT.passwordUpdated)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The server remembers: no dialog after a reload, and the new password signs in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // After a deliberate sign-out the next sign-in starts on home, not on the last page.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await signInThroughForm(page, email, NEW_PASSWORD);
  await expect(dialog).toHaveCount(0);
});
