import { TRAINING_MESSAGES as M, ROLE, TRAINING } from '@exchange/domain';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { uniqueToken } from './support/exports.js';
import { waitForMail } from './support/mailbox.js';
import { PERSONAS, signInAsStaff, submitSignIn, TEXT } from './support/personas.js';
import { expectNoA11yViolations, openMenuItem, temporaryPasswordIn, toast } from './support/staff-screens.js';

const UPLOAD_API = '/api/training/fileupload';
/** A school whose users no other journey lists. */
const SCHOOL = 'Iota College';

/**
 * A TELO account of the journey's own whose training is still required, made through the API as the
 * signed-in TE admin: the demo's untrained@delta.edu stays untrained for the sign-in journeys (journeys
 * of a worker share a server, docs/testing.md), and the API test proves the roster on it. Answers the
 * email and the temporary password its welcome mail carries.
 */
async function createUntrainedTelo(page: Page): Promise<{ email: string; password: string }> {
  const schools = (await (await page.request.get('/api/schools/name')).json()) as {
    id: number;
    schoolName: string;
  }[];
  const school = schools.find((s) => s.schoolName === SCHOOL);
  if (!school) throw new Error(`no school ${SCHOOL}`);
  const email = `trainee.${uniqueToken()}@iota.edu`.toLowerCase();
  const since = Date.now();
  const created = await page.request.post(`/api/user/school/${school.id}`, {
    data: {
      title: 'Benefits Analyst',
      firstName: 'Jamie',
      lastName: 'Trainee',
      email,
      DailyDigest: 0,
      trainingComplete: TRAINING.REQUIRED,
      userRole: [{ userRoleId: ROLE.REPORTS }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { email, password: temporaryPasswordIn(await waitForMail(email, since)) };
}

/** The roster a training provider exports: a header row, then one person per row (built with exceljs). */
async function rosterFile(rows: (string | Date)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Completions');
  sheet.addRow(['Learner', 'Email', 'Completion Date']);
  for (const row of rows) sheet.addRow(row);
  sheet.getColumn(3).numFmt = 'mm/dd/yyyy';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('a TE admin uploads a training roster; the untrained TELO it lists can then sign in', async ({
  page,
}) => {
  await signInAsStaff(page, PERSONAS.admin);
  const trainee = await createUntrainedTelo(page);
  const refused = await page.request.post('/api/login', {
    data: { userName: trainee.email, userPassword: trainee.password },
  });
  expect(refused.status()).toBe(403);

  await openMenuItem(page, 'Training', 'File Upload');
  await expect(page.getByRole('heading', { level: 1, name: M.title })).toBeVisible();
  const file = await rosterFile([
    ['Jamie Trainee', trainee.email, new Date(Date.UTC(2024, 0, 15))],
    ['Nobody', 'nobody@nowhere.example', '2024-01-15'],
  ]);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === UPLOAD_API);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'Completions.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  expect((await answered).status()).toBe(200);

  await expect(toast(page, M.uploaded(1))).toBeVisible();
  const summary = page.getByRole('region', { name: M.summaryTitle('Completions.xlsx') });
  await expect(summary.getByRole('definition')).toHaveText(['2', '1', '1', '0']);
  await expect(summary.getByRole('table', { name: `${M.markedTrained} (1)` })).toContainText(trainee.email);
  await expect(summary.getByRole('table', { name: `${M.notMatched} (1)` })).toContainText(M.noAccount);
  await expect(
    page
      .getByRole('region', { name: M.historyTitle })
      .getByRole('cell', { name: 'Completions.xlsx' })
      .first(),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await submitSignIn(page, trainee.email, trainee.password);
  await expect(page.getByRole('dialog', { name: 'Update Temporary Password' })).toBeVisible();
  await expect(page.getByText(TEXT.trainingIncomplete)).toHaveCount(0);
});
