import { expect, type Page, test } from '@playwright/test';
import {
  chooseFilter,
  createExportApplication,
  EXPORT_PATHS,
  exportRow,
  openExportList,
  searchGrid,
  selectRow,
  studentLabel,
  uniqueToken,
} from './support/exports.js';
import { openStaffSession, PERSONAS, signInAsStaff } from './support/personas.js';
import { expectNoA11yViolations, openMenuItem, selectSchool } from './support/staff-screens.js';

async function openAs(page: Page, persona: string, path: string, heading: string) {
  await openStaffSession(page, persona);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('school profile, with its delete refusal, has no WCAG 2.1 AA violation', async ({ page }) => {
  await openAs(page, PERSONAS.admin, '/school/schoolprofile', 'School Profile');
  await expect(page.getByRole('textbox', { name: 'School Name' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'School users' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Delete School' }).click();
  await expect(page.getByRole('dialog', { name: 'School Not Deleted' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the new school form with its messages has no violation', async ({ page }) => {
  await openAs(page, PERSONAS.admin, '/school/newschool', 'New School');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Required - Must be at least 100 characters.')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the aid-year form with its messages has no violation', async ({ page }) => {
  await openAs(
    page,
    PERSONAS.admin,
    '/school/annualaidyearschoolinformation',
    'Annual Aid Year School Information',
  );
  const tuition = page.getByRole('textbox', { name: 'Tuition' });
  await tuition.fill('12,000');
  await page
    .getByRole('group', { name: 'Import Applicant Fee', exact: true })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(tuition).toHaveAccessibleDescription('Numeric values only');
  await expectNoA11yViolations(page);
});

test('a list that could not load says so above the grid, with Try again, and has no violation', async ({
  page,
}) => {
  await signInAsStaff(page, PERSONAS.admin);
  // The users list answers 500 (not retried by the client) until the route is removed.
  await page.route(/\/api\/user\/school\/\d+$/, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: 500, message: 'Internal Server Error' }),
    }),
  );
  await page.goto('/school/users');
  const failure = page
    .getByRole('alert')
    .filter({ hasText: 'There was a problem getting the school user data.' });
  await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(
    page.getByRole('grid', { name: 'School users' }).getByRole('button', { name: 'Try again' }),
  ).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.unrouteAll();
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('grid', { name: 'School users' })).toContainText('Whitfield');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('school users, its forms and its delete confirmation have no violation', async ({ page }) => {
  await openAs(page, PERSONAS.admin, '/school/users', 'Users');
  await expect(page.getByRole('grid', { name: 'School users' })).toContainText('Whitfield');
  await expectNoA11yViolations(page);
  await page.getByRole('gridcell', { name: 'Whitfield', exact: true }).click();
  await page.getByRole('button', { name: 'Delete User' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete User' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Update User' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Account Information' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('telo@alpha.edu');
  await expectNoA11yViolations(page);
  await page.goto('/school/users/adduser');
  await page.getByRole('checkbox', { name: 'Admin', exact: true }).check();
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Title is required');
  await expectNoA11yViolations(page);
});

test('TE users and the add form have no violation', async ({ page }) => {
  await openAs(page, PERSONAS.admin, '/settings/users', 'TE Users');
  await expect(page.getByRole('grid', { name: 'TE users' })).toContainText('Ellison');
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Add New TE User' }).click();
  await page.getByRole('checkbox', { name: 'TE Admin', exact: true }).check();
  await page.getByRole('button', { name: 'Add TE User' }).click();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription(
    'First name is required',
  );
  await expectNoA11yViolations(page);
});

test('the staff profile and its password dialog have no violation', async ({ page }) => {
  await openAs(page, PERSONAS.telo, '/userprofile', 'User Profile');
  await expect(page.getByRole('textbox', { name: 'Training Complete' })).toHaveValue('Complete');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Update Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Password' });
  await expect(dialog.getByRole('textbox', { name: 'Current Password', exact: true })).toBeFocused();
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the TELO school screens on a phone have no violation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, PERSONAS.telo, '/school/schoolprofile', 'School Profile');
  await expect(page.getByRole('textbox', { name: 'School Name' })).toHaveValue('Alpha University');
  await expectNoA11yViolations(page);
  await page.goto('/school/annualaidyearschoolinformation');
  await expect(page.getByRole('textbox', { name: 'Tuition' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto('/school/users');
  await expect(page.getByRole('grid', { name: 'School users' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the read-only school profile has no violation', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.readonlyAdmin);
  await selectSchool(page, 'Beta College');
  await openMenuItem(page, 'School', 'School Profile');
  await expect(page.getByRole('textbox', { name: 'School Name' })).toBeDisabled();
  await expectNoA11yViolations(page);
});

test('the export lists with their row edit, dialog and bulk update have no violation', async ({ page }) => {
  const token = uniqueToken();
  const app = await createExportApplication({ first: 'Quinn', last: `Axe${token}` });
  await signInAsStaff(page, PERSONAS.telo);
  await openExportList(page, EXPORT_PATHS.list);
  const grid = page.getByRole('grid', { name: 'Export applications' });
  await expect(grid.getByRole('combobox', { name: /^Export status of / }).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await chooseFilter(page, 'Export Status', 'Awaiting Decision');
  await expect(page.getByRole('group', { name: 'Bulk update' })).toBeVisible();
  await searchGrid(page, token);
  const row = exportRow(grid, app);
  await selectRow(row);
  await expectNoA11yViolations(page);
  // The reason dialog, left by Cancel: nothing is saved.
  await row.getByRole('combobox', { name: `Export status of ${studentLabel(app)}` }).selectOption({
    label: 'Denied: Other',
  });
  await row.getByRole('button', { name: `Save export status of ${studentLabel(app)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Export Status' });
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('the closed export list has no violation', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.telo);
  await openExportList(page, EXPORT_PATHS.closed, 'Closed Export Applications');
  await expect(page.getByRole('grid', { name: 'Closed export applications' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the export lists on a phone and read-only have no violation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, PERSONAS.telo);
  await openExportList(page, EXPORT_PATHS.list);
  await expect(page.getByRole('grid', { name: 'Export applications' })).toBeVisible();
  await expectNoA11yViolations(page);
  await openExportList(page, EXPORT_PATHS.closed, 'Closed Export Applications');
  await expect(page.getByRole('grid', { name: 'Closed export applications' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the read-only export list has no violation', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.readonlyAdmin);
  await selectSchool(page, 'Alpha University');
  await openMenuItem(page, 'Exports', 'Applications');
  await expect(page.getByRole('grid', { name: 'Export applications' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Export applications' }).getByRole('row').nth(1)).toBeVisible();
  await expectNoA11yViolations(page);
});
