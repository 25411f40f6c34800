import { expect, test } from '@playwright/test';
import { PERSONAS, signInAsStaff, signInAsStudent } from './support/personas.js';
import { expectNoA11yViolations } from './support/staff-screens.js';

for (const path of ['/signin', '/applicantsignin', '/forgotpassword', '/no/such/page']) {
  test(`${path} has no WCAG 2.1 AA violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

test('the sign-in page with errors has no violation', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('bad');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Enter a valid email')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the admin home page with an open menu has no violation', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.admin);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'School' }).click();
  await expectNoA11yViolations(page);
});

test('the TELO home page on a phone has no violation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, PERSONAS.telo);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the temporary-password dialog and the applicant page have no violation', async ({ page }) => {
  await signInAsStudent(page, PERSONAS.student);
  await expectNoA11yViolations(page);
});
