import { expect, test } from '@playwright/test';
import { createTeUserWithTemporaryPassword } from './support/accounts.js';
import { hasResetLink, resetPathIn, waitForMail } from './support/mailbox.js';
import { signInThroughForm, submitSignIn, TEXT } from './support/personas.js';

const NEW_PASSWORD = 'Reset#Passw0rd2025';

test('the confirmation shows whether or not the email is on file', async ({ page }) => {
  await page.goto('/forgotpassword');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(TEXT.emailRequired)).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('nobody@nowhere.edu');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/If nobody@nowhere\.edu matches an email we have on file/)).toBeVisible();
  await expect(page.getByText(/after 5 minutes, check your spam folder/)).toBeVisible();
  await page.getByRole('button', { name: 'Try a different email' }).click();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('');
});

test('a reset link from the email sets a new password once', async ({ page }) => {
  // An account of the journey's own: the reset changes its password for good (a demo account's would have
  // to be put back, and a failure before that would lock every later journey of the worker out).
  const { email, temporaryPassword } = await createTeUserWithTemporaryPassword();
  const since = Date.now();
  await page.goto('/signin');
  await page.getByRole('link', { name: /Forgot password/ }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/matches an email we have on file/)).toBeVisible();

  const resetPath = resetPathIn(await waitForMail(email, since, undefined, hasResetLink));
  await page.goto(resetPath);
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(TEXT.passwordRule)).toBeVisible();
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText('Your password has been reset');
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  // The old password no longer signs in, the new one does (and is no temporary one any more).
  await submitSignIn(page, email, temporaryPassword);
  await expect(page.getByRole('alert')).toHaveText(TEXT.signInFailed);
  await signInThroughForm(page, email, NEW_PASSWORD);
  await expect(page.getByRole('dialog', { name: 'Update Temporary Password' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign Out' }).click();

  // The link works once only.
  await page.goto(resetPath);
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired');
});

test('a reset page without a token offers a new link', async ({ page }) => {
  await page.goto('/resetpassword');
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
});
