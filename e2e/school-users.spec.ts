import { expect, test } from '@playwright/test';
import { uniqueEmail, uniqueName } from './support/accounts.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { openMenuItem, toast } from './support/staff-screens.js';

test('a primary TELO adds, updates and removes a user of their school', async ({ page }) => {
  // A user of this run's own: the removal takes the access at Alpha only, so the account stays and a
  // repeated run on the same server would add the first run's account again.
  const lastName = uniqueName('Aberg');
  await signInAsStaff(page, PERSONAS.telo);
  await openMenuItem(page, 'School', 'Users');
  const grid = page.getByRole('grid', { name: 'School users' });
  // Default sort: last name ascending.
  await expect(grid.getByRole('row').nth(1)).toContainText('Lindgren');
  await expect(page.getByRole('button', { name: 'Update User' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete User' })).toBeDisabled();

  await page.getByRole('link', { name: 'Add User' }).click();
  const form = page.getByRole('form', { name: 'User account information' });
  // The school's TELO slots are taken, and only a school admin sets the training status.
  await expect(form.getByRole('checkbox', { name: 'Primary TELO' })).toBeDisabled();
  await expect(form.getByText('This school already has a Primary TELO.')).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Secondary TELO' })).toBeDisabled();
  await expect(form.getByRole('combobox', { name: 'Training Complete' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  await expect(form.getByRole('button', { name: 'Add User' })).toBeDisabled();
  await form.getByRole('textbox', { name: 'Title' }).fill('Payroll Specialist');
  await form.getByRole('textbox', { name: 'First Name' }).fill('Tomas');
  await form.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await form.getByRole('checkbox', { name: 'Export', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Export read only' }).check();
  await form.getByRole('button', { name: 'Add User' }).click();
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Enter a valid email',
  );
  await form.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('tomas.aberg', 'alpha.edu'));
  await form.getByRole('button', { name: 'Add User' }).click();
  await expect(toast(page, 'User created.')).toBeVisible();
  const row = grid.getByRole('row', { name: lastName });
  await expect(row).toContainText('Export (Read Only)');
  await expect(row).toContainText('Required');
  await expect(grid.getByRole('row').nth(1)).toContainText(lastName);

  await row.getByRole('gridcell', { name: lastName, exact: true }).click();
  await page.getByRole('button', { name: 'Update User' }).click();
  await form.getByRole('textbox', { name: 'Title' }).fill('Senior Payroll Specialist');
  await form.getByRole('checkbox', { name: 'Export', exact: true }).uncheck();
  await expect(form.getByRole('button', { name: 'Update User' })).toBeDisabled();
  await form.getByRole('checkbox', { name: 'Import', exact: true }).check();
  await form.getByRole('button', { name: 'Update User' }).click();
  await expect(toast(page, 'User information updated.')).toBeVisible();
  await expect(row).toContainText('Senior Payroll Specialist');
  await expect(row).toContainText('Import');

  await row.getByRole('gridcell', { name: lastName, exact: true }).click();
  await page.getByRole('button', { name: 'Delete User' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete User' });
  await expect(confirm).toContainText(
    'This user will lose access to this school only; access to other schools remains.',
  );
  await confirm.getByRole('button', { name: 'Delete User' }).click();
  await expect(toast(page, 'User deletion complete.')).toBeVisible();
  await expect(grid.getByRole('row', { name: lastName })).toHaveCount(0);
});
