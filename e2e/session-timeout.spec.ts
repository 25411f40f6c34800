import { expect, type Page, type Request, test } from '@playwright/test';
import { DEMO_PASSWORD, PERSONAS, signInAsStaff, TEXT } from './support/personas.js';
import { expectNoA11yViolations } from './support/staff-screens.js';

// The browser's clock is moved on (page.clock) while the server's runs as ever: the session lives on
// the server, and the browser counts down to the end the server's last answer gave (30 idle minutes).
const SESSION_READ = '/api/login/User';

function sessionRead(page: Page) {
  return page.waitForResponse(
    (r) => new URL(r.url()).pathname === SESSION_READ && r.request().method() === 'POST',
  );
}

/**
 * Counts the page's calls in flight. Each answer restarts the browser's count from the moment it
 * arrives, so one landing after the clock moved on would move the end with it: the clock moves only
 * once the page is loaded (its fields filled) and no call is left.
 */
function trackCalls(page: Page) {
  const inFlight = new Set<Request>();
  page.on('request', (r) => inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  return { settled: () => expect.poll(() => inFlight.size).toBe(0) };
}

/** Opens the staff profile (a form) and waits for it and every call it made. */
async function openProfile(page: Page) {
  const calls = trackCalls(page);
  await page.goto('/userprofile');
  await expect(page.getByRole('textbox', { name: 'First Name' })).not.toHaveValue('');
  await calls.settled();
  return calls;
}

function warning(page: Page) {
  return page.getByRole('alertdialog', { name: 'Your session is about to end' });
}

test('two minutes before an idle session ends a warning counts down, and Stay signed in by keyboard extends it', async ({
  page,
}) => {
  await page.clock.install();
  await signInAsStaff(page, PERSONAS.telo);
  await openProfile(page);
  await expect(warning(page)).toHaveCount(0);

  // 27 idle minutes: no warning yet.
  await page.clock.fastForward('27:00');
  await expect(warning(page)).toHaveCount(0);
  // 28 minutes and a few seconds: the warning, its time left, and the focus on Stay signed in.
  await page.clock.fastForward('01:05');
  const dialog = warning(page);
  await expect(dialog).toBeVisible();
  // The browser's clock also runs on in real time while the test works, so the time left is under 2:00
  // by a few seconds on a fast machine and by more on a loaded one.
  await expect(dialog).toContainText(/You will be signed out in 1:[0-5]\d because you have been inactive\./);
  const first = await dialog.textContent();
  const stay = dialog.getByRole('button', { name: 'Stay signed in' });
  await expect(stay).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.clock.fastForward('00:10');
  await expect(dialog).toContainText(/signed out in [01]:[0-5]\d/);
  await expect(dialog).not.toHaveText(first ?? '');
  await expectNoA11yViolations(page);

  // Stay signed in (Enter) asks the server, whose answer gives the session 30 more minutes.
  const extended = sessionRead(page);
  await page.keyboard.press('Enter');
  const answer = await extended;
  expect(answer.status()).toBe(200);
  expect(Number(answer.headers()['x-session-expires-in'])).toBeGreaterThan(29 * 60);
  await expect(dialog).toHaveCount(0);
  // The old end has passed, and no warning comes back until 28 minutes after the extension.
  await page.clock.fastForward('05:00');
  await expect(warning(page)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'First Name' })).toBeVisible();
});

test('an ended session goes to sign-in, and what was typed comes back after signing in again', async ({
  page,
}) => {
  await page.clock.install();
  await signInAsStaff(page, PERSONAS.telo);
  await openProfile(page);
  const middle = page.getByRole('textbox', { name: 'Middle Initial' });
  await middle.fill('Q');

  // The session ends on the server (here by an API sign-out of the same cookie; in life, by time).
  const out = await page.request.post('/api/user/logout');
  expect(out.status()).toBe(204);
  // The browser's end passes: it asks the server, whose 401 ends the session as any 401 does.
  const check = sessionRead(page);
  await page.clock.fastForward('30:10');
  expect((await check).status()).toBe(401);
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText(TEXT.sessionExpired)).toBeVisible();

  // Signing in again on that sign-in page returns to the profile, with the unsaved input back in its field.
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(PERSONAS.telo);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/userprofile$/);
  await expect(middle).toHaveValue('Q');
});
