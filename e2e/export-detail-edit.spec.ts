import { expect, type Page, test } from '@playwright/test';
import {
  createExportApplication,
  EXPORT_PATHS,
  EXPORT_TEXT,
  exportRow,
  searchGrid,
  selectRow,
  uniqueToken,
} from './support/exports.js';
import { openStaffSession, PERSONAS, signInAsStaff } from './support/personas.js';
import { chooseOption, openMenuItem, toast } from './support/staff-screens.js';

const DETAIL_TEXT = {
  applicationUpdated: 'Application updated.',
  employeeEmailEdu: 'Employee email must end in .edu',
} as const;

/** The Export Application form and its parts. */
function detail(page: Page) {
  const form = page.getByRole('form', { name: 'Export application' });
  return {
    form,
    email: form.getByRole('textbox', { name: 'Employee Email' }),
    status: form.getByRole('combobox', { name: 'Export Status' }),
    update: form.getByRole('button', { name: 'Update App' }),
    schools: form.getByRole('grid', { name: 'Import Schools' }),
  };
}

test('a primary TELO opens a detail from the list and corrects the employee email (.edu rule shown)', async ({
  page,
}) => {
  const token = uniqueToken();
  const app = await createExportApplication({ first: 'Dana', last: `Email${token}` });
  await signInAsStaff(page, PERSONAS.telo);
  await openMenuItem(page, 'Exports', 'Applications');
  await searchGrid(page, token);
  const grid = page.getByRole('grid', { name: 'Export applications' });
  await selectRow(exportRow(grid, app));
  await page.getByRole('button', { name: 'View Application' }).click();
  await expect(page).toHaveURL(`${EXPORT_PATHS.detail}?id=${app.id}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Export Application' })).toBeVisible();
  await expect(page.getByText(`Dana Email${token}`, { exact: true })).toBeVisible();
  const d = detail(page);
  const student = page.getByRole('region', { name: 'Student Information' });
  // The US address shows State, ZIP and ZIP+4 and the phone formatted; the birth date in US format.
  await expect(student).toContainText('ZIP+4');
  await expect(student).not.toContainText('Postal Code');
  await expect(student).toContainText('(614) 555-0199');
  await expect(student).toContainText('04/09/2007');
  await expect(d.status).toHaveText('Awaiting Decision');
  await expect(d.update).toBeDisabled();
  // Deleting is for the export school's admins and TE admins (open-points 9).
  await expect(page.getByRole('button', { name: 'Delete App' })).toHaveCount(0);

  // The import schools, each with its import liaison in a tooltip.
  await expect(d.schools.getByRole('row')).toHaveCount(3);
  await expect(d.schools).toContainText('Awaiting Export Decision');
  const firstSchool = d.schools.getByRole('row').nth(1).getByRole('gridcell').first();
  await firstSchool.locator('span').first().hover();
  await expect(page.getByRole('tooltip')).toContainText(/Import liaison: /);

  // Alpha University does not accept non-EDU email: the rule shows on the field and the form cannot be sent.
  await d.email.fill(`maria.${token}@gmail.com`);
  await d.email.blur();
  await expect(d.form.getByText(DETAIL_TEXT.employeeEmailEdu, { exact: true })).toBeVisible();
  await expect(d.update).toBeDisabled();

  const corrected = `maria.corrected.${token}@alpha.edu`;
  await d.email.fill(corrected);
  await expect(d.form.getByText(DETAIL_TEXT.employeeEmailEdu, { exact: true })).toBeHidden();
  await expect(d.update).toBeEnabled();
  await d.update.click();
  await expect(toast(page, DETAIL_TEXT.applicationUpdated)).toBeVisible();
  // The list is the destination after an export update (§2).
  await expect(page).toHaveURL(new RegExp(`${EXPORT_PATHS.list}$`));

  await page.goto(`${EXPORT_PATHS.detail}?id=${app.id}`);
  await expect(detail(page).email).toHaveValue(corrected);
});

test('choosing Denied: Other on the detail asks for the reason, then Update App saves the status', async ({
  page,
}) => {
  const token = uniqueToken();
  const app = await createExportApplication({ first: 'Emery', last: `Deny${token}` });
  await openStaffSession(page, PERSONAS.telo);
  await page.goto(`${EXPORT_PATHS.detail}?id=${app.id}`);
  const d = detail(page);
  await expect(d.status).toHaveText('Awaiting Decision');

  // Cancel puts the status back.
  await chooseOption(page, 'Export Status', 'Denied: Other');
  const dialog = page.getByRole('dialog', { name: 'Update Export Status' });
  await expect(dialog).toContainText('Denied: Other');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(d.status).toHaveText('Awaiting Decision');
  await expect(d.update).toBeDisabled();

  await chooseOption(page, 'Export Status', 'Denied: Other');
  const reason = 'Not employed in the qualifying period';
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(d.status).toHaveText('Denied: Other');
  await expect(d.form).toContainText(reason);
  await d.update.click();
  await expect(toast(page, EXPORT_TEXT.statusUpdateComplete)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${EXPORT_PATHS.list}$`));

  // A denial with no import school past Decision Pending closes the application (open-points 8).
  await page.goto(`${EXPORT_PATHS.closedDetail}?id=${app.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Export Closed Application' })).toBeVisible();
  const closed = page.getByRole('form', { name: 'Export status' });
  await expect(closed.getByRole('combobox', { name: 'Export Status' })).toHaveText('Denied: Other');
  await expect(closed.getByRole('textbox', { name: 'Reason' })).toHaveValue(reason);
});
