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

test('menu screens not delivered yet show the 404 page inside the shell', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.admin);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Settings' }).click();
  await menu.getByRole('link', { name: 'Aid Year', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/aidyear$/);
  await expect(page.getByRole('heading', { level: 1, name: TEXT.notFound })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Aid Year', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});
