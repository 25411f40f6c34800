import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** Every demo account's password (docs/architecture.md "The machinery: Demo and scale data"). */
export const DEMO_PASSWORD = 'Demo@Password1';

export const PERSONAS = {
  admin: 'admin@example.org',
  readonlyAdmin: 'readonly.admin@example.org',
  telo: 'telo@alpha.edu',
  telo2: 'telo2@alpha.edu',
  multi: 'multi@beta.edu',
  billing: 'billing@alpha.edu',
  untrained: 'untrained@delta.edu',
  student: 'student@example.com',
  newStudent: 'newstudent@example.com',
  newTelo: 'newtelo@gamma.edu',
} as const;

/** Spec texts the journeys look for (1-core §5, §8). */
export const TEXT = {
  signInFailed:
    "Authentication failed. Please check your credentials and try again. If log in issues persist, contact the programme's central office.",
  trainingIncomplete:
    'Unable to access system as mandatory training not completed. Contact central office for additional info.',
  sessionExpired: 'Your session has expired.',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  passwordRule:
    'Password must be at least 12 characters in length. The password must contain at least 1 uppercase character, 1 lowercase character, 1 special character (@$!%*#?&) and 1 number.',
  passwordMustMatch: 'Password must match',
  passwordUpdated: 'User password updated.',
  notFound: "There's nothing here: 404!",
} as const;

/** Fills and submits a sign-in form without waiting for the outcome. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD, path = '/signin') {
  await page.goto(path);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in through the staff sign-in form and waits for the home page (the sign-in journeys). */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await submitSignIn(page, email, password);
  await expectStaffHome(page);
}

/** Signs in through the applicant sign-in form and waits for the landing (the sign-in journeys). */
export async function studentSignInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await submitSignIn(page, email, password, '/applicantsignin');
  await expect(page).toHaveURL(/\/applicationstatus$/);
}

async function expectStaffHome(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
}

/**
 * Opens a session the way the sign-in form does, without the form (docs/testing.md: only the sign-in
 * journeys use the form): POST /api/login through the page's own cookie jar, and the tab's session
 * marker (1-core §7: base64 of the email after a random id), put in place before the first page of
 * this tab loads and never again, so signing out later in the journey stays signed out.
 */
async function openSession(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/login', {
    data: { userName: email, userPassword: password },
  });
  expect(response.status(), `sign-in of ${email}: ${await response.text()}`).toBe(200);
  const marker = `${randomUUID()}.${Buffer.from(email.trim().toLowerCase()).toString('base64')}`;
  await page.addInitScript((marker) => {
    const placed = `e2e-marker-placed:${marker}`;
    if (sessionStorage.getItem(placed)) return;
    sessionStorage.setItem(placed, '1');
    sessionStorage.setItem('sessionMarker', marker);
  }, marker);
}

/**
 * Signs in as a staff persona without opening a page: the journey's next `page.goto` opens its screen
 * directly (a deep link), saving the home page's load when the home page is not what it checks.
 */
export async function openStaffSession(page: Page, email: string, password = DEMO_PASSWORD) {
  await openSession(page, email, password);
}

/** Signs in as a staff persona and waits for the home page. */
export async function signInAsStaff(page: Page, email: string, password = DEMO_PASSWORD) {
  await openSession(page, email, password);
  await page.goto('/');
  await expectStaffHome(page);
}

/** Signs in as a student and waits for the landing page. */
export async function signInAsStudent(page: Page, email: string, password = DEMO_PASSWORD) {
  await openSession(page, email, password);
  // The landing has loaded once its applications are in, so nothing of it is still in flight when the
  // journey goes on (a journey may count or break the later reads).
  const applications = page.waitForResponse((response) =>
    /^\/api\/student\/\d+\/applications$/.test(new URL(response.url()).pathname),
  );
  await page.goto('/applicationstatus');
  const answer = await applications;
  // A student without an application is sent on to the EZ application (1-core §4): the landing is the
  // one the answer decides, not whichever heading happens to show first.
  const landing = answer.status() === 404 ? 'EZ Application' : 'Application Status';
  await expect(page.getByRole('heading', { level: 1, name: landing })).toBeVisible();
}

/** The side menu as [group, items[]] pairs, in screen order, after opening every group. */
export async function readMenu(page: Page): Promise<[string, string[]][]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  const toggles = nav.locator('[aria-expanded]');
  const count = await toggles.count();
  for (let i = 0; i < count; i++) {
    const toggle = toggles.nth(i);
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  return nav.evaluate((root) =>
    [...root.querySelectorAll('ul[aria-label]')].map((list): [string, string[]] => [
      list.getAttribute('aria-label') ?? '',
      [...list.querySelectorAll('a')].map((a) => a.textContent?.trim() ?? ''),
    ]),
  );
}

/** The stored session marker of the page's tab, or null. */
export function sessionMarker(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('sessionMarker'));
}

/**
 * Replaces a temporary password in the blocking dialog shown after sign-in, waits for the success
 * message and returns the dialog (for further checks).
 */
export async function replaceTemporaryPassword(page: Page, current: string, next: string) {
  const dialog = page.getByRole('dialog', { name: 'Update Temporary Password' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Current Password', exact: true }).fill(current);
  await dialog.getByRole('textbox', { name: 'New Password', exact: true }).fill(next);
  await dialog.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill(next);
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText(TEXT.passwordUpdated)).toBeVisible();
  return dialog;
}
