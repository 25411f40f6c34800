import { expect, test } from '@playwright/test';
import {
  createExportApplication,
  EXPORT_PATHS,
  EXPORT_TEXT,
  exportRow,
  openExportList,
  searchGrid,
  studentLabel,
  uniqueToken,
} from './support/exports.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { openMenuItem, toast } from './support/staff-screens.js';

test('a primary TELO approves one application in its row and denies another with a reason', async ({
  page,
}) => {
  const token = uniqueToken();
  const approve = await createExportApplication({ first: 'Avery', last: `Rowok${token}` });
  const deny = await createExportApplication({ first: 'Blake', last: `Rowno${token}` });

  await signInAsStaff(page, PERSONAS.telo);
  await openMenuItem(page, 'Exports', 'Applications');
  await expect(page).toHaveURL(new RegExp(`${EXPORT_PATHS.list}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Export Applications' })).toBeVisible({
    timeout: 30_000,
  });
  const grid = page.getByRole('grid', { name: 'Export applications' });
  await searchGrid(page, token);
  const approveRow = exportRow(grid, approve);
  const denyRow = exportRow(grid, deny);
  await expect(approveRow).toContainText('No Action Taken');
  await expect(denyRow).toBeVisible();

  // Save without a new choice only says so.
  const approveSelect = approveRow.getByRole('combobox', {
    name: `Export status of ${studentLabel(approve)}`,
  });
  const approveSave = approveRow.getByRole('button', {
    name: `Save export status of ${studentLabel(approve)}`,
  });
  await approveSave.click();
  await expect(toast(page, EXPORT_TEXT.notSelected)).toBeVisible();

  // The select offers exactly the server's choices: No Longer Eligible is not one of them here.
  await expect(approveSelect.locator('option')).toHaveText([
    'Awaiting Decision',
    'Export Approved',
    'Denied: Not an Employee',
    'Denied: Min Reqs Not Met',
    'Denied: Other',
  ]);
  await approveSelect.selectOption({ label: 'Export Approved' });
  await approveSave.click();
  await expect(toast(page, EXPORT_TEXT.statusUpdated)).toBeVisible();
  await expect(approveSelect.locator('option:checked')).toHaveText('Export Approved');
  await expect(approveRow).not.toContainText('No Action Taken');

  // Denied: Other asks for a reason of at least 6 characters first.
  const denySelect = denyRow.getByRole('combobox', { name: `Export status of ${studentLabel(deny)}` });
  await denySelect.selectOption({ label: 'Denied: Other' });
  await denyRow.getByRole('button', { name: `Save export status of ${studentLabel(deny)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Export Status' });
  await expect(dialog).toContainText('Denied: Other');
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toHaveAccessibleDescription(EXPORT_TEXT.reasonHint);
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await reason.fill('short');
  await expect(confirm).toBeDisabled();
  await reason.fill('Not employed in the qualifying period');
  await confirm.click();
  // A denial with no import school past Decision Pending closes the application (open-points 8): the
  // toast says where the row went.
  await expect(
    toast(
      page,
      `${EXPORT_TEXT.statusUpdateComplete} ${deny.firstName} ${deny.lastName} moved to Closed Applications.`,
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(denyRow).toHaveCount(0);
  await expect(approveRow).toBeVisible();
});

test('cancelling the reason dialog leaves the row as it was saved', async ({ page }) => {
  const token = uniqueToken();
  const app = await createExportApplication({ first: 'Casey', last: `Keep${token}` });
  await signInAsStaff(page, PERSONAS.telo);
  await openExportList(page, EXPORT_PATHS.list);
  const grid = page.getByRole('grid', { name: 'Export applications' });
  await searchGrid(page, token);
  const row = exportRow(grid, app);
  const select = row.getByRole('combobox', { name: `Export status of ${studentLabel(app)}` });
  await select.selectOption({ label: 'Denied: Other' });
  await row.getByRole('button', { name: `Save export status of ${studentLabel(app)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Export Status' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(select.locator('option:checked')).toHaveText('Awaiting Decision');
  await expect(
    row.getByRole('button', { name: `Cancel export status change of ${studentLabel(app)}` }),
  ).toBeDisabled();
});
