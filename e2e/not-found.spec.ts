import { expect, test } from '@playwright/test';
import { PERSONAS, signInAsStaff, TEXT } from './support/personas.js';

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.notFound })).toBeVisible();
});

test('an unknown path shows the 404 page to a signed-in user too', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.admin);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.notFound })).toBeVisible();
});

test('an unknown path under a menu screen shows the 404 page inside the shell', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.admin);
  await page.goto('/settings/aidyear/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: TEXT.notFound })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});
