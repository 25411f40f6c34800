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

  // Values the school does not hold yet, so the save changes something also when an earlier run on this
  // server stored the first pair.
  const phone = profile.getByRole('textbox', { name: 'Phone' });
  const summer = profile.getByRole('checkbox', { name: 'Include Summer Term' });
  const earlier = (await phone.inputValue()) === '(614) 555-0199';
  const [typed, shown, digits] = earlier
    ? ['614.555.0188', '(614) 555-0188', '6145550188']
    : ['614.555.0199', '(614) 555-0199', '6145550199'];
  const includeSummer = !(await summer.isChecked());
  await phone.fill(typed);
  await phone.blur();
  await expect(phone).toHaveValue(shown);
  await summer.setChecked(includeSummer);
  const update = profile.getByRole('button', { name: 'Update' });
  await update.click();
  await expect(toast(page, 'School information updated.')).toBeVisible();

  // One second later the screen shows the stored school again, in place: focus stays on Update.
  const [school] = await (await page.request.get(`/api/schools/${await alphaId(page)}`)).json();
  expect(school).toMatchObject({ phone: digits, includeSummerTerm: includeSummer ? 1 : 0 });
  await expect(update).toBeEnabled();
  await expect(update).toBeFocused();
  await expect(phone).toHaveValue(shown);
  await page.reload();
  await expect(phone).toHaveValue(shown);
  await expect(summer).toBeChecked({ checked: includeSummer });
});

/** Alpha University's id, as the signed-in TELO's school list gives it. */
async function alphaId(page: Page): Promise<number> {
  const schools: { id: number; schoolName: string }[] = await (await page.request.get('/api/schools')).json();
  const alpha = schools.find((s) => s.schoolName === 'Alpha University');
  if (!alpha) throw new Error('Alpha University is not listed');
  return alpha.id;
}
