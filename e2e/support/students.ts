import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, PERSONAS } from './personas.js';

/** Spec texts of the student pages (1-core §5, §8). */
export const STUDENT_TEXT = {
  applicationCreated: 'Application created.',
  applicationUpdated: 'Application updated.',
  oneApplicationOpen: 'One application is already open.',
  usernameUnavailable: 'Requested username is unavailable, please try again.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  employeeEmailEdu: 'Employee email must end in .edu',
  emailsMustDiffer: 'The student email and employee email must be different.',
  birthMonthInvalid: 'Please enter a valid month value.',
} as const;

/** A sign-up email no other run has used. */
export function freshEmail(tag: string): string {
  return `e2e.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.net`;
}

/** Creates an applicant account through /registration and waits for the EZ application it leads to. */
export async function registerStudent(page: Page, email: string, name = { first: 'Morgan', last: 'Ellis' }) {
  await page.goto('/registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your applicant account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First Name' }).fill(name.first);
  await page.getByRole('textbox', { name: 'Middle Initial' }).fill('Q');
  await page.getByRole('textbox', { name: 'Last Name' }).fill(name.last);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('checkbox', { name: /FERPA/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/ezapplication$/);
  await expect(page.getByRole('heading', { level: 1, name: 'EZ Application' })).toBeVisible();
}

/** Fills the student part of the EZ or update form with a US address. */
export async function fillStudentAddress(page: Page, phone = '6145550199') {
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('18 Orchard Lane');
  await page.getByRole('textbox', { name: 'City' }).fill('Columbus');
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'United States' });
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Ohio' });
  await page.getByRole('textbox', { name: 'ZIP Code' }).fill('43215');
  await page.getByRole('textbox', { name: 'Cell Phone' }).fill(phone);
  const birth = page.getByRole('group', { name: /Birth Date/ });
  await birth.getByRole('textbox', { name: 'Month' }).fill('04');
  await birth.getByRole('textbox', { name: 'Day' }).fill('09');
  await birth.getByRole('textbox', { name: 'Year' }).fill('2007');
}

/** Picks the first aid year offered and a classification. */
export async function chooseAidYearAndClassification(page: Page, classification = 'Continuing Sophomore') {
  await page.getByRole('combobox', { name: 'Aid Year' }).selectOption({ index: 1 });
  await page
    .getByRole('combobox', { name: 'Student Classification' })
    .selectOption({ label: classification });
}

/** The Schools to Attend field. */
export function schoolsField(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Schools to Attend' });
}

/** The open list of the Schools to Attend field. */
export function schoolsListbox(page: Page): Locator {
  return page.getByRole('listbox', { name: 'Schools to Attend' });
}

/**
 * Picks `count` schools that accept applications from the open list and answers their labels.
 * Schools not accepting applications are listed but disabled.
 */
export async function pickSchools(page: Page, count: number): Promise<string[]> {
  const field = schoolsField(page);
  await field.click();
  const listbox = schoolsListbox(page);
  // A click on the focused, empty field toggles the list; the arrow key only opens it.
  if (!(await listbox.isVisible())) await field.press('ArrowDown');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  const picked: string[] = [];
  for (let i = 0; i < count; i++) {
    const option = listbox.locator('[role="option"]:not([aria-disabled="true"])').first();
    const label = (await option.textContent())?.trim() ?? '';
    await option.click();
    picked.push(label);
  }
  await page.keyboard.press('Escape');
  return picked;
}

/** Signs in through the given request context (its own cookie jar). */
export async function apiSignIn(request: APIRequestContext, email: string) {
  const response = await request.post('/api/login', {
    data: { userName: email, userPassword: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

interface ListedApplication {
  applicationStatus: string;
  employeeFirstName: string;
  employeeLastName: string;
  employeeEmail: string;
  exportSchoolName: string;
  studentApplicationSchool: { importSchoolName: string; importStatusName: string }[];
}

/** A student offered a transfer: the email, the open application and the school it is Enrolled at. */
export interface TransferOffer {
  email: string;
  open: ListedApplication;
  enrolledSchool: string;
}

/**
 * The student's transfer offer as their applications answer it (through a TE admin's session on
 * `request`): an open application with an Enrolled school and no transfer yet; null when there is none.
 */
export async function transferOfferOf(
  request: APIRequestContext,
  studentId: number,
): Promise<TransferOffer | null> {
  const response = await request.get(`/api/student/${studentId}/applications`);
  if (!response.ok()) return null;
  const answer = (await response.json()) as {
    studentEmail: string;
    transferOffered: boolean;
    studentApplication: ListedApplication[];
  };
  if (!answer.transferOffered) return null;
  const open = answer.studentApplication.find((a) => a.applicationStatus === 'OPEN');
  const enrolled = open?.studentApplicationSchool.find((s) => s.importStatusName === 'Enrolled');
  return open && enrolled
    ? { email: answer.studentEmail, open, enrolledSchool: enrolled.importSchoolName }
    : null;
}

/**
 * A seeded student offered a transfer. A journey that starts the transfer makes its own student instead
 * (createImportApplication, moved to Enrolled): the seed has few, and each run uses one up.
 */
export async function findTransferStudent(request: APIRequestContext): Promise<TransferOffer> {
  await apiSignIn(request, PERSONAS.admin);
  for (let id = 1; id <= 120; id++) {
    const offer = await transferOfferOf(request, id);
    if (offer) return offer;
  }
  throw new Error('The seed has no student who is offered a transfer');
}
