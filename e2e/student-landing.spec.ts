import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, PERSONAS, signInAsStudent, submitSignIn } from './support/personas.js';

test('a student signs in on the applicant page and lands on Application Status', async ({ page }) => {
  await signInAsStudent(page, PERSONAS.student);
  await expect(page.getByRole('heading', { level: 1, name: 'Application Status' })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Applicant menu' });
  await expect(menu.getByRole('link')).toHaveText(['Application Status', /Member Schools/, /School Search/]);
  await expect(menu.getByRole('link', { name: 'Application Status' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  for (const [name, href] of [
    ['Member Schools', '/applicant/memberschools'],
    ['School Search', '/applicant/schoolsearch'],
  ] as const) {
    const link = menu.getByRole('link', { name: new RegExp(name) });
    await expect(link).toHaveAttribute('href', href);
    // Same tab until the public pages exist (see student-menu-same-tab.spec.ts).
    await expect(link).not.toHaveAttribute('target', '_blank');
  }
  await expect(page.getByRole('link', { name: / Profile$/ })).toHaveAttribute('href', '/studentprofile');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
});

test('a student without an application goes on from the landing to the EZ application', async ({ page }) => {
  await submitSignIn(page, PERSONAS.newStudent, DEMO_PASSWORD, '/applicantsignin');
  await expect(page).toHaveURL(/\/ezapplication$/);
  await expect(page.getByRole('heading', { level: 1, name: 'EZ Application' })).toBeVisible();
});
