import { expect, type Page, test } from '@playwright/test';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import {
  chooseOption,
  expectNoA11yViolations,
  openMenuItem,
  toast,
  typeDate,
} from './support/staff-screens.js';

/** An aid year as GET api/settings/aidyear answers it. */
interface AidYear {
  aidyear: string;
  aidyearbegindate: string;
  aidyearenddate: string;
}

/**
 * The aid year after every stored one (1 July to 30 June, named by its two years), from the answer the
 * screen reads, so the journey adds a year no other journey holds.
 */
async function nextAidYear(page: Page) {
  const response = await page.request.get('/api/settings/aidyear');
  expect(response.ok()).toBe(true);
  const { aidYears } = (await response.json()) as { aidYears: AidYear[] };
  const lastEnd =
    aidYears
      .map((y) => y.aidyearenddate)
      .sort()
      .at(-1) ?? '2026-06-30';
  let first = Number(lastEnd.slice(0, 4));
  while (aidYears.some((y) => y.aidyear === `${first}-${first + 1}`)) first += 1;
  return { first, name: `${first}-${first + 1}` };
}

/** The answer of a settings save. */
function settingsSaved(page: Page, method: 'POST' | 'PUT', path: RegExp) {
  return page.waitForResponse((r) => path.test(new URL(r.url()).pathname) && r.request().method() === method);
}

test('a TE admin adds next aid year and changes a fee setting', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.admin);
  const next = await nextAidYear(page);

  // Aid Year Settings: Add New Aid Year, the six fields, "Aid year added."
  await openMenuItem(page, 'Settings', 'Aid Year');
  await expect(page.getByRole('heading', { level: 1, name: 'Aid Year Settings' })).toBeVisible();
  await chooseOption(page, 'Select Aid Year', 'Add New Aid Year');
  const form = page.getByRole('form', { name: 'New aid year' });
  await form.getByRole('textbox', { name: 'Aid Year' }).fill(next.name);
  await form.getByRole('textbox', { name: 'Set Rate' }).fill('36250.00');
  await typeDate(form, 'Aid Year Begin Date', `07/01/${next.first}`);
  await typeDate(form, 'Aid Year End Date', `06/30/${next.first + 1}`);
  await typeDate(form, 'Display Begin Date', `10/01/${next.first - 1}`);
  // One bad value first: the display end before its begin, refused on the field by the server's rule.
  await typeDate(form, 'Display End Date', `09/30/${next.first - 1}`);
  await form.getByRole('button', { name: 'Add Aid Year' }).click();
  await expect(
    form.getByText('The display end date must be on or after the display begin date.'),
  ).toBeVisible();
  await typeDate(form, 'Display End Date', `06/30/${next.first + 1}`);
  const added = settingsSaved(page, 'POST', /^\/api\/settings\/aidyear$/);
  await form.getByRole('button', { name: 'Add Aid Year' }).click();
  expect((await added).status()).toBe(201);
  await expect(toast(page, 'Aid year added.')).toBeVisible();
  // The screen moves on to the added aid year, ready for changes.
  await expect(page.getByRole('combobox', { name: 'Select Aid Year' })).toHaveText(next.name);
  const saved = page.getByRole('form', { name: `Aid year ${next.name}` });
  await expect(saved.getByRole('textbox', { name: 'Set Rate' })).toHaveValue('36250.00');
  await expect(saved.getByRole('button', { name: 'Update' })).toBeVisible();
  await expectNoA11yViolations(page);

  // Fees Settings: a new Late Payment Fee (a setting nothing reads, so no other journey depends on it).
  await openMenuItem(page, 'Settings', 'Fees');
  await expect(page.getByRole('heading', { level: 1, name: 'Fees Settings' })).toBeVisible();
  const fee = page.getByRole('form', { name: 'Late Payment Fee' });
  const value = fee.getByRole('textbox', { name: 'Late Payment Fee' });
  await expect(fee).toContainText('Not used anywhere in the portal yet');
  await value.fill('12.5x');
  await fee.getByRole('button', { name: 'Update Late Payment Fee' }).click();
  await expect(fee.getByText('Decimal values only')).toBeVisible();
  const newFee = `${20 + Math.floor(Math.random() * 50)}.75`;
  await value.fill(newFee);
  const updated = settingsSaved(page, 'PUT', /^\/api\/settings\/\d+$/);
  await fee.getByRole('button', { name: 'Update Late Payment Fee' }).click();
  expect((await updated).ok()).toBe(true);
  await expect(toast(page, 'Setting updated.')).toBeVisible();
  await expect(value).toHaveValue(newFee);
  // The read-only setting is shown disabled, without an Update button.
  const readOnly = page.getByRole('form', { name: 'Maximum Import Schools per Application' });
  await expect(readOnly.getByRole('textbox')).toBeDisabled();
  await expect(readOnly.getByRole('button')).toHaveCount(0);
  await expectNoA11yViolations(page);
});
