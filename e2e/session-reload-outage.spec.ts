import { expect, test } from '@playwright/test';
import { PERSONAS, signInAsStudent } from './support/personas.js';

// A reload while the server is briefly unreachable (a database restart answers 503) keeps the session:
// the app tries again instead of signing the user out.
const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

test('a reload during a short outage keeps the session and shows the page once the server is back', async ({
  page,
}) => {
  await signInAsStudent(page, PERSONAS.student);
  await expect(page).toHaveURL(/\/applicationstatus$/);
  let calls = 0;
  await page.route('**/api/login/User', (route) => {
    calls += 1;
    if (calls > 2) return route.continue();
    return route.fulfill({
      status: 503,
      headers: { 'Retry-After': '5' },
      contentType: 'application/json',
      body: JSON.stringify({ status: 503, message: UNAVAILABLE }),
    });
  });
  await page.reload();
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  await expect(page.getByRole('region', { name: /Application OPEN/ })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/applicationstatus$/);
  expect(calls).toBe(3);
});
