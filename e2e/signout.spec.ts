import { expect, test } from '@playwright/test';
import { PERSONAS, sessionMarker, signInThroughForm, studentSignInThroughForm } from './support/personas.js';

test('Sign Out returns to /signin and the staff area is closed afterwards', async ({ page }) => {
  await signInThroughForm(page, PERSONAS.admin);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await sessionMarker(page)).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('selectedSchoolId'))).toBeNull();

  await page.goto('/');
  await expect(page).toHaveURL(/\/signin$/);
  // The server session is gone too, not just the browser's marker.
  const reload = await page.request.post('/api/login/User');
  expect(reload.status()).toBe(401);
});

test('a student signs out to /signin as well', async ({ page }) => {
  await studentSignInThroughForm(page, PERSONAS.student);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.goto('/applicationstatus');
  await expect(page).toHaveURL(/\/signin$/);
});
