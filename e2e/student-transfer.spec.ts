import { expect, test } from '@playwright/test';
import { uniqueToken } from './support/exports.js';
import { createImportApplication, moveImportRow, setExportStatus } from './support/imports.js';
import { PERSONAS, signInAsStudent } from './support/personas.js';
import {
  apiSignIn,
  chooseAidYearAndClassification,
  pickSchools,
  STUDENT_TEXT,
  schoolsField,
  transferOfferOf,
} from './support/students.js';

test('a student enrolled through an open application starts a transfer and finds it prefilled', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A student of the journey's own, enrolled at Gamma: a seeded one would be used up by the first run.
  const app = await createImportApplication(
    { first: 'Avery', last: `Move${uniqueToken()}` },
    { importSchools: ['Gamma University'] },
  );
  await setExportStatus(app, 'Export Approved');
  await moveImportRow(app, 'Gamma University', ['Under Review', 'Enrolled']);
  const admin = await playwright.request.newContext({ baseURL });
  await apiSignIn(admin, PERSONAS.admin);
  const offer = await transferOfferOf(admin, app.studentId);
  await admin.dispose();
  if (!offer)
    throw new Error(`Student ${app.studentId}, enrolled at Gamma University, is offered no transfer`);
  const { email, open, enrolledSchool } = offer;

  await signInAsStudent(page, email);
  await expect(page.getByRole('button', { name: 'Start a New Application' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Start a Transfer Application' }).click();
  await expect(page).toHaveURL(/\/ezapplication$/);
  await expect(page.getByRole('heading', { level: 1, name: 'EZ Application: Transfer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(
    page.getByText(`Transfer application from ${enrolledSchool}, where you are enrolled.`),
  ).toBeVisible();

  // Employer and employee come from the open application; the employer cannot change.
  const employer = page.getByRole('textbox', { name: 'Employer (Export School)' });
  await expect(employer).toHaveValue(new RegExp(`^${open.exportSchoolName} \\(`));
  await expect(employer).toHaveAttribute('readonly', '');
  await expect(page.getByRole('textbox', { name: 'Employee First Name' })).toHaveValue(
    open.employeeFirstName,
  );
  await expect(page.getByRole('textbox', { name: 'Employee Last Name' })).toHaveValue(open.employeeLastName);
  await expect(page.getByRole('textbox', { name: 'Employee Email' })).toHaveValue(open.employeeEmail);
  // The student's address is carried over too.
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).not.toHaveValue('');

  // First-time students are not offered to transfers (1-core §5).
  const classification = page.getByRole('combobox', { name: 'Student Classification' });
  await expect(classification.locator('option', { hasText: 'First-time Freshman' })).toHaveCount(0);
  await chooseAidYearAndClassification(page, 'Transfer Student');

  // The school where the student is enrolled is not offered again.
  await schoolsField(page).fill(enrolledSchool);
  const escaped = enrolledSchool.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.getByRole('option', { name: new RegExp(`^${escaped} \\(`) })).toHaveCount(0);
  await schoolsField(page).fill('');
  await schoolsField(page).press('Escape');
  const [school] = await pickSchools(page, 1);
  await page.getByRole('checkbox', { name: /I acknowledge/ }).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page.getByText(STUDENT_TEXT.applicationCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/applicationstatus$/);
  const transfer = page.getByRole('region', { name: /Application TRANSFER/ });
  await expect(transfer.getByRole('table', { name: 'Export School (Employer)' })).toContainText(
    'Export Approved',
  );
  await expect(transfer.getByRole('table', { name: 'Import Schools (Schools to Attend)' })).toContainText(
    school?.replace(/ \(.*$/, '') ?? '',
  );
  await expect(page.getByRole('button', { name: 'Start a Transfer Application' })).toHaveCount(0);
});
