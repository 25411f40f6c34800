import { expect, type Page, test } from '@playwright/test';
import { BASE_URL } from './support/environment.js';
import { PERSONAS, signInAsStaff, signInAsStudent } from './support/personas.js';
import { openMenuItem, selectSchool, toast } from './support/staff-screens.js';
import { freshEmail, registerStudent } from './support/students.js';

const CONFLICT = 'This record was changed by someone else. Reload and try again.';

test('when someone saved the aid-year record first, what you typed stays and the next Update saves it', async ({
  page,
  browser,
}) => {
  await signInAsStaff(page, PERSONAS.admin);
  await selectSchool(page, 'Delta College');
  await openMenuItem(page, 'School', 'Annual Aid Year School Information');
  const aid = page.getByRole('form', { name: 'Annual aid year school information' });
  const tuition = aid.getByRole('textbox', { name: 'Tuition' });
  await expect(tuition).not.toHaveValue('');

  // A colleague, signed in on another browser, saves the same record while this form is open.
  const colleague = await browser.newContext({ baseURL: BASE_URL });
  const other = await colleague.newPage();
  await signInAsStaff(other, PERSONAS.admin);
  await selectSchool(other, 'Delta College');
  await openMenuItem(other, 'School', 'Annual Aid Year School Information');
  const otherForm = other.getByRole('form', { name: 'Annual aid year school information' });
  await expect(otherForm.getByRole('textbox', { name: 'Tuition' })).not.toHaveValue('');
  await otherForm.getByRole('button', { name: 'Update' }).click();
  await expect(toast(other, 'School aid year information updated.')).toBeVisible();
  await colleague.close();

  await tuition.fill('45678');
  const update = aid.getByRole('button', { name: 'Update' });
  await update.click();
  await expect(toast(page, CONFLICT)).toBeVisible();
  // The newer record is loaded behind the scenes; the typed tuition is kept, and Update now saves.
  await expect(tuition).toHaveValue('45678');
  await update.click();
  await expect(toast(page, 'School aid year information updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Annual aid year school information' })).toBeVisible();
  await expect(
    page
      .getByRole('form', { name: 'Annual aid year school information' })
      .getByRole('textbox', { name: 'Tuition' }),
  ).toHaveValue('45678');
});

test('when someone saved the school profile first, what you typed stays and the next Update saves it', async ({
  page,
  browser,
}) => {
  await signInAsStaff(page, PERSONAS.admin);
  await selectSchool(page, 'Delta College');
  await openMenuItem(page, 'School', 'School Profile');
  const profile = page.getByRole('form', { name: 'School profile' });
  const website = profile.getByRole('textbox', { name: 'Website' });
  await expect(website).not.toHaveValue('');

  const colleague = await browser.newContext({ baseURL: BASE_URL });
  const other = await colleague.newPage();
  await signInAsStaff(other, PERSONAS.admin);
  await selectSchool(other, 'Delta College');
  await openMenuItem(other, 'School', 'School Profile');
  const otherProfile = other.getByRole('form', { name: 'School profile' });
  await otherProfile.getByRole('textbox', { name: 'City' }).fill('Mesa');
  await otherProfile.getByRole('button', { name: 'Update' }).click();
  await expect(toast(other, 'School information updated.')).toBeVisible();
  await colleague.close();

  await website.fill('https://www.delta-college.edu');
  const update = profile.getByRole('button', { name: 'Update' });
  await update.click();
  await expect(toast(page, CONFLICT)).toBeVisible();
  // The colleague's city arrives, the typed website stays, and Update now saves both.
  await expect(profile.getByRole('textbox', { name: 'City' })).toHaveValue('Mesa');
  await expect(website).toHaveValue('https://www.delta-college.edu');
  await update.click();
  await expect(toast(page, 'School information updated.')).toBeVisible();
  await page.reload();
  const reloaded = page.getByRole('form', { name: 'School profile' });
  await expect(reloaded.getByRole('textbox', { name: 'Website' })).toHaveValue(
    'https://www.delta-college.edu',
  );
  await expect(reloaded.getByRole('textbox', { name: 'City' })).toHaveValue('Mesa');
});

test('when someone saved a school user first, what you typed stays and the next Update User saves it', async ({
  page,
  browser,
}) => {
  /** Opens Casey Morgan's account information at Alpha University. */
  async function openCasey(on: Page) {
    await signInAsStaff(on, PERSONAS.admin);
    await selectSchool(on, 'Alpha University');
    await openMenuItem(on, 'School', 'Users');
    const grid = on.getByRole('grid', { name: 'School users' });
    await grid
      .getByRole('row', { name: /Morgan/ })
      .getByRole('gridcell', { name: 'Morgan', exact: true })
      .click();
    await on.getByRole('button', { name: 'Update User' }).click();
    const form = on.getByRole('form', { name: 'User account information' });
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Bursar');
    return form;
  }
  const form = await openCasey(page);

  const colleague = await browser.newContext({ baseURL: BASE_URL });
  const other = await colleague.newPage();
  const otherForm = await openCasey(other);
  await otherForm.getByRole('textbox', { name: 'Middle Initial' }).fill('J');
  await otherForm.getByRole('button', { name: 'Update User' }).click();
  await expect(toast(other, 'User information updated.')).toBeVisible();
  await colleague.close();

  await form.getByRole('textbox', { name: 'Title' }).fill('University Bursar');
  await form.getByRole('button', { name: 'Update User' }).click();
  await expect(toast(page, CONFLICT)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Middle Initial' })).toHaveValue('J');
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('University Bursar');
  await form.getByRole('button', { name: 'Update User' }).click();
  await expect(toast(page, 'User information updated.')).toBeVisible();
  const row = page.getByRole('grid', { name: 'School users' }).getByRole('row', { name: /Morgan/ });
  await expect(row).toContainText('University Bursar');
});

test('when an administrator saved your account first, your profile keeps what you typed and saves it next', async ({
  page,
  browser,
}) => {
  await signInAsStaff(page, PERSONAS.telo2);
  await page.getByRole('link', { name: /Profile$/ }).click();
  const profile = page.getByRole('form', { name: 'User profile' });
  await expect(profile.getByRole('textbox', { name: 'First Name' })).toHaveValue('Marcus');

  // The school's primary TELO changes Marcus's title meanwhile.
  const colleague = await browser.newContext({ baseURL: BASE_URL });
  const other = await colleague.newPage();
  await signInAsStaff(other, PERSONAS.telo);
  await openMenuItem(other, 'School', 'Users');
  await other
    .getByRole('grid', { name: 'School users' })
    .getByRole('gridcell', { name: 'Lindgren', exact: true })
    .click();
  await other.getByRole('button', { name: 'Update User' }).click();
  const otherForm = other.getByRole('form', { name: 'User account information' });
  await otherForm.getByRole('textbox', { name: 'Title' }).fill('Benefits Director');
  await otherForm.getByRole('button', { name: 'Update User' }).click();
  await expect(toast(other, 'User information updated.')).toBeVisible();
  await colleague.close();

  await profile.getByRole('textbox', { name: 'Middle Initial' }).fill('K');
  const update = profile.getByRole('button', { name: 'Update', exact: true });
  await update.click();
  await expect(toast(page, CONFLICT)).toBeVisible();
  await expect(profile.getByRole('textbox', { name: 'Middle Initial' })).toHaveValue('K');
  await update.click();
  await expect(toast(page, 'User information updated.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'User profile' }).getByRole('textbox', { name: 'Middle Initial' }),
  ).toHaveValue('K');
});

test('when the student saved the profile first in another tab, what they typed stays and saves next', async ({
  page,
  browser,
}) => {
  const email = freshEmail('twotabs');
  await registerStudent(page, email, { first: 'Robin', last: 'Hale' });
  await page.getByRole('link', { name: 'Robin Hale Profile' }).click();
  const profile = page.getByRole('form', { name: 'Student profile' });
  await expect(profile.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Hale');

  const elsewhere = await browser.newContext({ baseURL: BASE_URL });
  const other = await elsewhere.newPage();
  await signInAsStudent(other, email);
  await other.goto('/studentprofile');
  const otherProfile = other.getByRole('form', { name: 'Student profile' });
  await otherProfile.getByRole('textbox', { name: 'Last Name' }).fill('Hale-Moreno');
  await otherProfile.getByRole('button', { name: 'Update Profile' }).click();
  await expect(toast(other, 'User information updated.')).toBeVisible();
  await elsewhere.close();

  await profile.getByRole('textbox', { name: 'Middle Initial' }).fill('Q');
  await profile.getByRole('button', { name: 'Update Profile' }).click();
  await expect(toast(page, CONFLICT)).toBeVisible();
  await expect(profile.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Hale-Moreno');
  await expect(profile.getByRole('textbox', { name: 'Middle Initial' })).toHaveValue('Q');
  await profile.getByRole('button', { name: 'Update Profile' }).click();
  await expect(toast(page, 'User information updated.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Student profile' }).getByRole('textbox', { name: 'Middle Initial' }),
  ).toHaveValue('Q');
});
