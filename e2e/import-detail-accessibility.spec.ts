import { expect, test } from '@playwright/test';
import { uniqueToken } from './support/exports.js';
import {
  applicationAtAlpha,
  detailAddress,
  enrolledAtAlpha,
  IMPORT_SCHOOL,
  importDetail,
  openImportDetail,
} from './support/import-details.js';
import { createImportApplication, IMPORT_PATHS, schoolIdOf, setExportStatus } from './support/imports.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { chooseOption, expectNoA11yViolations } from './support/staff-screens.js';

test('the import detail with its dialogs has no WCAG 2.1 AA violation', async ({ page }) => {
  const token = uniqueToken();
  const { app, schoolId } = await enrolledAtAlpha({ first: 'Alex', last: `Axe${token}` });
  await signInAsStaff(page, PERSONAS.telo);
  await openImportDetail(page, app, schoolId);
  const d = importDetail(page);
  await expect(d.extend).toBeVisible();
  await expectNoA11yViolations(page);

  await chooseOption(page, 'Import Status', 'Withdrawn');
  const dialog = page.getByRole('dialog', { name: 'Update Import Status' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await chooseOption(page, 'Import Status', 'Leave of Absence');
  await expect(d.form.getByRole('group', { name: 'Leave of Absence Begin' })).toBeVisible();
  await expectNoA11yViolations(page);

  await d.form.getByRole('button', { name: 'Undo Changes' }).click();
  await d.extend.click();
  await expect(page.getByRole('dialog', { name: 'Extend Student Eligibility' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the import detail on a phone and read-only has no violation', async ({ page }) => {
  const token = uniqueToken();
  const { app, schoolId } = await applicationAtAlpha({ first: 'Noa', last: `Phone${token}` });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, PERSONAS.readonlyAdmin);
  await openImportDetail(page, app, schoolId);
  await expectNoA11yViolations(page);
});

test('the transfer and closed import details have no violation', async ({ page }) => {
  const token = uniqueToken();
  const closed = await createImportApplication({ first: 'Lee', last: `AxeClosed${token}` });
  await setExportStatus(closed, 'Denied: Not an Employee');
  const schoolId = await schoolIdOf(IMPORT_SCHOOL);
  await signInAsStaff(page, PERSONAS.telo);
  await openImportDetail(page, closed, schoolId, {
    path: IMPORT_PATHS.closedDetail,
    heading: 'Import Closed Application',
  });
  await expectNoA11yViolations(page);

  // A load failure keeps the page accessible too.
  await page.goto(detailAddress(IMPORT_PATHS.transferDetail, { id: 999_999_999 }, schoolId));
  await expect(page.getByRole('link', { name: 'Back to Transfer Imports' })).toBeVisible({ timeout: 30_000 });
  await expectNoA11yViolations(page);
});
