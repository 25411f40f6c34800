import { expect, type Page, test } from '@playwright/test';
import { PERSONAS, signInAsStaff } from './support/personas.js';
import { openMenuItem, selectSchool, toast } from './support/staff-screens.js';

interface RecordSummary {
  aidYearId: number;
  /** Integer cents (open-points 22); the form shows whole dollars. */
  tuition: number | null;
  version: number;
}

/** The Tuition field's text for a record: its cents in whole dollars, digits only. */
const tuitionText = (record: RecordSummary) => String((record.tuition ?? 0) / 100);

/** The school's record for the first active aid year, as the API answers it. */
async function currentRecord(page: Page, schoolName: string): Promise<RecordSummary> {
  const schools: { id: number; schoolName: string }[] = await (
    await page.request.get('/api/schools/name')
  ).json();
  const school = schools.find((s) => s.schoolName === schoolName);
  const [year] = await (await page.request.get('/api/student/aidyear')).json();
  const records: RecordSummary[] = await (
    await page.request.get(`/api/schools/aidyears/${school?.id}`)
  ).json();
  const record = records.find((r) => r.aidYearId === year.id);
  if (!record) throw new Error(`${schoolName} has no record for ${year.aidyear}`);
  return record;
}

test('the aid-year form shows the selected school, also when switching back to one already seen', async ({
  page,
}) => {
  await signInAsStaff(page, PERSONAS.admin);
  await selectSchool(page, 'Alpha University');
  await openMenuItem(page, 'School', 'Annual Aid Year School Information');
  const aid = page.getByRole('form', { name: 'Annual aid year school information' });
  const tuition = aid.getByRole('textbox', { name: 'Tuition' });

  const alpha = await currentRecord(page, 'Alpha University');
  const beta = await currentRecord(page, 'Beta College');
  expect(alpha.tuition).not.toBe(beta.tuition);
  expect(tuitionText(alpha)).toMatch(/^\d+$/);
  await expect(tuition).toHaveValue(tuitionText(alpha));

  await selectSchool(page, 'Beta College');
  await expect(tuition).toHaveValue(tuitionText(beta));
  // Alpha's records are cached by now: its form must still start from Alpha's record, not Beta's.
  await selectSchool(page, 'Alpha University');
  await expect(tuition).toHaveValue(tuitionText(alpha));

  // Saving writes Alpha's own values to Alpha's record, and Beta's record stays as it was.
  const update = aid.getByRole('button', { name: 'Update' });
  await update.click();
  await expect(toast(page, 'School aid year information updated.')).toBeVisible();
  // The saved record is shown in place: the keyboard focus stays on the button.
  await expect(update).toBeEnabled();
  await expect(update).toBeFocused();
  expect((await currentRecord(page, 'Alpha University')).tuition).toBe(alpha.tuition);
  expect(await currentRecord(page, 'Beta College')).toMatchObject({
    tuition: beta.tuition,
    version: beta.version,
  });
});
