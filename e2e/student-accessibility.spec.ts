import { expect, test } from '@playwright/test';
import { PERSONAS, signInAsStudent } from './support/personas.js';
import { expectNoA11yViolations } from './support/staff-screens.js';
import { freshEmail, registerStudent, schoolsField, schoolsListbox } from './support/students.js';

test('sign-up, with and without messages, has no WCAG 2.1 AA violation', async ({ page }) => {
  await page.goto('/registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your applicant account' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('Application Status, Update EZ Application and Student Profile have no violation', async ({ page }) => {
  await signInAsStudent(page, PERSONAS.student);
  await expect(page.getByRole('table', { name: 'Export School (Employer)' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Update Application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update EZ Application' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Update Application' }).click();
  await expect(page.getByText('Please check the acknowledgment to submit the application.')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'Jamie Rivera Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Student Profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(PERSONAS.student);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Update Password' })).toBeVisible();
  await expectNoA11yViolations(page);
});

for (const width of [1280, 390]) {
  test(`the EZ application at ${width} px, with messages and an open school list, has no violation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await registerStudent(page, freshEmail(`axe${width}`));
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Please check the acknowledgment to submit the application.')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('combobox', { name: 'Aid Year' }).selectOption({ index: 1 });
    await page
      .getByRole('combobox', { name: 'Employer (Export School)' })
      .selectOption({ label: 'Alpha University (Columbus, OH)' });
    await schoolsField(page).click();
    await expect(schoolsListbox(page).getByRole('option').first()).toBeVisible();
    await expectNoA11yViolations(page);
  });
}
