import { expect, test } from '@playwright/test';
import { PERSONAS, signInAsStudent } from './support/personas.js';
import { STUDENT_TEXT } from './support/students.js';

test('a student with an open application is told so and sent back to Application Status', async ({
  page,
}) => {
  await signInAsStudent(page, PERSONAS.student);
  const card = page.getByRole('region', { name: /Application OPEN/ });
  await expect(card.getByRole('button', { name: 'Update Application' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start a New Application' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start a Transfer Application' })).toHaveCount(0);

  // Signed-in students who open sign-up go to the EZ application, which refuses a second one.
  await page.goto('/registration');
  await expect(page.getByText(STUDENT_TEXT.oneApplicationOpen)).toBeVisible();
  await expect(page).toHaveURL(/\/applicationstatus$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Application Status' })).toBeVisible();
});

test('the application pages need their navigation state', async ({ page }) => {
  await signInAsStudent(page, PERSONAS.student);
  for (const path of ['/ezapplication', '/updateapplication']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/applicationstatus$/);
  }
});
