import { expect, test } from '@playwright/test';
import { uniqueToken } from './support/exports.js';
import {
  DETAIL_TEXT,
  enrolledAtAlpha,
  factOf,
  importDetail,
  openImportDetail,
} from './support/import-details.js';
import { IMPORT_PATHS } from './support/imports.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { toast } from './support/staff-screens.js';

const LIST = new RegExp(`${IMPORT_PATHS.list}$`);

test('an import TELO extends eligibility, then adds and removes a summer term', async ({ page }) => {
  const token = uniqueToken();
  const { app, schoolId } = await enrolledAtAlpha({ first: 'Riley', last: `Extend${token}` });
  await signInAsStaff(page, PERSONAS.telo);
  await openImportDetail(page, app, schoolId);
  const d = importDetail(page);
  await expect(factOf(page, 'Application Information', 'Eligibility Extensions')).toHaveText('None');
  await expect(d.removeSummer).toHaveCount(0);

  // Extend Eligibility asks first; Cancel changes nothing.
  await d.extend.click();
  const extendDialog = page.getByRole('dialog', { name: 'Extend Student Eligibility' });
  await expect(extendDialog).toContainText(DETAIL_TEXT.extendConfirm);
  await extendDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(extendDialog).toBeHidden();
  await d.extend.click();
  await extendDialog.getByRole('button', { name: 'Extend Eligibility' }).click();
  await expect(toast(page, DETAIL_TEXT.eligibilityExtended)).toBeVisible();
  // The import list is the destination after an extension (§2).
  await expect(page).toHaveURL(LIST);

  await openImportDetail(page, app, schoolId);
  await expect(factOf(page, 'Application Information', 'Eligibility Extensions')).toHaveText(/^1 term/);
  await d.addSummer.click();
  const summerDialog = page.getByRole('dialog', { name: 'Add Summer Term' });
  await expect(summerDialog).toContainText(DETAIL_TEXT.addSummerTermConfirm);
  await summerDialog.getByRole('button', { name: 'Add Summer Term' }).click();
  await expect(toast(page, DETAIL_TEXT.summerTermAdded)).toBeVisible();
  await expect(page).toHaveURL(LIST);

  await openImportDetail(page, app, schoolId);
  await expect(factOf(page, 'Application Information', 'Summer Term')).toHaveText('Added, not yet processed');
  await expect(d.addSummer).toHaveCount(0);
  await d.removeSummer.click();
  await expect(toast(page, DETAIL_TEXT.summerTermRemoved)).toBeVisible();
  await expect(page).toHaveURL(LIST);

  await openImportDetail(page, app, schoolId);
  await expect(factOf(page, 'Application Information', 'Summer Term')).toHaveText('None');
  await expect(d.addSummer).toBeVisible();
});

test('a double-clicked Extend Eligibility extends once', async ({ page }) => {
  const token = uniqueToken();
  const { app, schoolId } = await enrolledAtAlpha({ first: 'Sasha', last: `Twice${token}` });
  await signInAsStaff(page, PERSONAS.telo);
  await openImportDetail(page, app, schoolId);
  const d = importDetail(page);
  await d.extend.click();
  const dialog = page.getByRole('dialog', { name: 'Extend Student Eligibility' });
  await dialog.getByRole('button', { name: 'Extend Eligibility' }).dblclick();
  await expect(toast(page, DETAIL_TEXT.eligibilityExtended)).toBeVisible();
  await expect(page).toHaveURL(LIST);

  await openImportDetail(page, app, schoolId);
  await expect(factOf(page, 'Application Information', 'Eligibility Extensions')).toHaveText(/^1 term/);
});
