import { HOME_MESSAGES, type HomeActions, type HomeContent } from '@exchange/domain';
import { expect, test } from '@playwright/test';
import { schoolIdOf } from './support/imports.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { expectGridTotal } from './support/reports.js';
import { expectNoA11yViolations } from './support/staff-screens.js';

const SCHOOL = 'Alpha University';

test('a primary TELO sees what needs action at the school and opens the filtered list', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.telo);
  const alpha = await schoolIdOf(SCHOOL);
  const answer = await page.request.get(`/api/home/actions?schoolid=${alpha}`);
  expect(answer.ok()).toBe(true);
  const imports = ((await answer.json()) as HomeActions).lines.find(
    (l) => l.kind === 'importsAwaitingDecision',
  );
  expect(imports?.count).toBeGreaterThan(0);

  // The programme content (whatever text it holds: the content journey below edits it), then one line
  // per kind with the school's count.
  await expect(page.getByRole('region', { name: 'Programme information' })).not.toBeEmpty();
  const panel = page.getByRole('table', { name: 'Needs your action' });
  const row = panel.getByRole('row', { name: /^Imports awaiting a decision/ });
  await expect(row).toContainText(imports!.count.toLocaleString('en-US'));
  await expect(panel.getByRole('rowheader')).toHaveText([
    'Exports awaiting a decision',
    'Imports awaiting a decision',
    'Transfer applications to review',
    'Invoices with an amount due',
    'Enrollment reviews to sign off',
  ]);
  await expectNoA11yViolations(page);

  // The count opens Import Applications narrowed to the rows awaiting a decision: as many as counted.
  await row
    .getByRole('link', {
      name: `${imports!.count.toLocaleString('en-US')} imports awaiting a decision, at ${SCHOOL}`,
    })
    .click();
  await expect(page).toHaveURL(/\/imports\/applications\?awaiting=decision$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import Applications' })).toBeVisible();
  await expect(page.getByText('Showing: awaiting a decision')).toBeVisible();
  await expectGridTotal(page, imports!.count);
});

test('the home page says when its content cannot be loaded', async ({ page }) => {
  await page.route('**/api/home/content', (route) => route.fulfill({ status: 500, body: '{}' }));
  await signInAsStaff(page, PERSONAS.telo);
  await expect(page.getByText(HOME_MESSAGES.contentFailed)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Needs your action' })).toBeVisible();
});

test('a TE admin edits the content on the home page with a live preview', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.admin);
  const before = (await (await page.request.get('/api/home/content')).json()) as HomeContent;
  await page.getByRole('button', { name: 'Edit' }).click();
  const field = page.getByRole('textbox', { name: 'Home content (HTML)' });
  await field.fill(
    '<h2>Term dates</h2><p onclick="x()">Open <a href="javascript:alert(1)">now</a></p><script>x</script>',
  );
  const preview = page.getByRole('region', { name: 'Preview of the home content' });
  await expect(preview.getByRole('heading', { name: 'Term dates' })).toBeVisible();
  await expect(preview).toHaveText('Term datesOpen now');
  await expectNoA11yViolations(page);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/home/content') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  const content = page.getByRole('region', { name: 'Programme information' });
  await expect(content.getByRole('heading', { name: 'Term dates' })).toBeVisible();
  await expect(content.locator('a')).toHaveAttribute('rel', 'noopener');
  await expect(content.locator('a')).not.toHaveAttribute('href');
  // Leave the worker's other journeys the text they started with.
  const current = (await (await page.request.get('/api/home/content')).json()) as HomeContent;
  const restore = await page.request.put('/api/home/content', {
    data: { html: before.html, lastUpdated: current.lastUpdated },
  });
  expect(restore.ok()).toBe(true);
});

test("a TE admin opens every school's reviews to sign off: the report lists exactly those counted", async ({
  page,
}) => {
  await signInAsStaff(page, PERSONAS.admin);
  const answer = await page.request.get('/api/home/actions');
  expect(answer.ok()).toBe(true);
  const reviews = ((await answer.json()) as HomeActions).lines.find((l) => l.kind === 'reviewsToSignOff');
  expect(reviews?.count).toBeGreaterThan(0);

  const panel = page.getByRole('table', { name: 'Needs your action' });
  await panel
    .getByRole('link', {
      name: `${reviews!.count.toLocaleString('en-US')} enrollment reviews to sign off, at All Schools`,
    })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/reports/enrollmentreview\\?school=all&aidyear=${reviews!.aidYearId}&signoff=due$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Enrollment Review Report' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sign-off' })).toHaveText('To Sign Off');
  await expectGridTotal(page, reviews!.count);
});
