import { expect, test } from '@playwright/test';
import { createExportApplication, EXPORT_PATHS, uniqueToken } from './support/exports.js';
import { openStaffSession, PERSONAS, signInAsStaff } from './support/personas.js';
import { expectNoA11yViolations } from './support/staff-screens.js';

test('a detail address reloaded in the browser shows the same application', async ({ page }) => {
  const token = uniqueToken();
  const app = await createExportApplication({ first: 'Jordan', last: `Reload${token}` });
  await openStaffSession(page, PERSONAS.telo);
  await page.goto(`${EXPORT_PATHS.detail}?id=${app.id}`);
  const heading = page.getByRole('heading', { level: 1, name: 'Export Application' });
  const name = page.getByText(`Jordan Reload${token}`, { exact: true });
  const lastName = page.getByRole('textbox', { name: 'Employee Last Name' });
  await expect(heading).toBeVisible();
  await expect(name).toBeVisible();
  await expect(lastName).toHaveValue(`StaffReload${token}`);
  await expectNoA11yViolations(page);

  await page.reload();
  await expect(page).toHaveURL(`${EXPORT_PATHS.detail}?id=${app.id}`);
  await expect(heading).toBeVisible();
  await expect(name).toBeVisible();
  await expect(lastName).toHaveValue(`StaffReload${token}`);
});

test('a detail address without an application id goes to the export list', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.telo);
  for (const path of [EXPORT_PATHS.detail, `${EXPORT_PATHS.detail}?id=abc`, EXPORT_PATHS.closedDetail]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${EXPORT_PATHS.list}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Export Applications' })).toBeVisible();
  }
});
