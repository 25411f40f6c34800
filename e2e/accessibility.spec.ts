import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { PERSONAS, signInAsStaff, signInAsStudent } from './support/personas.js';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

for (const path of ['/signin', '/applicantsignin', '/forgotpassword', '/no/such/page']) {
  test(`${path} has no WCAG 2.1 AA violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  });
}

test('the sign-in page with errors has no violation', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('bad');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Enter a valid email')).toBeVisible();
  await expectNoViolations(page);
});

test('the admin home page with an open menu has no violation', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.admin);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'School' }).click();
  await expectNoViolations(page);
});

test('the TELO home page on a phone has no violation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, PERSONAS.telo);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expectNoViolations(page);
});

test('the temporary-password dialog and the applicant page have no violation', async ({ page }) => {
  await signInAsStudent(page, PERSONAS.student);
  await expectNoViolations(page);
});
