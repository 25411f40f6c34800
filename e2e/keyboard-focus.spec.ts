import { expect, type Locator, type Page, test } from '@playwright/test';
import { focusRingContrast } from './support/focus-style.js';
import { expectTakenOverByApp } from './support/hydration.js';
import { DEMO_PASSWORD, PERSONAS, signInAsStaff } from './support/personas.js';

// Issue 32 §4, run by keyboard with reduced motion on (the journeys' browser asks for it, and the portal
// then draws no ripple): the skip link, a focus ring of its own on every control, "{screen} – {product}"
// titles, and focus on the new screen's heading after a navigation.

/** The programme's name the titles end with (the PROGRAM_NAME setting, through GET /api/config). */
async function productName(page: Page): Promise<string> {
  const answer = await page.request.get('/api/config');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { programName: string }).programName;
}

/** Presses Tab (or Shift+Tab) until the control has focus, as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator, backwards = false) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`80 presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target}`);
}

/** The focused control shows a ring of at least 3:1 against what lies around it (WCAG 2.4.7, 1.4.11). */
async function expectVisibleFocus(page: Page) {
  const { mark, ratio } = await focusRingContrast(page);
  expect(ratio, `focus ring of ${mark.element}: ${mark.ring} on ${mark.background}`).toBeGreaterThanOrEqual(
    3,
  );
}

/** The screen's h1 has focus and names the document title. */
async function expectScreen(page: Page, heading: string, product: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeFocused();
  await expect(page).toHaveTitle(`${heading} – ${product}`);
}

test('a staff member moves by keyboard: skip link, visible focus, titles and the new screen heading', async ({
  page,
}) => {
  const product = await productName(page);
  await signInAsStaff(page, PERSONAS.telo);
  const home = page.getByRole('heading', { level: 1, name: /^Welcome, / });
  await expect(page).toHaveTitle(`${await home.textContent()} – ${product}`);
  // The first load leaves focus where the browser puts it: nothing moved it to the heading.
  await expect(home).not.toBeFocused();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(home).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Sign Out' }), true);
  await expectVisibleFocus(page);

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await tabTo(page, menu.getByRole('button', { name: 'Exports', exact: true }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const exportsMenu = menu.getByRole('list', { name: 'Exports' });
  const applications = exportsMenu.getByRole('link', { name: 'Applications', exact: true });
  await tabTo(page, applications);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/exports\/applications$/);
  await expectScreen(page, 'Export Applications', product);

  // The current page's menu item, and another one, behind the heading.
  await tabTo(page, exportsMenu.getByRole('link', { name: 'Closed Applications' }), true);
  await expectVisibleFocus(page);
  await tabTo(page, applications, true);
  await expect(applications).toHaveAttribute('aria-current', 'page');
  await expectVisibleFocus(page);

  await tabTo(page, page.getByRole('button', { name: 'Columns' }));
  await expectVisibleFocus(page);
  // Past the quick filter into the grid: the header's checkbox, then a header cell.
  await tabTo(page, page.getByRole('checkbox', { name: 'Select all rows' }));
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('columnheader', { name: 'Aid Year' })).toBeFocused();
  await expectVisibleFocus(page);

  // A change of the query string keeps the screen, and the focus where the person put it.
  const statusFilter = page.getByRole('combobox', { name: 'Export Status', exact: true });
  await tabTo(page, statusFilter, true);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?.+/);
  await expect(statusFilter).toBeFocused();
  await expect(page).toHaveTitle(`Export Applications – ${product}`);

  await page.goto('/reports/enrollment');
  await expect(page.getByRole('heading', { level: 1, name: 'Enrollment Report' })).toBeVisible();
  await expect(page).toHaveTitle(`Enrollment Report – ${product}`);
});

test('sign-in, applicant and public pages by keyboard: focus, titles, the phone drawer', async ({ page }) => {
  const product = await productName(page);
  await page.goto('/applicantsignin');
  await expect(page.getByRole('heading', { level: 1, name: 'Applicant Sign In' })).toBeVisible();
  await expect(page).toHaveTitle(`Applicant Sign In – ${product}`);
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  // The page arrives drawn by the build: keys typed before the app takes it over would be refused.
  await expectTakenOverByApp(email);
  await email.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(email).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type(PERSONAS.student);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await tabTo(page, page.getByRole('button', { name: 'Show password' }));
  await expectVisibleFocus(page);
  await tabTo(page, page.getByRole('button', { name: 'Sign In', exact: true }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  // Signing in is a navigation the person made: the landing's heading takes the focus.
  await expect(page).toHaveURL(/\/applicationstatus$/);
  await expectScreen(page, 'Application Status', product);
  await tabTo(page, page.getByRole('button', { name: 'Update Application' }));
  await page.keyboard.press('Enter');
  await expectScreen(page, 'Update EZ Application', product);
  await tabTo(page, page.getByRole('button', { name: 'Cancel' }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expectScreen(page, 'Application Status', product);
  const menu = page.getByRole('navigation', { name: 'Applicant menu' });
  await tabTo(page, menu.getByRole('link', { name: 'Application Status' }), true);
  await expectVisibleFocus(page);
  await tabTo(page, menu.getByRole('link', { name: 'School Search' }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expectScreen(page, 'School Search', product);

  await tabTo(page, page.getByRole('button', { name: 'Sign Out' }), true);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  // The sign-in page puts focus in its first field itself: the navigation leaves it there.
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();

  // The public pages on a phone: the skip link first, the drawer named, its link leading to the heading.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/schoolsearch');
  await expect(page.getByRole('heading', { level: 1, name: 'School Search' })).toBeVisible();
  await expect(page).toHaveTitle(`School Search – ${product}`);
  await expectTakenOverByApp(page.getByRole('button', { name: 'Open menu' }));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  const search = drawer.getByRole('link', { name: 'School Search' });
  await tabTo(page, search);
  await expectVisibleFocus(page);
  await tabTo(page, drawer.getByRole('link', { name: 'Member Schools' }), true);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(drawer).toBeHidden();
  // No school viewed yet: Member Schools opens the search (3-billing §7), whose heading takes the focus.
  await expectScreen(page, 'School Search', product);
});
