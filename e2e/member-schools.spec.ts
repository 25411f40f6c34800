import {
  formatUsd,
  type MemberSchoolYear,
  SCHOOL_SEARCH_MESSAGES,
  scholarshipOfferingName,
} from '@exchange/domain';
import { expect, type Page, test } from '@playwright/test';
import { PERSONAS, signInAsStudent } from './support/personas.js';
import { expectNoA11yViolations } from './support/staff-screens.js';

/** Alpha University, its address and its primary TELO (telo@alpha.edu) in the demo data. */
const SCHOOL = 'Alpha University';
const ADDRESS = '100 University Avenue';
const LIAISON = 'Dana Whitfield';

/** The answer of the member page's aid-year call, which decides what its guidelines section says. */
function yearAnswer(page: Page) {
  return page.waitForResponse((r) =>
    /^\/api\/schoolsearch\/school\/\d+\/aidyear$/.test(new URL(r.url()).pathname),
  );
}

/**
 * The guidelines section shows what the server sent: the guidelines (the offering by its 3-billing §9
 * name, the set rate and fees from cents, both information links), or its sentence instead.
 */
async function expectGuidelines(page: Page, year: MemberSchoolYear) {
  await expect(
    page.getByRole('heading', { level: 2, name: `Award guidelines for ${year.aidYear}` }),
  ).toBeVisible();
  if (year.notice) await expect(page.getByText(year.notice)).toBeVisible();
  const info = year.info;
  if (info?.optOutImportScholarship !== 0) return;
  await expect(page.getByText('Scholarship offering', { exact: true })).toBeVisible();
  const offering = scholarshipOfferingName(info.scholarshipOfferingId);
  if (offering) {
    const rate = info.setRate === null ? '' : `: ${formatUsd(info.setRate)}`;
    await expect(page.getByText(`${offering}${rate}`, { exact: true })).toBeVisible();
  }
  for (const fee of info.enrollments) {
    const text = `${formatUsd(fee.amount)} (${fee.enrollmentFeeFrequencyName})`;
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  for (const href of [info.exportUrl, info.importUrl]) {
    if (!href) continue;
    const link = page.getByRole('link', { name: `${href} (opens in a new tab)`, exact: true }).first();
    await expect(link).toHaveAttribute('href', href);
  }
}

test('an anonymous visitor searches the member schools by state and opens a member page', async ({
  page,
}) => {
  // A school the server does not know (3-billing §7: 404) sends the visitor to the search, saying so.
  const list = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/schoolsearch');
  await page.goto('/memberschools/info/999999');
  await expect(page).toHaveURL(/\/schoolsearch$/);
  await expect(page.getByText(SCHOOL_SEARCH_MESSAGES.lookupFailed)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'School Search' })).toBeVisible();
  expect((await list).status()).toBe(200);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/applicantsignin');
  await expect(header.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/registration');
  await expect(page.getByRole('navigation', { name: 'Member schools menu' })).toBeVisible();

  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption({ label: 'Ohio' });
  const searched = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/schoolsearch' && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  expect((await searched).request().postDataJSON()).toEqual({ state: 'OH' });
  await expect(page).toHaveURL(/\/schoolsearch\?state=OH$/);
  const results = page.getByRole('list', { name: 'Member schools found' });
  await expect(results.getByText(/, OH, /).first()).toBeVisible();
  await expect(results.getByText(/, (?!OH,)[A-Z]{2}, /)).toHaveCount(0);
  await expectNoA11yViolations(page);

  // A stored school that is gone (open-points 41): Member Schools goes back one page, to this search
  // with its criteria and no sentence, and the stored id is forgotten.
  await page.evaluate(() => localStorage.setItem('memberSchools.lastSchoolId', '999999'));
  const gone = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/schoolsearch/school/999999');
  await page
    .getByRole('navigation', { name: 'Member schools menu' })
    .getByRole('link', { name: 'Member Schools' })
    .click();
  expect((await gone).status()).toBe(404);
  await expect(page).toHaveURL(/\/schoolsearch\?state=OH$/);
  await expect(results.getByText(/, OH, /).first()).toBeVisible();
  await expect(page.getByText(SCHOOL_SEARCH_MESSAGES.lookupFailed)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('memberSchools.lastSchoolId'))).toBeNull();

  const year = yearAnswer(page);
  await results.getByRole('link', { name: SCHOOL, exact: true }).click();
  await expect(page).toHaveURL(/\/memberschools\/info\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: SCHOOL })).toBeVisible();
  await expect(page.getByText(ADDRESS)).toBeVisible();
  await expect(page.getByText(LIAISON)).toBeVisible();
  await expect(page.getByRole('link', { name: 'telo@alpha.edu' })).toHaveAttribute(
    'href',
    'mailto:telo@alpha.edu',
  );
  await expectGuidelines(page, (await (await year).json()) as MemberSchoolYear);
  await expect(page).toHaveTitle(new RegExp(`^${SCHOOL} – `));
  await expectNoA11yViolations(page);
});

test('a signed-in student opens School Search and a member page inside the applicant area', async ({
  page,
  context,
}) => {
  await signInAsStudent(page, PERSONAS.student);
  // Pages the portal opens (the accessibility check opens its own, which are not counted).
  const opened: Page[] = [];
  let checking = false;
  context.on('page', (p) => {
    if (!checking) opened.push(p);
  });
  const expectAccessible = async () => {
    checking = true;
    await expectNoA11yViolations(page);
    checking = false;
  };
  const menu = page.getByRole('navigation', { name: 'Applicant menu' });

  await menu.getByRole('link', { name: 'School Search' }).click();
  await expect(page).toHaveURL(/\/applicant\/schoolsearch$/);
  await expect(page.getByRole('heading', { level: 1, name: 'School Search' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Member schools found' });
  await expect(results.getByRole('link', { name: SCHOOL, exact: true })).toBeVisible();
  await expect(menu).toBeVisible();
  await expectAccessible();

  const year = yearAnswer(page);
  await results.getByRole('link', { name: SCHOOL, exact: true }).click();
  await expect(page).toHaveURL(/\/applicant\/memberschools\/info\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: SCHOOL })).toBeVisible();
  await expectGuidelines(page, (await (await year).json()) as MemberSchoolYear);
  await expect(menu).toBeVisible();
  await expectAccessible();

  // Member Schools opens the school viewed last, still in the student's tab.
  const schoolUrl = page.url();
  await menu.getByRole('link', { name: 'Application Status', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application Status' })).toBeVisible();
  await menu.getByRole('link', { name: 'Member Schools' }).click();
  await expect(page).toHaveURL(schoolUrl);
  await expect(page.getByRole('heading', { level: 1, name: SCHOOL })).toBeVisible();
  expect(opened).toHaveLength(0);
});

test("a member page's address arrives drawn with the school's data, and the app takes it over", async ({
  browser,
  request,
}) => {
  const list = (await (await request.get('/api/schoolsearch')).json()) as {
    id: number;
    schoolName: string;
  }[];
  const address = `/memberschools/info/${list.find((row) => row.schoolName === SCHOOL)!.id}`;

  // Without its scripts the page shows the school: the server drew it with the data.
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const still = await withoutScripts.newPage();
  await still.goto(address);
  await expect(still.getByRole('heading', { level: 1, name: SCHOOL })).toBeVisible();
  await expect(still.getByText(ADDRESS)).toBeVisible();
  await expect(still.getByText(LIAISON)).toBeVisible();
  await withoutScripts.close();

  // With them, the app starts from the answers the page arrived with: it asks for none of them again,
  // keeps the drawn markup, and its links move within the app.
  const context = await browser.newContext();
  const page = await context.newPage();
  const calls: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/schoolsearch/school')) calls.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(address);
  await page.locator('main').evaluate((main) => {
    main.dataset.drawnByServer = 'yes';
  });
  await expect(page).toHaveTitle(new RegExp(`^${SCHOOL} – `));
  await expect(page.locator('#page-data')).toHaveCount(0);
  await expect(page.locator('main[data-drawn-by-server="yes"]')).toHaveCount(1);
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await page.getByRole('link', { name: 'Search the member schools' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'School Search' })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: SCHOOL })).toBeVisible();
  expect(calls).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});
