import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts.js';
import { BASE_URL } from './support/environment.js';
import { uniqueToken } from './support/exports.js';
import { waitForMail } from './support/mailbox.js';
import { PERSONAS, replaceTemporaryPassword, signInAsStaff, submitSignIn } from './support/personas.js';
import {
  chooseOption,
  fillNewSchool,
  type NewSchool,
  openMenuItem,
  temporaryPasswordIn,
  toast,
  typeDate,
} from './support/staff-screens.js';

/** The school the journey creates; its name gets a token each run (a name is unique in its city). */
const HARBORVIEW: NewSchool = {
  schoolName: 'Harborview State College',
  website: 'https://www.harborview.edu',
  address: '1 Lakeshore Drive',
  city: 'Sandusky',
  state: 'Ohio',
  zip: '44870',
  phone: '4195550142',
  region: 'Midwest',
  carnegieRating: 'Baccalaureate Colleges: Arts & Sciences',
  overview:
    'Harborview State College is a public college on the lake shore that welcomes exchange scholarship ' +
    'students into every undergraduate program.',
  president: { firstName: 'Elena', lastName: 'Marsh', email: 'elena.marsh@harborview.edu' },
};
const NEW_PASSWORD = 'Harbor#View2026x';

test('a TE admin creates a school, fills its profile and aid year, and adds a TELO who signs in', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A school and a liaison of this run's own: a repeated run on the same server would be refused both.
  const school = `${HARBORVIEW.schoolName} ${uniqueToken()}`;
  const liaison = uniqueEmail('liaison', 'harborview.edu');
  const harborview: NewSchool = { ...HARBORVIEW, schoolName: school };
  await signInAsStaff(page, PERSONAS.admin);
  await openMenuItem(page, 'School', 'New School');
  await expect(page).toHaveURL(/\/school\/newschool$/);
  const form = page.getByRole('form', { name: 'New school' });

  // The defaults of 1-core §9, then the messages of §5 for an empty form.
  await expect(form.getByRole('combobox', { name: 'Country' })).toHaveText('United States');
  await expect(form.getByRole('combobox', { name: 'Academic Term' })).toHaveText('Semester');
  await expect(form.getByRole('radio', { name: 'Good' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Accepting New Students' })).not.toBeChecked();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Required - Must be at least 100 characters.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'School Name' })).toHaveAccessibleDescription('Required');

  await fillNewSchool(form, harborview);
  await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('(419) 555-0142');
  // A short zip and an unfinished email are refused with their messages.
  const zip = form.getByRole('textbox', { name: 'Zip Code' });
  await zip.fill('4487');
  const president = form.getByRole('group', { name: 'President', exact: true });
  await president.getByRole('textbox', { name: 'Email' }).fill('elena.marsh@');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(zip).toHaveAccessibleDescription('Must be 5 digits');
  await expect(president.getByText('Invalid email address')).toBeVisible();
  await zip.fill(HARBORVIEW.zip);
  await president.getByRole('textbox', { name: 'Email' }).fill(HARBORVIEW.president.email);
  await form.getByRole('button', { name: 'Submit' }).click();

  // Created: the new school is selected and its profile shown.
  await expect(toast(page, 'School created.')).toBeVisible();
  await expect(page).toHaveURL(/\/school\/schoolprofile$/);
  await expect(page.getByRole('combobox', { name: 'School' })).toHaveValue(school);
  const profile = page.getByRole('form', { name: 'School profile' });
  await expect(profile.getByRole('textbox', { name: 'School Name' })).toHaveValue(school);
  await expect(profile.getByRole('textbox', { name: 'Phone' })).toHaveValue('(419) 555-0142');

  // The profile: programs and a custom field, kept after the refresh.
  await profile.getByRole('checkbox', { name: 'Undergraduate' }).check();
  await profile.getByRole('textbox', { name: 'Custom Field One' }).fill('Department');
  await profile.getByRole('radio', { name: 'Poor' }).check();
  await profile.getByRole('button', { name: 'Update' }).click();
  await expect(profile.getByRole('textbox', { name: 'Leniency Reason' })).toHaveAccessibleDescription(
    'Required',
  );
  await profile.getByRole('textbox', { name: 'Leniency Reason' }).fill('Invoices overdue for two terms.');
  await profile.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'School information updated.')).toBeVisible();
  await page.reload();
  await expect(profile.getByRole('textbox', { name: 'Custom Field One' })).toHaveValue('Department');
  await expect(profile.getByRole('checkbox', { name: 'Undergraduate' })).toBeChecked();
  await expect(profile.getByRole('textbox', { name: 'Leniency Reason' })).toHaveValue(
    'Invoices overdue for two terms.',
  );

  // Annual aid-year information: added, then updated.
  await openMenuItem(page, 'School', 'Annual Aid Year School Information');
  await expect(page.getByRole('combobox', { name: 'Aid Year' })).toHaveText(
    /^\d{4}-\d{4} \(Enrolling Fall \d{4} or Spring \d{4}\)$/,
  );
  const aid = page.getByRole('form', { name: 'Annual aid year school information' });
  await aid.getByRole('button', { name: 'Submit' }).click();
  await expect(aid.getByRole('textbox', { name: 'Tuition' })).toHaveAccessibleDescription(/^Required/);
  await expect(aid.getByRole('radiogroup', { name: 'Accept Mid-Term Students' })).toBeVisible();
  await typeDate(aid, 'Export Deadline', '12/15/2026');
  await typeDate(aid, 'Import Deadline', '01/15/2027');
  await aid
    .getByRole('radiogroup', { name: 'Accept Mid-Term Students' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await aid.getByRole('textbox', { name: 'Tuition' }).fill('38,500');
  await aid.getByRole('radio', { name: 'Other' }).check();
  await aid.getByRole('button', { name: 'Submit' }).click();
  await expect(aid.getByRole('textbox', { name: 'Tuition' })).toHaveAccessibleDescription(
    /^Numeric values only/,
  );
  await expect(aid.getByRole('textbox', { name: 'Scholarship Amount' })).toHaveAccessibleDescription(
    /^Required/,
  );
  await aid.getByRole('textbox', { name: 'Tuition' }).fill('38500');
  await aid.getByRole('textbox', { name: 'Scholarship Amount' }).fill('21000');

  // FAFSA not required clears Pell; a program and its "except" kind disable each other.
  await aid.getByRole('checkbox', { name: 'Pell grant' }).check();
  await aid.getByRole('radio', { name: 'Not required' }).check();
  await expect(aid.getByRole('checkbox', { name: 'Pell grant' })).not.toBeChecked();
  await expect(aid.getByRole('checkbox', { name: 'Pell grant' })).toBeDisabled();
  const allUndergraduate = aid.getByRole('checkbox', { name: 'All undergraduate programs', exact: true });
  const exceptUndergraduate = aid.getByRole('checkbox', { name: 'All undergraduate programs except' });
  await allUndergraduate.check();
  await expect(exceptUndergraduate).toBeDisabled();
  await allUndergraduate.uncheck();
  await exceptUndergraduate.check();
  await expect(allUndergraduate).not.toBeChecked();
  await expect(allUndergraduate).toBeDisabled();
  await aid.getByRole('textbox', { name: 'All undergraduate programs except…' }).fill('Nursing');

  // A fee set to Yes needs its frequency and amount.
  const fee = aid.getByRole('group', { name: 'Export Application Fee', exact: true });
  await fee.getByRole('radio', { name: 'Yes' }).check();
  await aid.getByRole('button', { name: 'Submit' }).click();
  await expect(fee.getByRole('radiogroup', { name: 'Frequency' })).toHaveAccessibleDescription('Required');
  await fee.getByRole('radio', { name: 'Annual' }).check();
  await fee.getByRole('textbox', { name: 'Export Application Fee Amount' }).fill('50');
  await aid.getByRole('checkbox', { name: 'Transfer Student' }).check();
  await aid.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'School aid year information added.')).toBeVisible();
  await aid.getByRole('textbox', { name: 'Tuition' }).fill('39000');
  await aid.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'School aid year information updated.')).toBeVisible();

  // Opting out disables every other field.
  await aid.getByRole('checkbox', { name: 'Opt out of the import scholarship for this aid year' }).check();
  await expect(aid.getByRole('textbox', { name: 'Tuition' })).toBeDisabled();
  await expect(aid.getByRole('checkbox', { name: 'Transfer Student' })).toBeDisabled();

  // A primary TELO for the school: daily digest forced on, the other roles disabled.
  await openMenuItem(page, 'School', 'Users');
  await page.getByRole('link', { name: 'Add User' }).click();
  const userForm = page.getByRole('form', { name: 'User account information' });
  const addButton = userForm.getByRole('button', { name: 'Add User' });
  await expect(addButton).toBeDisabled();
  await userForm.getByRole('textbox', { name: 'Title' }).fill('Director of Human Resources');
  await userForm.getByRole('textbox', { name: 'First Name' }).fill('Priya');
  await userForm.getByRole('textbox', { name: 'Last Name' }).fill('Natarajan');
  await userForm.getByRole('textbox', { name: 'Email' }).fill(liaison);
  await chooseOption(userForm, 'Training Complete', 'Complete');
  await userForm.getByRole('checkbox', { name: 'Admin', exact: true }).check();
  await expect(userForm.getByRole('checkbox', { name: 'Admin read only' })).toBeEnabled();
  await userForm.getByRole('checkbox', { name: 'Admin read only' }).check();
  await userForm.getByRole('checkbox', { name: 'Primary TELO' }).check();
  await expect(userForm.getByRole('checkbox', { name: 'Admin', exact: true })).not.toBeChecked();
  await expect(userForm.getByRole('checkbox', { name: 'Admin', exact: true })).toBeDisabled();
  await expect(userForm.getByRole('checkbox', { name: 'Admin read only' })).not.toBeChecked();
  await expect(userForm.getByRole('checkbox', { name: 'Admin read only' })).toBeDisabled();
  await expect(userForm.getByRole('checkbox', { name: 'Daily Digest' })).toBeChecked();
  await expect(userForm.getByRole('checkbox', { name: 'Daily Digest' })).toBeDisabled();
  const since = Date.now();
  await addButton.click();
  await expect(toast(page, 'User created.')).toBeVisible();
  await expect(page).toHaveURL(/\/school\/users$/);
  const row = page.getByRole('row', { name: /Natarajan/ });
  await expect(row).toContainText('Primary TELO');
  await expect(row).toContainText('Complete');

  // The TELO signs in, in their own browser, with the emailed temporary password and must change it.
  const password = temporaryPasswordIn(await waitForMail(liaison, since));
  const context = await browser.newContext({ baseURL: BASE_URL });
  const teloPage = await context.newPage();
  await submitSignIn(teloPage, liaison, password);
  const dialog = await replaceTemporaryPassword(teloPage, password, NEW_PASSWORD);
  await expect(dialog).toBeHidden();
  await openMenuItem(teloPage, 'School', 'School Profile');
  await expect(teloPage.getByRole('textbox', { name: 'School Name' })).toHaveValue(school);
  await expect(teloPage.getByRole('textbox', { name: 'School Name' })).toBeDisabled();
  await expect(teloPage.getByRole('button', { name: 'Delete School' })).toHaveCount(0);
  // The liaison keeps the profile up to date; the TE-only fields are neither shown nor changed.
  await expect(teloPage.getByRole('heading', { name: 'TE Admin Settings' })).toHaveCount(0);
  await teloPage.getByRole('textbox', { name: 'Custom Field Two' }).fill('Supervisor Name');
  await teloPage.getByRole('button', { name: 'Update' }).click();
  await expect(toast(teloPage, 'School information updated.')).toBeVisible();
  await context.close();
});
