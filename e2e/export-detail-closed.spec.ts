import { expect, type Page, test } from '@playwright/test';
import {
  createExportApplication,
  EXPORT_PATHS,
  EXPORT_TEXT,
  staffApi,
  uniqueToken,
} from './support/exports.js';
import { openStaffSession, PERSONAS } from './support/personas.js';
import { chooseOption, expectNoA11yViolations, toast } from './support/staff-screens.js';

/** A new application the export school denied (Not an Employee): with no import decision yet it closes. */
async function createClosedApplication(first: string, last: string) {
  const app = await createExportApplication({ first, last });
  const telo = await staffApi(PERSONAS.telo);
  try {
    // 3: Denied: Not an Employee.
    const denied = await telo.put(`/api/export/${app.id}`, { data: { exportStatusId: 3 } });
    expect(denied.ok(), await denied.text()).toBe(true);
  } finally {
    await telo.dispose();
  }
  return app;
}

function closedDetail(page: Page) {
  const status = page.getByRole('form', { name: 'Export status' });
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Export Closed Application' }),
    select: status.getByRole('combobox', { name: 'Export Status' }),
    update: status.getByRole('button', { name: 'Update Export Status' }),
  };
}

test('the closed detail opens read-only from its address', async ({ page }) => {
  const token = uniqueToken();
  const app = await createClosedApplication('Lane', `Shut${token}`);
  await openStaffSession(page, PERSONAS.readonlyAdmin);
  await page.goto(`${EXPORT_PATHS.closedDetail}?id=${app.id}`);
  const d = closedDetail(page);
  await expect(d.heading).toBeVisible();
  await expect(page.getByText(`Lane Shut${token}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Employee Information' })).toContainText(`StaffShut${token}`);
  await expect(d.select).toHaveText('Denied: Not an Employee');
  await expect(d.select).toHaveAttribute('aria-disabled', 'true');
  await expect(d.update).toHaveCount(0);
  // Nothing of the student or the employee can be edited here.
  await expect(page.getByRole('textbox', { name: /^Employee / })).toHaveCount(0);
  await expect(page.getByRole('grid', { name: 'Import Schools' }).getByRole('row')).toHaveCount(3);
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'Back to Closed Exports' }).click();
  await expect(page).toHaveURL(new RegExp(`${EXPORT_PATHS.closed}$`));
});

test('a primary TELO changes a closed application to one of the closed choices', async ({ page }) => {
  const token = uniqueToken();
  const app = await createClosedApplication('Morgan', `Reopen${token}`);
  await openStaffSession(page, PERSONAS.telo);
  await page.goto(`${EXPORT_PATHS.closedDetail}?id=${app.id}`);
  const d = closedDetail(page);
  await expect(d.select).toHaveText('Denied: Not an Employee');
  await expect(d.update).toBeDisabled();

  // Denied: Other shows the reason field; the rule of §5 holds before anything is sent.
  await chooseOption(page, 'Export Status', 'Denied: Other');
  const reason = page.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toHaveAccessibleDescription(EXPORT_TEXT.reasonHint);
  await reason.fill('Contract ended before the term');
  await d.update.click();
  await expect(toast(page, EXPORT_TEXT.statusUpdateComplete)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${EXPORT_PATHS.closed}$`));

  await page.goto(`${EXPORT_PATHS.closedDetail}?id=${app.id}`);
  await expect(closedDetail(page).select).toHaveText('Denied: Other');
  await expect(page.getByRole('textbox', { name: 'Reason' })).toHaveValue('Contract ended before the term');
});
