import { expect, test } from '@playwright/test';
import { PERSONAS, sessionMarker, signInThroughForm, TEXT } from './support/personas.js';

test('a reload keeps the session while the server session lives', async ({ page }) => {
  await signInThroughForm(page, PERSONAS.telo);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
});

test('a 401 ends the session: message, storage cleared, back to /signin', async ({ page, context }) => {
  await signInThroughForm(page, PERSONAS.telo);
  await context.clearCookies();
  await page.reload();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText(TEXT.sessionExpired)).toBeVisible();
  expect(await sessionMarker(page)).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('selectedSchoolId'))).toBeNull();
});

test('a marker for another email is not trusted', async ({ page }) => {
  await signInThroughForm(page, PERSONAS.telo);
  await page.evaluate(() => {
    const marker = sessionStorage.getItem('sessionMarker') ?? '';
    sessionStorage.setItem('sessionMarker', `${marker.split('.')[0]}.${btoa('someone@else.edu')}`);
  });
  await page.reload();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await sessionMarker(page)).toBeNull();
});
