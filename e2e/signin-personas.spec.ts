import { expect, test } from '@playwright/test';
import {
  PERSONAS,
  readMenu,
  sessionMarker,
  signInThroughForm,
  submitSignIn,
  TEXT,
} from './support/personas.js';

const REPORTS = [
  'Export',
  'Import',
  'Enrollment',
  'Tuition',
  'Leave of Absence',
  'Export Stat',
  'Import Stat',
];
const ADMIN_REPORTS = [
  'Payments',
  'Outstanding Invoices',
  'TELO Training',
  'All Contacts',
  'All Applications',
  'Enrollment Review',
];
/** The sign-off screen (open-points 31): for TE users and the school's roles 1, 6 and 7. */
const SIGN_OFF = 'Enrollment Review Sign-off';
const CHANGE_LOGS = ['TELO', 'School', 'Application', 'Export', 'Import', 'Enrollment Review'];
const EXPORTS = ['Applications', 'Closed Applications'];
const IMPORTS = ['Applications', 'Transfer Applications', 'Closed Applications'];
const BASIC_SCHOOL = ['School Profile', 'Annual Aid Year School Information'];

/** The reduced menu of a primary or secondary TELO, and of role 1 at a school for TELO users. */
const TELO_MENU: [string, string[]][] = [
  ['School', [...BASIC_SCHOOL, 'Users']],
  ['Exports', EXPORTS],
  ['Imports', IMPORTS],
  ['Billing', ['Invoices']],
  ['Reports', [...REPORTS, SIGN_OFF]],
  ['Change Logs', CHANGE_LOGS],
];

test('the TE admin sees the full menu with Settings, New School and the admin items', async ({ page }) => {
  await signInThroughForm(page, PERSONAS.admin);
  expect(await readMenu(page)).toEqual([
    ['School', [...BASIC_SCHOOL, 'Users', 'New School']],
    ['Exports', EXPORTS],
    ['Imports', IMPORTS],
    ['Billing', ['Invoices']],
    ['Reports', [...REPORTS, ...ADMIN_REPORTS, SIGN_OFF]],
    ['Change Logs', [...CHANGE_LOGS, 'Admin']],
    ['Training', ['File Upload']],
    ['Settings', ['Users', 'Aid Year', 'Fees']],
  ]);
  await expect(page.getByRole('combobox', { name: 'School' })).toBeVisible();
  expect(await sessionMarker(page)).toMatch(/^[0-9a-f-]{36}\./);
});

test('the read-only TE admin keeps Settings but loses New School and Training', async ({ page }) => {
  await signInThroughForm(page, PERSONAS.readonlyAdmin);
  expect(await readMenu(page)).toEqual([
    ['School', [...BASIC_SCHOOL, 'Users']],
    ['Exports', EXPORTS],
    ['Imports', IMPORTS],
    ['Billing', ['Invoices']],
    ['Reports', [...REPORTS, ...ADMIN_REPORTS, SIGN_OFF]],
    ['Change Logs', [...CHANGE_LOGS, 'Admin']],
    ['Settings', ['Users', 'Aid Year', 'Fees']],
  ]);
});

test('a primary TELO sees the reduced menu of their one school, without a selector', async ({ page }) => {
  await signInThroughForm(page, PERSONAS.telo);
  expect(await readMenu(page)).toEqual(TELO_MENU);
  await expect(page.getByRole('combobox', { name: 'School' })).toHaveCount(0);
  // The page names the one school under its title (the action table's column says it again).
  await expect(page.getByRole('main').getByText('Alpha University', { exact: true }).first()).toBeVisible();
});

test('a secondary TELO sees the same reduced menu', async ({ page }) => {
  await signInThroughForm(page, PERSONAS.telo2);
  expect(await readMenu(page)).toEqual(TELO_MENU);
});

test('the billing user sees the basic School items and Billing only', async ({ page }) => {
  await signInThroughForm(page, PERSONAS.billing);
  expect(await readMenu(page)).toEqual([
    ['School', BASIC_SCHOOL],
    ['Billing', ['Invoices']],
  ]);
});

test('a multi-school user gets the menu of the school they switch to', async ({ page }) => {
  await signInThroughForm(page, PERSONAS.multi);
  const selector = page.getByRole('combobox', { name: 'School' });
  await expect(selector).toHaveValue('Beta College');
  expect(await readMenu(page)).toEqual(TELO_MENU);

  await selector.click();
  await page.getByRole('option', { name: /Gamma University/ }).click();
  await expect(selector).toHaveValue('Gamma University');
  await expect(page.getByRole('main').getByText('Gamma University', { exact: true }).first()).toBeVisible();
  expect(await readMenu(page)).toEqual([
    ['School', BASIC_SCHOOL],
    ['Exports', EXPORTS],
    ['Imports', IMPORTS],
  ]);
  expect(await page.evaluate(() => sessionStorage.getItem('selectedSchoolId'))).toMatch(/^\d+$/);

  // The choice survives a reload of the tab.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'School' })).toHaveValue('Gamma University');
});

test('a TELO whose training is incomplete is refused and keeps no session', async ({ page }) => {
  await submitSignIn(page, PERSONAS.untrained);
  await expect(page.getByRole('alert')).toHaveText(TEXT.trainingIncomplete);
  await expect(page).toHaveURL(/\/signin$/);
  expect(await sessionMarker(page)).toBeNull();
  await page.goto('/');
  await expect(page).toHaveURL(/\/signin$/);
});
