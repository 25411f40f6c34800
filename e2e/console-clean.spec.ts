import { expect, type Page, type Request, test } from '@playwright/test';
import { BASE_URL } from './support/environment.js';
import { PERSONAS, signInAsStaff, signInAsStudent } from './support/personas.js';

/**
 * What went wrong in the browser while a journey visited its screens: console errors, uncaught
 * exceptions, and failed requests to the portal's own origin (a missing logo was a 404 and a console
 * error on every staff screen, issue 32).
 */
function watchBrowser(page: Page, { appNavigation }: { appNavigation: boolean }) {
  const problems: string[] = [];
  const inFlight = new Set<Request>();
  const origin = new URL(BASE_URL).origin;
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message} (${page.url()})`));
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    // A navigation away cancels the calls of the page left: not a failure of the portal.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('requestfinished', async (request) => {
    inFlight.delete(request);
    const response = await request.response();
    if (response && response.status() >= 400 && new URL(request.url()).origin === origin)
      problems.push(`${response.status()}: ${request.method()} ${new URL(request.url()).pathname}`);
  });

  const heading = page.getByRole('heading', { level: 1 }).first();
  let shown: string | null = null;
  return {
    /**
     * Opens `path`, waits for its main heading and for every call it made. With `appNavigation`, only
     * the first screen is a page load and the next ones are the app's own navigation (a history entry
     * the router follows), as a person moving through the menu gets them: each screen's calls and chunks
     * without loading the app again. The public pages are each a first visit (some share a heading).
     */
    async visit(path: string) {
      if (shown === null || !appNavigation) await page.goto(path);
      else {
        const before = shown;
        await page.evaluate((to) => {
          window.history.pushState(null, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        await expect(page).toHaveURL(new URL(path, BASE_URL).href);
        await expect(heading).not.toHaveText(before);
      }
      await expect(heading).toBeVisible();
      await expect.poll(() => inFlight.size).toBe(0);
      shown = await heading.textContent();
    },
    expectClean() {
      expect(problems).toEqual([]);
    },
  };
}

// The screens each persona opens most, a grid, a form and a report among them (one page load in all).
const STAFF_SCREENS = {
  admin: [
    '/',
    '/school/schoolprofile',
    '/exports/applications',
    '/billing/invoices',
    '/reports/export',
    '/settings/aidyear',
  ],
  telo: ['/', '/school/annualaidyearschoolinformation', '/imports/applications', '/billing/invoices'],
  billing: ['/', '/billing/invoices'],
};

for (const [persona, paths] of Object.entries(STAFF_SCREENS) as [keyof typeof STAFF_SCREENS, string[]][]) {
  test(`the main screens of ${PERSONAS[persona]} leave no error in the console and no failed request`, async ({
    page,
  }) => {
    const browser = watchBrowser(page, { appNavigation: true });
    await signInAsStaff(page, PERSONAS[persona]);
    for (const path of paths) await browser.visit(path);
    browser.expectClean();
  });
}

test("a student's screens leave no error in the console and no failed request", async ({ page }) => {
  const browser = watchBrowser(page, { appNavigation: true });
  await signInAsStudent(page, PERSONAS.student);
  for (const path of [
    '/applicationstatus',
    '/studentprofile',
    '/applicant/memberschools/info/1',
    '/applicant/schoolsearch',
  ])
    await browser.visit(path);
  browser.expectClean();
});

test('the public pages leave no error in the console and no failed request', async ({ page }) => {
  const browser = watchBrowser(page, { appNavigation: false });
  for (const path of [
    '/signin',
    '/applicantsignin',
    '/forgotpassword',
    '/registration',
    '/schoolsearch',
    '/memberschools',
  ])
    await browser.visit(path);
  browser.expectClean();
});
