import { expect, test } from '@playwright/test';
import { freshEmail, registerStudent } from './support/students.js';

test('a student renames, changes the sign-in email and stays signed in', async ({ page }) => {
  await registerStudent(page, freshEmail('profile'), { first: 'Sam', last: 'Ortiz' });
  await page.getByRole('link', { name: 'Sam Ortiz Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Student Profile' })).toBeVisible();
  // Consent given at sign-up cannot be withdrawn.
  await expect(page.getByRole('checkbox', { name: /FERPA/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /FERPA/ })).toBeDisabled();

  await page.getByRole('textbox', { name: 'Middle Initial' }).fill('AB');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Must be 1 character or less.')).toBeVisible();

  const email = freshEmail('renamed');
  await page.getByRole('textbox', { name: 'Middle Initial' }).fill('B');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Samantha');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('User information updated.')).toBeVisible();
  const notice = page.getByRole('dialog', { name: 'User Email Updated' });
  await expect(notice).toContainText(`${email} is now your sign-in user ID.`);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('link', { name: 'Samantha Ortiz Profile' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page.getByRole('link', { name: 'Samantha Ortiz Profile' })).toBeVisible();
});
