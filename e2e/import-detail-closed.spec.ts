import { expect, test } from '@playwright/test';
import { searchGrid, selectRow, uniqueToken } from './support/exports.js';
import { detailAddress, factOf, IMPORT_SCHOOL } from './support/import-details.js';
import {
  createImportApplication,
  IMPORT_PATHS,
  importRow,
  schoolIdOf,
  setExportStatus,
} from './support/imports.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { openMenuItem } from './support/staff-screens.js';

test('a closed import opens read-only from the closed list, and Back returns to the page before', async ({
  page,
}) => {
  const token = uniqueToken();
  const app = await createImportApplication({ first: 'Sky', last: `Closed${token}` });
  // Denied by the export school before any import school acted: the application closes (open-points 8).
  await setExportStatus(app, 'Denied: Not an Employee');
  const schoolId = await schoolIdOf(IMPORT_SCHOOL);

  await signInAsStaff(page, PERSONAS.telo);
  // The open detail's address of a closed application opens its closed detail.
  await page.goto(detailAddress(IMPORT_PATHS.detail, app, schoolId));
  await expect(page).toHaveURL(detailAddress(IMPORT_PATHS.closedDetail, app, schoolId));
  await expect(page.getByRole('heading', { level: 1, name: 'Import Closed Application' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(`Sky Closed${token}`, { exact: true })).toBeVisible();

  // Everything is read-only: facts, no form controls, no action buttons.
  const screen = page.getByRole('region', { name: 'Import Closed Application' });
  await expect(screen.getByRole('combobox')).toHaveCount(0);
  await expect(screen.getByRole('textbox')).toHaveCount(0);
  for (const name of ['Update App', 'Extend Eligibility', 'Add Summer Term'])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(factOf(page, 'Import Decision', 'Import Status')).toHaveText('Awaiting Export Decision');
  await expect(factOf(page, 'Import Decision', 'Exchange Program')).toHaveText('—');
  await expect(factOf(page, 'Import Decision', 'Other Import Schools Applied')).toHaveText('0');
  await expect(factOf(page, 'Import Decision', 'Leave of Absence Begin')).toHaveText('—');
  await expect(factOf(page, 'Application Information', 'Application Status')).toHaveText('CLOSED');
  const employer = page.getByRole('region', { name: 'Employee Information' }).getByText(/^Beta College/);
  await employer.focus();
  await expect(page.getByRole('tooltip')).toBeVisible();

  // Opened from its address alone, Back has no page before it in this tab: the closed list.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${IMPORT_PATHS.closed}$`));

  // From the closed list, Back returns to it.
  await openMenuItem(page, 'Imports', 'Applications');
  await openMenuItem(page, 'Imports', 'Closed Applications');
  const grid = page.getByRole('grid', { name: 'Closed import applications' });
  await searchGrid(page, token);
  await selectRow(importRow(grid, app));
  await page.getByRole('button', { name: 'View Application' }).click();
  await expect(page).toHaveURL(detailAddress(IMPORT_PATHS.closedDetail, app, schoolId));
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${IMPORT_PATHS.closed}$`));
});
