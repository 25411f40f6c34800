import { expect, type Page, type Route, test } from '@playwright/test';
import { PERSONAS, signInAsStudent } from './support/personas.js';

const APPLICATIONS = '**/api/student/*/applications';
const LOAD_FAILED = 'There was a problem getting student applications.';

/** What the server answers while it restarts (docs/architecture.md "The machinery: Errors": an unreachable database answers 503). */
function answerUnavailable(route: Route) {
  return route.fulfill({
    status: 503,
    headers: { 'Retry-After': '1' },
    contentType: 'application/json',
    body: JSON.stringify({ status: 503, message: 'The service is temporarily unavailable.' }),
  });
}

/** Reloads Application Status with the first `failures` reads of the applications broken; answers the read count. */
async function reloadWithFailingReads(page: Page, failures: number, fail: (route: Route) => Promise<void>) {
  const reads = { count: 0 };
  await page.route(APPLICATIONS, (route) => {
    reads.count += 1;
    return reads.count <= failures ? fail(route) : route.continue();
  });
  await page.reload();
  return reads;
}

test.beforeEach(async ({ page }) => {
  await signInAsStudent(page, PERSONAS.student);
});

test('a read answered 503 once is retried and the page shows its data', async ({ page }) => {
  const reads = await reloadWithFailingReads(page, 1, answerUnavailable);
  await expect(page.getByRole('region', { name: /Application OPEN/ })).toBeVisible();
  expect(reads.count).toBe(2);
  await expect(page.getByText(LOAD_FAILED)).toHaveCount(0);
});

test('a read whose connection drops once is retried and the page shows its data', async ({ page }) => {
  const reads = await reloadWithFailingReads(page, 1, (route) => route.abort('connectionreset'));
  await expect(page.getByRole('region', { name: /Application OPEN/ })).toBeVisible();
  expect(reads.count).toBe(2);
  await expect(page.getByText(LOAD_FAILED)).toHaveCount(0);
});

test('a read that keeps failing is tried twice, then the page reports it', async ({ page }) => {
  const reads = await reloadWithFailingReads(page, Number.POSITIVE_INFINITY, answerUnavailable);
  // The toast comes once the query has given up, so the count is final here.
  await expect(page.getByText(LOAD_FAILED)).toBeVisible();
  expect(reads.count).toBe(2);
});
