import { expect, test } from '@playwright/test';
import { PERSONAS, sessionMarker, submitSignIn, TEXT } from './support/personas.js';

test('a wrong password shows the sign-in failure message', async ({ page }) => {
  await submitSignIn(page, PERSONAS.telo2, 'Not-the-password1');
  await expect(page.getByRole('alert')).toHaveText(TEXT.signInFailed);
  await expect(page).toHaveURL(/\/signin$/);
  expect(await sessionMarker(page)).toBeNull();
});

test('an unknown account shows the same failure message', async ({ page }) => {
  await submitSignIn(page, 'nobody@nowhere.edu', 'Whatever@Pass1');
  await expect(page.getByRole('alert')).toHaveText(TEXT.signInFailed);
});

test('the email field is checked before anything is sent', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/login')) calls.push(r.url());
  });
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(TEXT.emailRequired)).toBeVisible();

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('anything');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(TEXT.emailInvalid)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(calls).toEqual([]);
});

test('the sign-in pages link to each other, to the reset page and show the copyright', async ({ page }) => {
  await page.goto('/signin');
  const year = new Date().getFullYear();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${year} `);
  await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Applicant sign in' }).click();
  await expect(page).toHaveURL(/\/applicantsignin$/);
  await expect(page.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/registration');
  await page.getByRole('link', { name: /Forgot password/ }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
});
