import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, PERSONAS } from './support/personas.js';
import {
  chooseAidYearAndClassification,
  fillStudentAddress,
  freshEmail,
  pickSchools,
  registerStudent,
  STUDENT_TEXT,
} from './support/students.js';

test('sign-up checks its fields and refuses an address already in use', async ({ page }) => {
  await page.goto('/registration');
  await page.getByRole('button', { name: 'Create Account' }).click();
  for (const message of [
    STUDENT_TEXT.firstNameRequired,
    STUDENT_TEXT.lastNameRequired,
    STUDENT_TEXT.emailRequired,
    STUDENT_TEXT.passwordRequired,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /privacy rights under FERPA/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/applicantsignin');

  await page.getByRole('textbox', { name: 'First Name' }).fill('Jamie');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Rivera');
  await page.getByRole('textbox', { name: 'Email' }).fill(PERSONAS.student);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(DEMO_PASSWORD);
  // Hold the answer back a moment to see the button while the request is pending.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/student/register', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  release();
  await expect(page.getByText(STUDENT_TEXT.usernameUnavailable)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  await expect(page).toHaveURL(/\/registration$/);
});

test('a new student registers, applies to three schools, sees the application and updates the phone', async ({
  page,
}) => {
  await registerStudent(page, freshEmail('apply'));
  await expect(page.getByRole('link', { name: 'Morgan Ellis Profile' })).toBeVisible();
  // Application Status would send a student without an application straight back: no Cancel yet.
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  await fillStudentAddress(page);
  await chooseAidYearAndClassification(page);
  const aidYear = await page
    .getByRole('combobox', { name: 'Aid Year' })
    .locator('option:checked')
    .textContent();
  expect(aidYear).toMatch(/^\d{4}-\d{4} \(Enrolling Fall \d{4} or Spring \d{4}\)$/);
  await page
    .getByRole('combobox', { name: 'Employer (Export School)' })
    .selectOption({ label: 'Alpha University (Columbus, OH)' });
  await page.getByRole('textbox', { name: 'Employee First Name' }).fill('Dana');
  await page.getByRole('textbox', { name: 'Employee Last Name' }).fill('Ellis');
  await page.getByRole('textbox', { name: 'Employee Title' }).fill('Registrar');
  await page.getByRole('textbox', { name: 'Employee Email' }).fill('dana.ellis@gmail.com');
  await page.getByRole('textbox', { name: 'Employee ID' }).fill('ALP100200');
  await page.getByRole('textbox', { name: 'Years of Service' }).fill('7');
  // Alpha asks for its own custom fields, with its own labels.
  await page.getByRole('textbox', { name: 'Department' }).fill('Registrar Office');
  const schools = await pickSchools(page, 3);
  await page.getByRole('checkbox', { name: /I acknowledge/ }).check();

  // Alpha does not accept non-EDU employee email.
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText(STUDENT_TEXT.employeeEmailEdu)).toBeVisible();
  await page.getByRole('textbox', { name: 'Employee Email' }).fill('dana.ellis@alpha.edu');
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page.getByText(STUDENT_TEXT.applicationCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/applicationstatus$/);
  const card = page.getByRole('region', { name: /Application OPEN/ });
  await expect(card.getByText(aidYear ?? '')).toBeVisible();
  await expect(card.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  const exportTable = card.getByRole('table', { name: 'Export School (Employer)' });
  await expect(exportTable.getByRole('row').nth(1)).toHaveText(
    /Alpha University\s*Columbus\s*OH\s*Awaiting Decision/,
  );
  const importTable = card.getByRole('table', { name: 'Import Schools (Schools to Attend)' });
  await expect(importTable.getByRole('row')).toHaveCount(4);
  for (const label of schools) {
    const name = label.replace(/ \(.*$/, '');
    await expect(importTable.getByRole('row', { name: new RegExp(name) })).toContainText(
      'Awaiting Export Decision',
    );
  }
  await expect(page.getByRole('button', { name: 'Start a New Application' })).toHaveCount(0);
  // The fresh list must not read as a second application being refused.
  await expect(page.getByText(STUDENT_TEXT.oneApplicationOpen)).toHaveCount(0);

  await card.getByRole('button', { name: 'Update Application' }).click();
  await expect(page).toHaveURL(/\/updateapplication$/);
  await expect(page.getByRole('textbox', { name: 'Student Classification' })).toHaveValue(
    'Continuing Sophomore',
  );
  await expect(page.getByRole('textbox', { name: 'Cell Phone' })).toHaveValue('(614) 555-0199');
  await page.getByRole('textbox', { name: 'Cell Phone' }).fill('(614) 555-0123');
  await page.getByRole('button', { name: 'Update Application' }).click();
  await expect(page.getByText('Please check the acknowledgment to submit the application.')).toBeVisible();
  await page.getByRole('checkbox', { name: /I acknowledge/ }).check();
  await page.getByRole('button', { name: 'Update Application' }).click();
  await expect(page.getByText(STUDENT_TEXT.applicationUpdated)).toBeVisible();
  await expect(page).toHaveURL(/\/applicationstatus$/);

  await page.getByRole('button', { name: 'Update Application' }).click();
  await expect(page.getByRole('textbox', { name: 'Cell Phone' })).toHaveValue('(614) 555-0123');

  // The student's email cannot become the employee email of the open application.
  await page.getByRole('link', { name: 'Morgan Ellis Profile' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill('dana.ellis@alpha.edu');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText(STUDENT_TEXT.emailsMustDiffer)).toBeVisible();
});
