import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  createInvoice,
  invoiceGrid,
  invoiceRow,
  openInvoices,
  TEST_CARD,
  uniqueAmountCents,
} from './support/billing.js';
import { searchGrid, studentLabel, uniqueToken } from './support/exports.js';
import {
  createImportApplication,
  IMPORT_PATHS,
  IMPORT_TEXT,
  importRow,
  moveImportRow,
  setExportStatus,
} from './support/imports.js';
import { openStaffSession, PERSONAS, signInAsStaff } from './support/personas.js';
import { toast } from './support/staff-screens.js';

/** Presses `key` until the focus is on or inside `target` (at most `times` presses). */
async function pressUntilFocused(page: Page, key: string, target: Locator, times = 20) {
  const holds = () => target.evaluate((el) => el.contains(document.activeElement));
  for (let i = 0; i < times && !(await holds()); i++) await page.keyboard.press(key);
  expect(await holds(), `${key} brings the focus into the target`).toBe(true);
}

test('an inline import-status edit by keyboard: Save and the dialog give the focus back to the row’s Edit', async ({
  page,
}) => {
  const token = uniqueToken();
  const app = await createImportApplication({ first: 'Kei', last: `Focus${token}` });
  await setExportStatus(app, 'Export Approved');
  await moveImportRow(app, 'Alpha University', ['Under Review']);

  await openStaffSession(page, PERSONAS.telo);
  await page.goto(IMPORT_PATHS.list);
  const grid = page.getByRole('grid', { name: 'Import applications' });
  await searchGrid(page, token);
  const row = importRow(grid, app);
  await expect(row).toContainText('Under Review');

  const student = studentLabel(app);
  const edit = row.getByRole('button', { name: `Edit import status of ${student}` });
  const save = row.getByRole('button', { name: `Save import status of ${student}` });
  const status = row.getByRole('combobox', { name: `Import status of ${student}` });

  // From the search box into the grid (Tab), down to the row and across to its Edit (arrow keys).
  await pressUntilFocused(page, 'Tab', grid);
  await pressUntilFocused(page, 'ArrowDown', row, 3);
  await pressUntilFocused(page, 'ArrowRight', edit);

  // Edit: the status select takes the focus; a new status is typed, and the next Tab stop is Save
  // (no empty stop between them).
  await page.keyboard.press('Enter');
  await expect(status).toBeFocused();
  await page.keyboard.type('Import Approved');
  await expect(status.locator('option:checked')).toHaveText('Import Approved');
  await page.keyboard.press('Tab');
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, IMPORT_TEXT.statusUpdated)).toBeVisible();
  await expect(row.getByRole('gridcell', { name: 'Import Approved', exact: true })).toBeVisible();
  // The saved row's Edit has the focus, not the page.
  await expect(edit).toBeFocused();

  // A status that asks the dialog for a reason: Escape closes it, and the focus returns to the row.
  await page.keyboard.press('Enter');
  await expect(status).toBeFocused();
  await page.keyboard.type('Denied: Other');
  await expect(status.locator('option:checked')).toHaveText('Denied: Other');
  await page.keyboard.press('Tab');
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Update Import Status' });
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(edit).toBeFocused();
  await expect(row).toContainText('Import Approved');
});

test('Pay Now by keyboard: closing gives the focus back to Pay Now, and paying leaves it on the row', async ({
  page,
}) => {
  const invoice = await createInvoice('Alpha University', uniqueAmountCents(), `E2E focus ${uniqueToken()}`);
  await signInAsStaff(page, PERSONAS.telo);
  await openInvoices(page);
  const grid = invoiceGrid(page);
  await searchGrid(page, invoice.invoiceNumber);
  const row = invoiceRow(grid, invoice.invoiceNumber);
  const payNow = row.getByRole('button', { name: `Pay Now for invoice ${invoice.invoiceNumber}` });
  await pressUntilFocused(page, 'Tab', grid);
  await pressUntilFocused(page, 'ArrowDown', row, 3);
  await pressUntilFocused(page, 'ArrowRight', payNow);

  const dialog = page.getByRole('dialog', { name: 'Pay Now' });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(payNow).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('textbox', { name: 'Name on Card' }).fill('Jordan Alvarez');
  await dialog.getByRole('textbox', { name: 'Card Number' }).fill(TEST_CARD.approves);
  await dialog.getByRole('textbox', { name: 'Expiry Month' }).fill('12');
  await dialog.getByRole('textbox', { name: 'Expiry Year' }).fill(String(new Date().getFullYear() + 2));
  await dialog.getByRole('textbox', { name: 'Security Code' }).fill('123');
  await dialog.getByRole('textbox', { name: 'Zip' }).fill(TEST_CARD.goodZip);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  // Nothing is due now, so Pay Now is disabled and cannot hold the focus: its cell in the row has it.
  await expect(payNow).toBeDisabled();
  await expect(row.locator('[data-field="__rowActions"]')).toBeFocused();
});
