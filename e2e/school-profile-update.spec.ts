import { expect, type Page, test } from '@playwright/test';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { openMenuItem, toast } from './support/staff-screens.js';

test('a primary TELO updates the profile: the phone is stored as digits and shown formatted, focus stays', async ({
  page,
}) => {
  await signInAsStaff(page, PERSONAS.telo);
  await openMenuItem(page, 'School', 'School Profile');
  const profile = page.getByRole('form', { name: 'School profile' });
  const schoolName = profile.getByRole('textbox', { name: 'School Name' });
  await expect(schoolName).toHaveValue('Alpha University');
  await expect(schoolName).toBeDisabled();
  await expect(schoolName).toHaveAccessibleDescription('Changed by the central office');
  await expect(page.getByRole('heading', { name: 'TE Admin Settings' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete School' })).toHaveCount(0);

  const phone = profile.getByRole('textbox', { name: 'Phone' });
  await phone.fill('614.555.0199');
  await phone.blur();
  await expect(phone).toHaveValue('(614) 555-0199');
  await profile.getByRole('checkbox', { name: 'Include Summer Term' }).check();
  const update = profile.getByRole('button', { name: 'Update' });
  await update.click();
  await expect(toast(page, 'School information updated.')).toBeVisible();

  // One second later the screen shows the stored school again, in place: focus stays on Update.
  const [school] = await (await page.request.get(`/api/schools/${await alphaId(page)}`)).json();
  expect(school).toMatchObject({ phone: '6145550199', includeSummerTerm: 1 });
  await expect(update).toBeEnabled();
  await expect(update).toBeFocused();
  await expect(phone).toHaveValue('(614) 555-0199');
  await page.reload();
  await expect(phone).toHaveValue('(614) 555-0199');
  await expect(profile.getByRole('checkbox', { name: 'Include Summer Term' })).toBeChecked();
});

/** Alpha University's id, as the signed-in TELO's school list gives it. */
async function alphaId(page: Page): Promise<number> {
  const schools: { id: number; schoolName: string }[] = await (await page.request.get('/api/schools')).json();
  const alpha = schools.find((s) => s.schoolName === 'Alpha University');
  if (!alpha) throw new Error('Alpha University is not listed');
  return alpha.id;
}
