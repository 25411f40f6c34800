import { expect, type Page } from '@playwright/test';
import {
  createImportApplication,
  IMPORT_PATHS,
  type ImportApplication,
  moveImportRow,
  schoolIdOf,
  setExportStatus,
} from './imports.js';

/** Spec texts of the import detail screens (2-applications §2, §8). */
export const DETAIL_TEXT = {
  eligibilityExtended: 'Eligibility extended.',
  summerTermAdded: 'Summer term added.',
  summerTermRemoved: 'Summer term removed.',
  extendConfirm: 'This is will extend eligibility by one term. Do you wish to continue?',
  addSummerTermConfirm: 'Selecting this will reduce student eligibility by 1 term, do you wish to continue?',
  applicationDataFailed: 'There was a problem getting the application data.',
  noTeloInformation: 'No TELO Information',
} as const;

/** The import school the journeys act for: Alpha University, whose primary TELO is telo@alpha.edu. */
export const IMPORT_SCHOOL = 'Alpha University';

/** The detail address of an application at a school. */
export function detailAddress(path: string, app: Pick<ImportApplication, 'id'>, schoolId: number): string {
  return `${path}?id=${app.id}&school=${schoolId}`;
}

/** Import Application's form and its controls. */
export function importDetail(page: Page) {
  const form = page.getByRole('form', { name: 'Import application' });
  return {
    form,
    status: form.getByRole('combobox', { name: 'Import Status' }),
    program: form.getByRole('combobox', { name: 'Exchange Program' }),
    classification: form.getByRole('combobox', { name: 'Student Classification' }),
    update: form.getByRole('button', { name: 'Update App' }),
    extend: form.getByRole('button', { name: 'Extend Eligibility' }),
    addSummer: form.getByRole('button', { name: 'Add Summer Term' }),
    removeSummer: form.getByRole('button', { name: 'Remove Summer Term' }),
    back: form.getByRole('link', { name: 'Back to Imports' }),
    application: page.getByRole('region', { name: 'Application Information' }),
  };
}

/** Opens a detail by its address and waits for its heading and student. */
export async function openImportDetail(
  page: Page,
  app: Pick<ImportApplication, 'id' | 'firstName' | 'lastName'>,
  schoolId: number,
  { path = IMPORT_PATHS.detail as string, heading = 'Import Application' } = {},
) {
  await page.goto(detailAddress(path, app, schoolId));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`${app.firstName} ${app.lastName}`, { exact: true })).toBeVisible();
  // The name shows while the school's row still loads; the sections come with both.
  await expect(page.getByRole('region', { name: 'Student Information' })).toBeVisible();
}

/**
 * A new application from Beta College to Alpha University, approved by the export school, with the
 * Alpha row moved through `statuses` (by the TE admin); answers it with Alpha's id.
 */
export async function applicationAtAlpha(name: { first: string; last: string }, statuses: string[] = []) {
  const app = await createImportApplication(name);
  await setExportStatus(app, 'Export Approved');
  if (statuses.length > 0) await moveImportRow(app, IMPORT_SCHOOL, statuses);
  return { app, schoolId: await schoolIdOf(IMPORT_SCHOOL) };
}

/** The application enrolled at Alpha University (Under Review, then Enrolled with a program). */
export function enrolledAtAlpha(name: { first: string; last: string }) {
  return applicationAtAlpha(name, ['Under Review', 'Enrolled']);
}

/** The value of a fact of a detail section ("Eligibility Extensions", ...). */
export function factOf(page: Page, section: string, label: string) {
  return page
    .getByRole('region', { name: section })
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}
