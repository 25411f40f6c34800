import { expect, type Page, test } from '@playwright/test';
import {
  chooseAidYearAndClassification,
  fillStudentAddress,
  freshEmail,
  pickSchools,
  registerStudent,
  STUDENT_TEXT,
} from './support/students.js';

test.use({ viewport: { width: 390, height: 844 } });

/** True when nothing sticks out sideways: the page never scrolls horizontally. */
function fitsWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test('the EZ application can be filled in and sent on a 390 px wide phone', async ({ page }) => {
  await registerStudent(page, freshEmail('phone'), { first: 'Riley', last: 'Okafor' });
  expect(await fitsWidth(page)).toBe(true);

  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText(STUDENT_TEXT.birthMonthInvalid)).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await page.screenshot({ path: '/tmp/e2e-ez-errors-390.png', fullPage: true });

  await fillStudentAddress(page);
  await chooseAidYearAndClassification(page);
  await page
    .getByRole('combobox', { name: 'Employer (Export School)' })
    .selectOption({ label: 'Beta College (Burlington, VT)' });
  await page.getByRole('textbox', { name: 'Employee First Name' }).fill('Chidi');
  await page.getByRole('textbox', { name: 'Employee Last Name' }).fill('Okafor');
  await page.getByRole('textbox', { name: 'Employee Title' }).fill('Librarian');
  await page.getByRole('textbox', { name: 'Employee Email' }).fill('chidi.okafor@beta.edu');
  await page.getByRole('textbox', { name: 'Years of Service' }).fill('15');
  const schools = await pickSchools(page, 2);
  expect(await fitsWidth(page)).toBe(true);
  await page.getByRole('checkbox', { name: /I acknowledge/ }).check();
  await page.screenshot({ path: '/tmp/e2e-ez-filled-390.png', fullPage: true });

  const submit = page.getByRole('button', { name: 'Submit Application' });
  await submit.scrollIntoViewIfNeeded();
  const box = await submit.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await submit.click();

  await expect(page.getByText(STUDENT_TEXT.applicationCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/applicationstatus$/);
  const imports = page.getByRole('table', { name: 'Import Schools (Schools to Attend)' });
  for (const label of schools) await expect(imports).toContainText(label.replace(/ \(.*$/, ''));
  // The fresh list must not read as a second application being refused.
  await expect(page.getByText(STUDENT_TEXT.oneApplicationOpen)).toHaveCount(0);
  expect(await fitsWidth(page)).toBe(true);
  await page.screenshot({ path: '/tmp/e2e-status-390.png', fullPage: true });
});
