import { expect, type Page, test } from '@playwright/test';
import { PERSONAS, signInAsStudent, TEXT } from './support/personas.js';

test('Member Schools and School Search stay in the student’s own tab', async ({ page, context }) => {
  await signInAsStudent(page, PERSONAS.student);
  const opened: Page[] = [];
  context.on('page', (p) => opened.push(p));
  const menu = page.getByRole('navigation', { name: 'Applicant menu' });

  for (const [name, path] of [
    ['Member Schools', '/applicant/memberschools'],
    ['School Search', '/applicant/schoolsearch'],
  ] as const) {
    await menu.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // Until the public pages exist the route shows the not-found page, still inside the applicant area.
    await expect(page.getByRole('heading', { level: 1, name: TEXT.notFound })).toBeVisible();
    await expect(menu).toBeVisible();
  }
  expect(opened).toHaveLength(0);

  await menu.getByRole('link', { name: 'Application Status', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application Status' })).toBeVisible();
});
