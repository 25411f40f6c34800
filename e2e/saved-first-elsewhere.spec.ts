import { expect, type Page, test } from '@playwright/test';
import { createSchoolUser, uniqueEmail, uniqueName } from './support/accounts.js';
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

  // A value the record does not hold yet (an earlier run on this server saved 45678).
  const typed = (await tuition.inputValue()) === '45678' ? '45679' : '45678';
  await tuition.fill(typed);
  const update = aid.getByRole('button', { name: 'Update' });
  await update.click();
  await expect(toast(page, CONFLICT)).toBeVisible();
  // The newer record is loaded behind the scenes; the typed tuition is kept, and Update now saves.
  await expect(tuition).toHaveValue(typed);
  await update.click();
  await expect(toast(page, 'School aid year information updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Annual aid year school information' })).toBeVisible();
  await expect(
    page
      .getByRole('form', { name: 'Annual aid year school information' })
      .getByRole('textbox', { name: 'Tuition' }),
  ).toHaveValue(typed);
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
  // Values the record does not hold yet (an earlier run on this server saved one pair).
  const earlier = (await profile.getByRole('textbox', { name: 'City' }).inputValue()) === 'Mesa';
  const city = earlier ? 'Tempe' : 'Mesa';
  const typedSite = earlier ? 'https://www.delta-college.edu/tempe' : 'https://www.delta-college.edu';

  const colleague = await browser.newContext({ baseURL: BASE_URL });
  const other = await colleague.newPage();
  await signInAsStaff(other, PERSONAS.admin);
  await selectSchool(other, 'Delta College');
  await openMenuItem(other, 'School', 'School Profile');
  const otherProfile = other.getByRole('form', { name: 'School profile' });
  await otherProfile.getByRole('textbox', { name: 'City' }).fill(city);
  await otherProfile.getByRole('button', { name: 'Update' }).click();
  await expect(toast(other, 'School information updated.')).toBeVisible();
  await colleague.close();

  await website.fill(typedSite);
  const update = profile.getByRole('button', { name: 'Update' });
  await update.click();
  await expect(toast(page, CONFLICT)).toBeVisible();
  // The colleague's city arrives, the typed website stays, and Update now saves both.
  await expect(profile.getByRole('textbox', { name: 'City' })).toHaveValue(city);
  await expect(website).toHaveValue(typedSite);
  await update.click();
  await expect(toast(page, 'School information updated.')).toBeVisible();
  await page.reload();
  const reloaded = page.getByRole('form', { name: 'School profile' });
  await expect(reloaded.getByRole('textbox', { name: 'Website' })).toHaveValue(typedSite);
  await expect(reloaded.getByRole('textbox', { name: 'City' })).toHaveValue(city);
});

test('when someone saved a school user first, what you typed stays and the next Update User saves it', async ({
  page,
  browser,
}) => {
  // A user of the journey's own at Alpha (the first run leaves the title and initial changed). The last
  // name sorts after the school's first user, whom school-users.spec.ts expects at the top.
  const lastName = uniqueName('Morgan');
  await createSchoolUser('Alpha University', {
    title: 'Bursar',
    firstName: 'Casey',
    lastName,
    email: uniqueEmail('casey.morgan', 'alpha.edu'),
  });

  /** Opens the user's account information at Alpha University. */
  async function openCasey(on: Page) {
    await signInAsStaff(on, PERSONAS.admin);
    await selectSchool(on, 'Alpha University');
    await openMenuItem(on, 'School', 'Users');
    const grid = on.getByRole('grid', { name: 'School users' });
    await grid.getByRole('gridcell', { name: lastName, exact: true }).click();
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
  const row = page.getByRole('grid', { name: 'School users' }).getByRole('row', { name: lastName });
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

  // An initial the account does not hold yet (an earlier run on this server saved K).
  const middle = profile.getByRole('textbox', { name: 'Middle Initial' });
  const initial = (await middle.inputValue()) === 'K' ? 'L' : 'K';
  await middle.fill(initial);
  const update = profile.getByRole('button', { name: 'Update', exact: true });
  await update.click();
  await expect(toast(page, CONFLICT)).toBeVisible();
  await expect(middle).toHaveValue(initial);
  await update.click();
  await expect(toast(page, 'User information updated.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'User profile' }).getByRole('textbox', { name: 'Middle Initial' }),
  ).toHaveValue(initial);
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
