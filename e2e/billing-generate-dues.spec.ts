import { expect, type Page, test } from '@playwright/test';
import { BILLING_PATHS, billingAnswer } from './support/billing.js';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { chooseOption, expectNoA11yViolations, openMenuItem, toast } from './support/staff-screens.js';

/**
 * An aid year of the journey's own, after every stored one (so no other journey's invoices are in it),
 * added through POST api/settings/aidyear; not shown to applicants before it begins.
 */
async function addOwnAidYear(page: Page): Promise<string> {
  const stored = await page.request.get('/api/settings/aidyear');
  expect(stored.ok()).toBe(true);
  const { aidYears } = (await stored.json()) as { aidYears: { aidyear: string; aidyearenddate: string }[] };
  let first = Number(
    aidYears
      .map((y) => y.aidyearenddate)
      .sort()
      .at(-1)!
      .slice(0, 4),
  );
  while (aidYears.some((y) => y.aidyear === `${first}-${first + 1}`)) first += 1;
  const name = `${first}-${first + 1}`;
  const added = await page.request.post('/api/settings/aidyear', {
    data: {
      aidyear: name,
      setRate: 3_500_000,
      aidyearbegindate: `${first}-07-01`,
      aidyearenddate: `${first + 1}-06-30`,
      displaybegindate: `${first}-07-01`,
      displayenddate: `${first + 1}-06-30`,
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  return name;
}

test('a TE admin generates the membership dues of an aid year at the fee setting, once', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.admin);
  const year = await addOwnAidYear(page);
  await openMenuItem(page, 'Billing', 'Invoices');
  await expect(page).toHaveURL(new RegExp(`${BILLING_PATHS.invoices}`));

  await page.getByRole('button', { name: 'Generate Invoices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Invoices' });
  await chooseOption(dialog, 'Invoices', 'Membership Dues');
  const previewed = billingAnswer(page, 'GET', /^\/api\/invoice\/generate\/\d+\/membershipdues$/);
  await chooseOption(dialog, 'Aid Year', year);
  const { invoices } = (await (await previewed).json()) as { invoices: unknown[] };
  expect(invoices.length).toBeGreaterThan(0);

  // One row per member school at the Membership Dues setting (1500.00 as seeded), and the total.
  const table = dialog.getByRole('table', { name: `Membership dues invoices of ${year}` });
  await expect(table.getByRole('row').filter({ hasText: 'Beta College' })).toContainText('$1,500.00');
  await expect(table).toContainText(`${invoices.length} member schools at $1,500.00 each, due July 31`);
  await expectNoA11yViolations(page);

  const created = `${invoices.length} membership dues invoices created.`;
  await dialog.getByRole('button', { name: 'Generate' }).click();
  // The toast and the dialog's own note.
  await expect(toast(page, created)).toHaveCount(2);
  await expect(dialog.getByText(created, { exact: true })).toBeVisible();
  // Nothing is left to generate: a second run would create none.
  await expect(dialog.getByRole('button', { name: 'Generate' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // Opened again on the same choices, it says there is nothing left to generate.
  await page.getByRole('button', { name: 'Generate Invoices' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Aid Year' })).toHaveText(year);
  await expect(
    dialog.getByText('Every member school already has a membership dues invoice for this aid year.'),
  ).toBeVisible();
});
