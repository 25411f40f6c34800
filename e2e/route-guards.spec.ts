import { expect, test } from '@playwright/test';
import { PERSONAS, signInAsStaff, signInAsStudent } from './support/personas.js';

test('signed out, both areas send to /signin and sign-in returns to the page asked for', async ({ page }) => {
  await page.goto('/applicationstatus');
  await expect(page).toHaveURL(/\/signin$/);
  await page.goto('/school/schoolprofile');
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(PERSONAS.telo);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@Password1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/school\/schoolprofile$/);
});

test('a signed-in student who types a staff address is sent to /signin and stays there', async ({ page }) => {
  await signInAsStudent(page, PERSONAS.student);
  const signInHeading = page.getByRole('heading', { level: 1, name: 'Sign In', exact: true });
  for (const path of ['/imports/applications', '/exports/applications']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/signin$/);
    await expect(signInHeading).toBeVisible();
  }
  // Staff signing in there go on to the page the student had asked for.
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(PERSONAS.telo);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@Password1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/exports\/applications$/);
});

test('signed-in staff who type an applicant address are sent to /signin', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.telo);
  await page.goto('/applicationstatus');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In', exact: true })).toBeVisible();
});

test('role-gated paths send users without the role home', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.telo);
  for (const path of [
    '/settings/users',
    '/school/newschool',
    '/training/fileupload',
    '/changelogs/admin',
    // The TE-only reports (open-points 28).
    '/reports/payments',
    '/reports/allcontacts',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('the billing role opens Billing but not Exports or Users', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.billing);
  await page.goto('/billing/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  for (const path of ['/exports/applications', '/school/users', '/school/users/adduser']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('switching to a school without a role leaves the page for home', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.multi);
  await page.goto('/school/users');
  await expect(page).toHaveURL(/\/school\/users$/);
  const selector = page.getByRole('combobox', { name: 'School' });
  await selector.click();
  await page.getByRole('option', { name: /Gamma University/ }).click();
  await expect(page).toHaveURL(/\/$/);
});
