import { expect, test } from '@playwright/test';
import { uniqueEmail, uniqueName } from './support/accounts.js';
import { BASE_URL } from './support/environment.js';
import { waitForMail } from './support/mailbox.js';
import { PERSONAS, replaceTemporaryPassword, signInAsStaff, submitSignIn } from './support/personas.js';
import { openMenuItem, temporaryPasswordIn, toast } from './support/staff-screens.js';

const NEW_PASSWORD = 'Analyst#Pass2026';

test('a TE admin adds, renames and removes a TE user, who is told of the new sign-in ID', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // New emails and a new last name each run: a deleted TE user stays (deactivated) with its email, so a
  // repeated run on the same server would be refused both addresses.
  const firstEmail = uniqueEmail('analyst');
  const newEmail = uniqueEmail('analyst.two');
  const lastName = uniqueName('Okonkwo');
  await signInAsStaff(page, PERSONAS.admin);
  await openMenuItem(page, 'Settings', 'Users');
  await page.getByRole('link', { name: 'Add New TE User' }).click();
  const form = page.getByRole('form', { name: 'TE user' });
  const submit = form.getByRole('button', { name: 'Add TE User' });
  await expect(submit).toBeDisabled();

  // TE Admin excludes the other roles; Reports has no read-only box.
  await form.getByRole('checkbox', { name: 'TE Admin', exact: true }).check();
  await expect(form.getByRole('checkbox', { name: 'Export', exact: true })).toBeDisabled();
  await form.getByRole('checkbox', { name: 'TE Admin', exact: true }).uncheck();
  await expect(form.getByRole('checkbox', { name: 'Export read only' })).toBeDisabled();
  await form.getByRole('checkbox', { name: 'Export', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Export read only' }).check();
  await form.getByRole('checkbox', { name: 'Reports', exact: true }).check();
  await expect(form.getByRole('checkbox', { name: 'Reports read only' })).toHaveCount(0);

  await form.getByRole('textbox', { name: 'First Name' }).fill('Maximilianusxyz1');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Featherstonehaughxyz1');
  await form.getByRole('textbox', { name: 'Email' }).fill(firstEmail);
  await submit.click();
  await expect(form.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription(
    'Must be 15 characters or less',
  );
  await expect(form.getByRole('textbox', { name: 'Last Name' })).toHaveAccessibleDescription(
    'Must be 20 characters or less',
  );
  await form.getByRole('textbox', { name: 'First Name' }).fill('Maxine');
  await form.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
  const since = Date.now();
  await submit.click();
  await expect(toast(page, 'New TE user created.')).toBeVisible();
  const row = page.getByRole('row', { name: lastName });
  await expect(row).toContainText('Export (Read Only), Reports');
  const password = temporaryPasswordIn(await waitForMail(firstEmail, since));

  // The admin changes the new user's email.
  await row.getByRole('gridcell', { name: lastName, exact: true }).click();
  await page.getByRole('button', { name: 'Update User' }).click();
  await expect(page).toHaveURL(/\/settings\/users\/accountinfo$/);
  await form.getByRole('textbox', { name: 'Email' }).fill(newEmail);
  await form.getByRole('button', { name: 'Update User' }).click();
  await expect(toast(page, 'User information updated.')).toBeVisible();
  await expect(page.getByRole('row', { name: lastName })).toContainText(newEmail);

  // The user signs in, in their own browser, with the new email: a new password, then the notice, once.
  const context = await browser.newContext({ baseURL: BASE_URL });
  const userPage = await context.newPage();
  await submitSignIn(userPage, newEmail, password);
  await replaceTemporaryPassword(userPage, password, NEW_PASSWORD);
  const notice = userPage.getByRole('dialog', { name: 'User Email Updated' });
  await expect(notice).toContainText(`${newEmail} is now your sign-in user ID.`);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();
  await userPage.reload();
  await expect(userPage.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await context.close();

  // Removing the user ends their access.
  await page.reload();
  await page
    .getByRole('row', { name: lastName })
    .getByRole('gridcell', { name: lastName, exact: true })
    .click();
  await page.getByRole('button', { name: 'Delete User' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete User' });
  await expect(confirm).toContainText('This user will lose all access to the system.');
  await confirm.getByRole('button', { name: 'Delete User' }).click();
  await expect(toast(page, 'User deletion complete.')).toBeVisible();
  await expect(page.getByRole('row', { name: lastName })).toHaveCount(0);
});
