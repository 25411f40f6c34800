import { expect, test } from '@playwright/test';
import { searchGrid, selectRow, staffApi, uniqueToken } from './support/exports.js';
import {
  createImportApplication,
  createTransferApplication,
  IMPORT_PATHS,
  importRow,
  moveImportRow,
  openImportList,
  schoolIdOf,
  setExportStatus,
} from './support/imports.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { openMenuItem, selectSchool } from './support/staff-screens.js';

test('a transfer from the school that enrolled the student reaches the receiving school', async ({
  page,
}) => {
  const token = uniqueToken();
  const app = await createImportApplication(
    { first: 'Casey', last: `Move${token}` },
    { importSchools: ['Gamma University'] },
  );
  await setExportStatus(app, 'Export Approved');
  await moveImportRow(app, 'Gamma University', ['Under Review', 'Import Approved', 'Enrolled']);
  await createTransferApplication(app, ['Alpha University']);
  const alphaId = await schoolIdOf('Alpha University');

  await signInAsStaff(page, PERSONAS.telo);
  await openMenuItem(page, 'Imports', 'Transfer Applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Import Transfer Applications' })).toBeVisible({
    timeout: 30_000,
  });
  const grid = page.getByRole('grid', { name: 'Import transfer applications' });
  await searchGrid(page, token);
  const row = importRow(grid, app);
  // A transfer starts at Export Approved, so its school starts at Import Decision Pending.
  await expect(row).toContainText('Import Decision Pending');
  await expect(row.getByRole('button', { name: /^Edit import status of / })).toBeEnabled();
  await selectRow(row);
  await page.getByRole('button', { name: 'View Application' }).click();
  await expect(page).toHaveURL(new RegExp(`${IMPORT_PATHS.transferDetail}\\?id=\\d+&school=${alphaId}$`));
});

test('a closed application is on the closed import list and opens its read-only detail', async ({ page }) => {
  const token = uniqueToken();
  const app = await createImportApplication({ first: 'Dana', last: `Shut${token}` });
  // A denial before any import decision closes the application (open-points 8).
  await setExportStatus(app, 'Denied: Not an Employee');
  const alphaId = await schoolIdOf('Alpha University');

  await signInAsStaff(page, PERSONAS.telo);
  await openMenuItem(page, 'Imports', 'Closed Applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Closed Import Applications' })).toBeVisible({
    timeout: 30_000,
  });
  const grid = page.getByRole('grid', { name: 'Closed import applications' });
  await expect(page.getByRole('combobox', { name: 'Import Status', exact: true })).toHaveCount(0);
  await searchGrid(page, token);
  const row = importRow(grid, app);
  await expect(row).toContainText('No Action Taken');
  // §2's closed columns: aid year, the student's names, exchange program and modified by.
  const headers = (await grid.getByRole('columnheader').allTextContents()).filter(Boolean);
  expect(headers).toEqual([
    'Aid Year',
    'Student Last Name',
    'Student First Name',
    'Exchange Program',
    'Modified By',
  ]);
  await selectRow(row);
  await page.getByRole('button', { name: 'View Application' }).click();
  await expect(page).toHaveURL(`${IMPORT_PATHS.closedDetail}?id=${app.id}&school=${alphaId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Import Closed Application' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(app.lastName).first()).toBeVisible();
});

test('a school with no transfer imports says so', async ({ page }) => {
  // The school the API answers 404 for on the transfer list: it has none there at all.
  const admin = await staffApi(PERSONAS.admin);
  const schools = (await (await admin.get('/api/schools/name')).json()) as {
    id: number;
    schoolName: string;
  }[];
  let empty: { schoolName: string; message: string } | undefined;
  for (const school of schools) {
    const answer = await admin.get(`/api/import/school/${school.id}?appstatus=TRANSFER`);
    if (answer.status() === 404) {
      empty = {
        schoolName: school.schoolName,
        message: ((await answer.json()) as { message: string }).message,
      };
      break;
    }
  }
  await admin.dispose();
  if (!empty) throw new Error('Every school has a transfer import');
  expect(empty.message).toBe(`There are no transfer imports for ${empty.schoolName}.`);

  await signInAsStaff(page, PERSONAS.admin);
  await selectSchool(page, empty.schoolName);
  await openImportList(page, IMPORT_PATHS.transfer, 'Import Transfer Applications');
  await expect(page.getByRole('grid', { name: 'Import transfer applications' })).toContainText(empty.message);
});
