import { expect, type Locator, type Page, test } from '@playwright/test';
import { BASE_URL } from './support/environment.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { expectNoA11yViolations, openMenuItem, selectSchool, toast } from './support/staff-screens.js';

const LOCKED =
  'This person also has access to another school, so only they or the central office can change their name, title, email or training status.';
// Beta College's primary TELO: no other journey gives this account a role at Alpha University.
const BETA_TELO = 'telo@beta.edu';
const IDENTITY_TEXTBOXES = ['Title', 'Email', 'First Name', 'Middle Initial', 'Last Name'];

/** Opens Beta's TELO's User Account Information from the Users grid of the selected school. */
async function openBetaTelo(page: Page): Promise<Locator> {
  await page
    .getByRole('grid', { name: 'School users' })
    .getByRole('gridcell', { name: BETA_TELO, exact: true })
    .click();
  await page.getByRole('button', { name: 'Update User' }).click();
  const form = page.getByRole('form', { name: 'User account information' });
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(BETA_TELO);
  return form;
}

test("another school's TELO added at Alpha keeps their identity: Alpha changes only their roles", async ({
  page,
  browser,
}) => {
  await signInAsStaff(page, PERSONAS.telo);
  await openMenuItem(page, 'School', 'Users');
  await page.getByRole('link', { name: 'Add User' }).click();
  const added = page.getByRole('form', { name: 'User account information' });
  await added.getByRole('textbox', { name: 'Title' }).fill('Visiting Liaison');
  await added.getByRole('textbox', { name: 'First Name' }).fill('Typed');
  await added.getByRole('textbox', { name: 'Last Name' }).fill('ByAlpha');
  await added.getByRole('textbox', { name: 'Email' }).fill(BETA_TELO);
  await added.getByRole('checkbox', { name: 'Export', exact: true }).check();
  await added.getByRole('button', { name: 'Add User' }).click();
  await expect(toast(page, 'User created.')).toBeVisible();
  const row = page.getByRole('grid', { name: 'School users' }).getByRole('row', { name: /telo@beta\.edu/ });
  await expect(row).toContainText('Export');
  // The account's own names stay; what Alpha typed is not stored.
  await expect(row).not.toContainText('ByAlpha');

  // The account also works at Beta, which Alpha's TELO does not manage: identity shown, not editable.
  const form = await openBetaTelo(page);
  await expect(form.getByText(LOCKED)).toHaveCount(1);
  await expect(form.getByText(LOCKED)).toBeVisible();
  for (const name of IDENTITY_TEXTBOXES) {
    const field = form.getByRole('textbox', { name, exact: true });
    await expect(field).toBeDisabled();
    await expect(field).toHaveAccessibleDescription(LOCKED);
  }
  const training = form.getByRole('combobox', { name: 'Training Complete' });
  await expect(training).toHaveAttribute('aria-disabled', 'true');
  await expect(training).toHaveAccessibleDescription(LOCKED);
  await expect(form.getByRole('checkbox', { name: 'Daily Digest' })).toBeEnabled();
  await expectNoA11yViolations(page);

  // The roles here stay Alpha's to manage, and Update sends the stored identity unchanged.
  await form.getByRole('checkbox', { name: 'Export', exact: true }).uncheck();
  await form.getByRole('checkbox', { name: 'Import', exact: true }).check();
  await form.getByRole('button', { name: 'Update User' }).click();
  await expect(toast(page, 'User information updated.')).toBeVisible();
  await expect(row).toContainText('Import');
  await expect(row).not.toContainText('Export');

  // A TE admin may change anyone's identity: the same screen at Alpha has every field enabled.
  const adminContext = await browser.newContext({ baseURL: BASE_URL });
  const admin = await adminContext.newPage();
  await signInAsStaff(admin, PERSONAS.admin);
  await selectSchool(admin, 'Alpha University');
  await openMenuItem(admin, 'School', 'Users');
  const adminForm = await openBetaTelo(admin);
  for (const name of IDENTITY_TEXTBOXES) {
    await expect(adminForm.getByRole('textbox', { name, exact: true })).toBeEnabled();
  }
  await expect(adminForm.getByRole('combobox', { name: 'Training Complete' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(adminForm.getByText(LOCKED)).toHaveCount(0);

  // Alpha's list is as the other journeys expect it: Beta's TELO loses the access given above.
  await adminForm.getByRole('button', { name: 'Cancel' }).click();
  await admin
    .getByRole('grid', { name: 'School users' })
    .getByRole('gridcell', { name: BETA_TELO, exact: true })
    .click();
  await admin.getByRole('button', { name: 'Delete User' }).click();
  await admin
    .getByRole('dialog', { name: 'Delete User' })
    .getByRole('button', { name: 'Delete User' })
    .click();
  await expect(toast(admin, 'User deletion complete.')).toBeVisible();
  await expect(admin.getByRole('gridcell', { name: BETA_TELO, exact: true })).toHaveCount(0);
  await adminContext.close();
});
