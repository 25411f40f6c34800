import { type APIRequestContext, expect, type Locator, type Page, request } from '@playwright/test';
import { BASE_URL } from './environment.js';
import { DEMO_PASSWORD, PERSONAS } from './personas.js';

/** Spec texts of the export lists (2-applications §8, open-points 16). */
export const EXPORT_TEXT = {
  statusUpdated: 'Export status updated.',
  statusUpdateComplete: 'Export status update complete.',
  bulkUpdateComplete: 'Export status bulk update complete.',
  notSelected: 'A new export status was not selected.',
  reasonHint: 'Reason must be greater than 5 characters',
  noExports: (school: string) => `There are no exports for ${school}`,
  noClosedExports: (school: string) => `There are no closed exports for ${school}`,
} as const;

export const EXPORT_PATHS = {
  list: '/exports/applications',
  closed: '/exports/closedapplications',
  detail: '/exports/applications/studentapplication',
  closedDetail: '/exports/closedapplications/studentapplication',
} as const;

/** An application a journey made for itself, so parallel journeys never change the same row. */
export interface CreatedApplication {
  id: number;
  studentId: number;
  firstName: string;
  lastName: string;
}

interface NamedOption {
  id: number;
  schoolName: string;
  deadlineStatus: 'ENABLED' | 'DISABLED';
}

/** A token no other run has used: journeys put it in their students' names to find their rows. */
export function uniqueToken(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.replace(/\d/g, (d) =>
    'abcdefghij'.charAt(Number(d)),
  );
}

async function json<T>(context: APIRequestContext, path: string): Promise<T> {
  const response = await context.get(path);
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** An active aid year in which the employer takes applications, with two import schools open to it. */
async function findOpenYear(context: APIRequestContext, employer: string) {
  const years = await json<{ id: number }[]>(context, '/api/student/aidyear');
  for (const year of years) {
    const employers = await json<NamedOption[]>(context, `/api/schools/exportschools/${year.id}`);
    const exportSchool = employers.find((s) => s.schoolName === employer && s.deadlineStatus === 'ENABLED');
    if (!exportSchool) continue;
    const imports = await json<NamedOption[]>(
      context,
      `/api/schools/importschools/${exportSchool.id}/${year.id}`,
    );
    const open = imports.filter((s) => s.deadlineStatus === 'ENABLED' && s.id !== exportSchool.id);
    if (open.length >= 2) return { aidYearId: year.id, exportSchoolId: exportSchool.id, imports: open };
  }
  throw new Error(`No active aid year in which ${employer} takes applications`);
}

/** Registers a new student account through the API (as the Sign Up page does), signed in on `context`. */
export async function registerStudent(
  context: APIRequestContext,
  name: { first: string; last: string },
  kind: string,
): Promise<{ email: string; studentId: number }> {
  const email = `e2e.${kind}.${uniqueToken()}@example.net`;
  const registered = await context.post('/api/student/register', {
    data: {
      userName: email,
      firstName: name.first,
      lastName: name.last,
      email,
      userPassword: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      userType: 'STUDENT',
      ferpa: 1,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { studentId } = (await registered.json()) as { studentId: number };
  return { email, studentId };
}

/**
 * Signs a new student up through the API and submits an EZ application naming `employer` (Alpha
 * University by default) and two import schools; answers the application. The student's last name
 * carries the caller's token, so the row is found by it.
 */
export async function createExportApplication(
  name: { first: string; last: string },
  employer = 'Alpha University',
): Promise<CreatedApplication> {
  const context = await request.newContext({ baseURL: BASE_URL });
  try {
    const { studentId } = await registerStudent(context, name, 'export');
    const year = await findOpenYear(context, employer);
    const categories = await json<{ id: number; categoryName: string }[]>(
      context,
      '/api/student/studentcategories?applicationStatus=OPEN',
    );
    const category = categories.find((c) => c.categoryName === 'Continuing Sophomore') ?? categories[0];
    const domain = employer === 'Alpha University' ? 'alpha.edu' : 'example.edu';
    const created = await context.post(`/api/student/${studentId}/application`, {
      data: {
        studentAddress: '12 Elm Street',
        studentCity: 'Columbus',
        studentState: 'OH',
        studentZip: '43215',
        studentCellPhone: '(614) 555-0199',
        studentBirthDate: '2007-04-09',
        countryId: 1,
        acknowledgment: true,
        studentApplication: {
          applicationStatus: 'OPEN',
          aidyear: year.aidYearId,
          exportSchool: year.exportSchoolId,
          employeeFirstName: 'Maria',
          employeeLastName: `Staff${name.last}`,
          employeeTitle: 'Librarian',
          employeeEmail: `maria.${uniqueToken()}@${domain}`,
          employeeId: 'E2E000123',
          employeeYearOfService: '7',
          studentCategoryId: category?.id,
          studentApplicationSchool: year.imports.slice(0, 2).map((s) => ({ importSchool: s.id })),
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const answer = (await created.json()) as {
      studentApplication: { id: number; applicationStatus: string }[];
    };
    const application = answer.studentApplication.find((a) => a.applicationStatus === 'OPEN');
    if (!application) throw new Error('The new application is not listed as OPEN');
    return { id: application.id, studentId, firstName: name.first, lastName: name.last };
  } finally {
    await context.dispose();
  }
}

/** The row of a student in the export grid, found by the student's last and first name. */
export function exportRow(grid: Locator, app: Pick<CreatedApplication, 'firstName' | 'lastName'>): Locator {
  return grid
    .getByRole('row')
    .filter({ has: grid.page().getByRole('gridcell', { name: app.lastName, exact: true }) })
    .filter({ has: grid.page().getByRole('gridcell', { name: app.firstName, exact: true }) });
}

/** The row's student as the row's controls name it: "Last, First". */
export function studentLabel(app: Pick<CreatedApplication, 'firstName' | 'lastName'>): string {
  return `${app.lastName}, ${app.firstName}`;
}

/** Narrows a grid to the rows matching the text, through its search box. */
/**
 * Ticks a grid row's selection box. A click landing while the grid re-renders (its quick filter applying,
 * its rows arriving) can be lost, so it is retried until the box shows ticked; never clicked twice once it is.
 */
export async function selectRow(row: Locator) {
  const box = row.getByRole('checkbox', { name: 'Select row' });
  await expect(async () => {
    if (!(await box.isChecked())) await box.click();
    await expect(box).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

export async function searchGrid(page: Page, text: string) {
  await page
    .getByRole('searchbox')
    .or(page.getByRole('textbox', { name: 'Search' }))
    .first()
    .fill(text);
}

/** Signs in through an API context of its own (its own cookie jar), as a staff persona by default. */
export async function staffApi(email: string = PERSONAS.telo): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: BASE_URL });
  const response = await context.post('/api/login', {
    data: { userName: email, userPassword: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return context;
}

/**
 * Denies the application as Alpha University's primary TELO through the API (Denied: Not an Employee):
 * with no import school past Decision Pending the application closes (open-points 8).
 */
export async function denyExportApplication(app: CreatedApplication, schoolName = 'Alpha University') {
  const context = await staffApi(PERSONAS.telo);
  try {
    const me = (await (await context.post('/api/login/User')).json()) as {
      userRole: { roleSchoolId: number | null; schoolName?: string | null }[];
    };
    const schoolId = me.userRole.find((r) => r.schoolName === schoolName)?.roleSchoolId;
    if (!schoolId) throw new Error(`The TELO has no role at ${schoolName}`);
    const rows = await json<{ id: number; version: number }[]>(context, `/api/export/school/${schoolId}`);
    const row = rows.find((r) => r.id === app.id);
    if (!row) throw new Error(`Application ${app.id} is not in the open export list`);
    const statuses = await json<{ id: number; exportStatus: string }[]>(context, '/api/student/exportstatus');
    const denied = statuses.find((s) => s.exportStatus === 'Denied: Not an Employee');
    const response = await context.put(`/api/export/${app.id}`, {
      data: { exportStatusId: denied?.id, version: row.version },
    });
    expect(response.ok(), await response.text()).toBe(true);
  } finally {
    await context.dispose();
  }
}

/** Picks a list filter's option (its select is named exactly by the label, unlike the rows' selects). */
export async function chooseFilter(page: Page, label: 'Application Year' | 'Export Status', option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Opens an export list by its address and waits for its heading; the first visit loads the grid's
 * code, which a busy machine takes a while to do.
 */
export async function openExportList(page: Page, path: string, heading = 'Export Applications') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
}
