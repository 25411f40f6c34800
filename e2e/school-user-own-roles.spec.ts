import { expect, test } from '@playwright/test';
import { uniqueEmail, uniqueName } from './support/accounts.js';
import { BASE_URL } from './support/environment.js';
import { decodeMail, waitForMail } from './support/mailbox.js';
import { PERSONAS, replaceTemporaryPassword, signInAsStaff, submitSignIn } from './support/personas.js';
import {
  chooseOption,
  expectNoA11yViolations,
  openMenuItem,
  selectSchool,
  temporaryPasswordIn,
  toast,
} from './support/staff-screens.js';

test('a primary TELO is shown why own roles, own access and the Admin role stay as they are', async ({
  page,
}) => {
  await signInAsStaff(page, PERSONAS.telo);
  await openMenuItem(page, 'School', 'Users');
  const grid = page.getByRole('grid', { name: 'School users' });
  await grid.getByRole('gridcell', { name: 'Whitfield', exact: true }).click();
  const remove = page.getByRole('button', { name: 'Delete User' });
  await expect(remove).toBeDisabled();
  await expect(page.getByText('You cannot remove your own access to this school.')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Update User' }).click();
  const form = page.getByRole('form', { name: 'User account information' });
  await expect(form.getByText('You cannot change your own roles.')).toBeVisible();
  await expectNoA11yViolations(page);
  await expect(form.getByRole('checkbox', { name: 'Primary TELO' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Primary TELO' })).toBeDisabled();
  await expect(form.getByRole('checkbox', { name: 'Admin', exact: true })).toBeDisabled();
  await form.getByRole('textbox', { name: 'Title' }).fill('Director of Human Resources');
  await form.getByRole('button', { name: 'Update User' }).click();
  await expect(toast(page, 'User information updated.')).toBeVisible();

  await page.getByRole('link', { name: 'Add User' }).click();
  await expect(form.getByText('Choose at least one role.')).toBeVisible();
  const adminBox = form.getByRole('checkbox', { name: 'Admin', exact: true });
  await expect(adminBox).toBeDisabled();
  await expect(adminBox).toHaveAccessibleDescription(
    'Only a school admin can give or remove the Admin role.',
  );
  await expectNoA11yViolations(page);
  await form.getByRole('checkbox', { name: 'Reports', exact: true }).check();
  await expect(form.getByText('Choose at least one role.')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Add User' })).toBeEnabled();
});

test('a signed-in user whose email an admin changes is signed out, then told the new user ID', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Emails and a last name of this run's own: a repeated run on the same server would meet the first
  // run's account under both emails and a second Ellery row.
  const lastName = uniqueName('Ellery');
  const first = uniqueEmail('rowan.ellery', 'zeta.edu');
  const changed = uniqueEmail('rowan.ellery', 'zeta.org');
  const password = 'Rowan#Ellery2026';

  // A TE admin (a school admin everywhere) adds the user with training complete, at a school no other
  // journey lists the users of.
  await signInAsStaff(page, PERSONAS.admin);
  await selectSchool(page, 'Zeta College');
  await openMenuItem(page, 'School', 'Users');
  await page.getByRole('link', { name: 'Add User' }).click();
  const form = page.getByRole('form', { name: 'User account information' });
  await form.getByRole('textbox', { name: 'Title' }).fill('Benefits Analyst');
  await form.getByRole('textbox', { name: 'First Name' }).fill('Rowan');
  await form.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
  await form.getByRole('textbox', { name: 'Email' }).fill(first);
  await chooseOption(form, 'Training Complete', 'Complete');
  await form.getByRole('checkbox', { name: 'Export', exact: true }).check();
  const since = Date.now();
  await form.getByRole('button', { name: 'Add User' }).click();
  await expect(toast(page, 'User created.')).toBeVisible();
  const temporary = temporaryPasswordIn(await waitForMail(first, since));

  // The user signs in and sets their own password.
  const context = await browser.newContext({ baseURL: BASE_URL });
  const userPage = await context.newPage();
  await submitSignIn(userPage, first, temporary);
  await replaceTemporaryPassword(userPage, temporary, password);

  // While they are signed in, the admin changes their email.
  const grid = page.getByRole('grid', { name: 'School users' });
  await grid.getByRole('gridcell', { name: lastName, exact: true }).click();
  await page.getByRole('button', { name: 'Update User' }).click();
  await form.getByRole('textbox', { name: 'Email' }).fill(changed);
  const changedAt = Date.now();
  await form.getByRole('button', { name: 'Update User' }).click();
  await expect(toast(page, 'User information updated.')).toBeVisible();
  for (const address of [first, changed]) {
    expect(decodeMail((await waitForMail(address, changedAt)).raw)).toContain(`User ID: ${changed}`);
  }

  // Their next page load ends the session (1-core §4: the marker no longer matches the reloaded user);
  // signing in with the new email tells them it is their sign-in user ID, once.
  await userPage.reload();
  await expect(userPage).toHaveURL(/\/signin$/);
  await submitSignIn(userPage, changed, password);
  const notice = userPage.getByRole('dialog', { name: 'User Email Updated' });
  await expect(notice).toContainText(`${changed} is now your sign-in user ID.`);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();
  await userPage.reload();
  await expect(userPage.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await context.close();
});
