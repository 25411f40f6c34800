import { CHANGE_LOGS, REPORT_DEFINITIONS, STATS_REPORTS } from '@exchange/domain';
import { expect, test } from '@playwright/test';
import { openStaffSession, PERSONAS } from './support/personas.js';
import { expectGridTotal, readReportAnswer, reportAnswer } from './support/reports.js';
import { expectNoA11yViolations } from './support/staff-screens.js';

// Every report and change-log screen joins the accessibility check with its rows on screen (issue 23).
// Export, Enrollment, Export Stat, the Export Status log and the sign-off are checked by their own
// journeys; these are the others, each opened by its address as the TE admin, 10 rows a page (the
// smallest page the screen offers: the same markup as 50 rows, a fifth of the cells for axe to read).
const R = REPORT_DEFINITIONS;
const GRID_SCREENS = [
  R.import,
  R.tuition,
  R.leaveOfAbsence,
  R.payments,
  R.outstandingInvoices,
  R.teloTraining,
  R.allContacts,
  R.allApplications,
  R.enrollmentReview,
  ...Object.values(CHANGE_LOGS).filter((log) => log.key !== CHANGE_LOGS.changeLogExport.key),
].map((def) => ({
  route: def.route,
  apiPath: def.apiPath,
  heading: def.route.startsWith('/changelogs/') ? `${def.title} Change Log` : def.title,
}));

for (const screen of GRID_SCREENS) {
  test(`${screen.heading} (${screen.route}) has no WCAG 2.1 AA violation`, async ({ page }) => {
    await openStaffSession(page, PERSONAS.admin);
    const answer = reportAnswer(page, screen.apiPath);
    await page.goto(`${screen.route}?pagesize=10`);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible();
    await expectGridTotal(page, (await readReportAnswer(await answer)).total, 10);
    await expectNoA11yViolations(page);
  });
}

test('the Import Stat report with its chart has no WCAG 2.1 AA violation', async ({ page }) => {
  await openStaffSession(page, PERSONAS.admin);
  const answer = reportAnswer(page, '/api/report/importstat');
  await page.goto(STATS_REPORTS.importStat.route);
  await expect(
    page.getByRole('heading', { level: 1, name: STATS_REPORTS.importStat.title, exact: true }),
  ).toBeVisible();
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('figure')).toBeVisible();
  await expectNoA11yViolations(page);
});
