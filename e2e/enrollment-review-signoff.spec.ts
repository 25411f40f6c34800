import {
  type AidYearDates,
  getReviewWindow,
  getReviewWindowState,
  REPORT_DEFINITIONS,
} from '@exchange/domain';
import { expect, type Page, test } from '@playwright/test';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import {
  cellUnder,
  expectGridTotal,
  openReportAt,
  reportAnswer,
  reportGrid,
  serverToday,
  usDay,
} from './support/reports.js';
import { chooseOption, expectNoA11yViolations, openMenuItem, typeDate } from './support/staff-screens.js';

const SCHOOL = 'Alpha University';
/** telo@alpha.edu, Alpha University's primary TELO. */
const TELO_NAME = 'Dana Whitfield';
const REVIEWS_API = '/api/report/enrollmentreview';
const REPORT = REPORT_DEFINITIONS.enrollmentReview;

/** An aid year as the screen's lookup lists it. */
interface AidYear extends AidYearDates {
  id: number;
  aidyearLabel: string;
}

/**
 * The aid year whose Fall window is open on the server's day (3-billing §4: 15 August of its first year
 * to 30 June of its second), from the lookup the screen reads. From 1 July to 14 August no window is
 * open: the servers then need a clock inside one.
 */
async function fallOpenAidYear(page: Page): Promise<{ today: string; aidYear: AidYear }> {
  const { today } = await serverToday(page);
  const response = await page.request.get('/api/student/aidyear/all');
  expect(response.ok()).toBe(true);
  const years = (await response.json()) as AidYear[];
  const aidYear = years.find((y) => getReviewWindowState(y, 'Fall', today) === 'open');
  if (!aidYear) {
    throw new Error(
      `No Fall review window is open on the server's day ${today} (none is from 1 July to 14 August): ` +
        'the e2e servers need a clock inside a review window',
    );
  }
  return { today, aidYear };
}

/**
 * The sign-off's result toast: each result replaces the last, whose closing copy may stay in the page a
 * moment longer, no longer an alert.
 */
function resultToast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}

/** The answer of the sign-off's save (POST a new review, PUT a stored one). */
function reviewSaved(page: Page) {
  return page.waitForResponse(
    (r) => new URL(r.url()).pathname === REVIEWS_API && ['POST', 'PUT'].includes(r.request().method()),
  );
}

test('a primary TELO signs off Fall, removes it and signs off again; a TE admin sees the date', async ({
  page,
}) => {
  await signInAsStaff(page, PERSONAS.telo);
  const { today, aidYear } = await fallOpenAidYear(page);
  await openMenuItem(page, 'Reports', 'Enrollment Review Sign-off');
  await expect(page.getByRole('heading', { level: 1, name: 'Enrollment Review Sign-off' })).toBeVisible();
  await chooseOption(page, 'Aid Year', aidYear.aidyearLabel);
  await expect(page).toHaveURL(new RegExp(`[?&]aidyear=${aidYear.id}(&|$)`));

  const reviews = page.getByRole('list', { name: `${aidYear.aidyear} enrollment reviews` });
  const fallBox = page.getByRole('checkbox', { name: 'Fall Enrollment Review' });
  const fall = reviews.getByRole('checkbox', { name: 'Fall Enrollment Review' });
  const fallItem = reviews.getByRole('listitem').filter({ has: fallBox });
  await expect(fall).toBeEnabled();
  const window = getReviewWindow(aidYear, 'Fall');
  await expect(fallItem).toContainText(`Open until ${longDay(window.closes)}`);

  /** Unticks Fall and confirms the removal. */
  const removeFall = async () => {
    await fall.click();
    const dialog = page.getByRole('dialog', { name: 'Remove Fall Enrollment Review' });
    await expect(dialog).toContainText(SCHOOL);
    const saved = reviewSaved(page);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    expect((await saved).status()).toBe(200);
    await expect(resultToast(page, 'Fall Enrollment Review was successfully updated.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(fall).not.toBeChecked();
    await expect(fallItem).toContainText(`Submission removed by ${TELO_NAME} on ${usDay(today)}`);
  };
  /** Ticks Fall and confirms it with the review date (checking axe with the dialog open when asked). */
  const signOffFall = async (reviewDate: string, checkA11y = false) => {
    await fall.click();
    const dialog = page.getByRole('dialog', { name: 'Fall Enrollment Review' });
    await expect(dialog).toContainText(`${SCHOOL} for ${aidYear.aidyear}`);
    await typeDate(dialog, 'Review Date', usDay(reviewDate));
    if (checkA11y) await expectNoA11yViolations(page);
    const saved = reviewSaved(page);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(resultToast(page, 'Fall Enrollment Review was successfully submitted.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(fall).toBeChecked();
    await expect(fallItem).toContainText(`Reviewed on ${usDay(reviewDate)}`);
  };

  // The demo (or an earlier run on this server) may have signed it off already: start unticked.
  if (await fall.isChecked()) await removeFall();
  await signOffFall(window.opens);
  await removeFall();
  // Signed off again, dated today (another day than the first unless the window opened today).
  await signOffFall(today, true);

  // The TE admin reads the date in the Enrollment Review report of the school and aid year.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await signInAsStaff(page, PERSONAS.admin);
  await openReportAt(page, REPORT.route, 'Enrollment Review Report', SCHOOL);
  const byYear = reportAnswer(page, REPORT.apiPath);
  await chooseOption(page, 'Application Year', new RegExp(`^${aidYear.aidyear}$`));
  const answer = await byYear;
  expect(new URL(answer.url()).searchParams.get('aidyearid')).toBe(String(aidYear.id));
  await expectGridTotal(page, 1);
  const grid = reportGrid(page, 'Enrollment Review Report');
  const row = grid
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: SCHOOL, exact: true }) });
  await expect(await cellUnder(grid, row, 'Aid Year')).toHaveText(aidYear.aidyear);
  await expect(await cellUnder(grid, row, 'Fall Review Date')).toHaveText(usDay(today));
});

/** "June 30, 2027" for "2027-06-30", as the window's note says it. */
function longDay(isoDay: string): string {
  return new Date(`${isoDay}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}
