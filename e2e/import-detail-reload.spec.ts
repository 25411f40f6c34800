import { expect, test } from '@playwright/test';
import { uniqueToken } from './support/exports.js';
import {
  applicationAtAlpha,
  DETAIL_TEXT,
  detailAddress,
  importDetail,
  openImportDetail,
} from './support/import-details.js';
import { IMPORT_PATHS } from './support/imports.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';

test('an import detail address reloaded in the browser shows the same application', async ({ page }) => {
  const token = uniqueToken();
  const { app, schoolId } = await applicationAtAlpha({ first: 'Jordan', last: `Reload${token}` });
  await signInAsStaff(page, PERSONAS.telo);
  await openImportDetail(page, app, schoolId);
  await expect(importDetail(page).status).toHaveText('Import Decision Pending');

  await page.reload();
  await expect(page).toHaveURL(detailAddress(IMPORT_PATHS.detail, app, schoolId));
  await expect(page.getByRole('heading', { level: 1, name: 'Import Application' })).toBeVisible();
  await expect(page.getByText(`Jordan Reload${token}`, { exact: true })).toBeVisible();
  await expect(importDetail(page).status).toHaveText('Import Decision Pending');
});

test('an import detail address without an application id goes to its list', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.telo);
  const cases = [
    [IMPORT_PATHS.detail, IMPORT_PATHS.list, 'Import Applications'],
    [`${IMPORT_PATHS.detail}?id=abc`, IMPORT_PATHS.list, 'Import Applications'],
    [IMPORT_PATHS.transferDetail, IMPORT_PATHS.transfer, 'Import Transfer Applications'],
    [IMPORT_PATHS.closedDetail, IMPORT_PATHS.closed, 'Closed Import Applications'],
  ] as const;
  for (const [path, list, heading] of cases) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${list}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  }
});

test('an application that is not on the school’s import list says the data could not be loaded', async ({
  page,
}) => {
  const token = uniqueToken();
  // Beta College is the application's employer, not one of its import schools.
  const { app } = await applicationAtAlpha({ first: 'Ellis', last: `Other${token}` });
  await signInAsStaff(page, PERSONAS.admin);
  const schools = (await (await page.request.get('/api/schools/name')).json()) as {
    id: number;
    schoolName: string;
  }[];
  const beta = schools.find((s) => s.schoolName === 'Beta College');
  if (!beta) throw new Error('No Beta College');
  for (const address of [
    detailAddress(IMPORT_PATHS.detail, app, beta.id),
    detailAddress(IMPORT_PATHS.detail, { id: 999_999_999 }, beta.id),
  ]) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: 'Import Application' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page
        .getByRole('region', { name: 'Import Application' })
        .getByRole('alert')
        .filter({ hasText: DETAIL_TEXT.applicationDataFailed }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Imports' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  }
});
