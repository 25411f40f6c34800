import { expect, test } from '@playwright/test';
import { uniqueToken } from './support/exports.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { fillNewSchool, type NewSchool, openMenuItem, toast } from './support/staff-screens.js';

const DUPLICATE = 'A school with this name already exists in this city.';
const CONFLICT = 'This record was changed by someone else. Reload and try again.';
const CEDAR_BLUFF: NewSchool = {
  schoolName: 'Cedar Bluff College',
  website: 'https://www.cedarbluff.edu',
  address: '200 Bluff Road',
  city: 'Frankfort',
  state: 'Kentucky',
  zip: '40601',
  phone: '5025550177',
  region: 'Southeast',
  carnegieRating: 'Baccalaureate Colleges: Diverse Fields',
  overview:
    'Cedar Bluff College is a small private college above the Kentucky River that welcomes exchange ' +
    'scholarship students into all of its degree programs.',
  president: { firstName: 'Owen', lastName: 'Pruitt', email: 'owen.pruitt@cedarbluff.edu' },
};

test('a second school with the same name in the same city is refused on School Name, keeping what was typed', async ({
  page,
}) => {
  // A name of this run's own: a repeated run on the same server would meet the first run's school.
  const cedarBluff: NewSchool = { ...CEDAR_BLUFF, schoolName: `${CEDAR_BLUFF.schoolName} ${uniqueToken()}` };
  await signInAsStaff(page, PERSONAS.admin);
  await openMenuItem(page, 'School', 'New School');
  await fillNewSchool(page.getByRole('form', { name: 'New school' }), cedarBluff);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'School created.')).toBeVisible();
  await expect(page).toHaveURL(/\/school\/schoolprofile$/);

  // The same form again, as if posted a second time from another tab.
  await openMenuItem(page, 'School', 'New School');
  const form = page.getByRole('form', { name: 'New school' });
  await fillNewSchool(form, { ...cedarBluff, website: 'https://cedarbluff.edu/about' });
  await form.getByRole('button', { name: 'Submit' }).click();
  const schoolName = form.getByRole('textbox', { name: 'School Name' });
  await expect(schoolName).toHaveAccessibleDescription(DUPLICATE);
  await expect(page.getByRole('alert').filter({ hasText: DUPLICATE })).toBeVisible();
  // Not "someone else saved first": no reload, the page stays and everything typed is still there.
  await expect(page.getByText(CONFLICT)).toHaveCount(0);
  await expect(page).toHaveURL(/\/school\/newschool$/);
  await expect(schoolName).toHaveValue(cedarBluff.schoolName);
  await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue(cedarBluff.city);
  await expect(form.getByRole('textbox', { name: 'Website' })).toHaveValue('https://cedarbluff.edu/about');
  await expect(form.getByRole('textbox', { name: 'Overview' })).toHaveValue(cedarBluff.overview);
  await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('(502) 555-0177');
});
