import { expect, test } from '@playwright/test';
import { createExportApplication, EXPORT_PATHS, uniqueToken } from './support/exports.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { expectNoA11yViolations, selectSchool, toast } from './support/staff-screens.js';

const CLOSE_TEXT = {
  closed: 'Application closed.',
  reasonHint: 'Reason must be greater than 5 characters',
} as const;

// open-points 43: a TE admin closes an OPEN application from its detail with a reason; the detail gives
// way to the closed detail, which says why, and the import schools still deciding show the denial.
test('a TE admin closes an application with a reason and sees it on the closed detail', async ({ page }) => {
  const token = uniqueToken();
  const app = await createExportApplication({ first: 'Quinn', last: `Closed${token}` });
  const reason = `Left the employer ${token}`;
  await signInAsStaff(page, PERSONAS.admin);
  await selectSchool(page, 'Alpha University');
  await page.goto(`${EXPORT_PATHS.detail}?id=${app.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Export Application' })).toBeVisible();

  await page.getByRole('button', { name: 'Close App' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close Application' });
  await expect(dialog).toContainText(`Quinn Closed${token}`);
  await expect(dialog).toContainText(CLOSE_TEXT.reasonHint);
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Reason for closing' }).fill(reason);
  await expectNoA11yViolations(page);
  await confirm.click();

  await expect(toast(page, CLOSE_TEXT.closed)).toBeVisible();
  await expect(page).toHaveURL(`${EXPORT_PATHS.closedDetail}?id=${app.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Export Closed Application' })).toBeVisible();
  const information = page.getByRole('region', { name: 'Application Information' });
  await expect(information).toContainText('CLOSED');
  await expect(information).toContainText('Close Reason');
  await expect(information).toContainText(reason);
  // Both import schools were still deciding: each now shows Denied: Other with the reason.
  const schools = page.getByRole('grid', { name: 'Import Schools' });
  await expect(schools.getByText(`Denied: Other (${reason})`)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Close App' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});
