import { type APIRequestContext, expect, type Locator, type Page, request } from '@playwright/test';
import { BASE_URL } from './environment.js';
import { registerStudent, staffApi } from './exports.js';
import { DEMO_PASSWORD, PERSONAS } from './personas.js';

/** Spec texts of the import lists (2-applications §4, §8, open-points 7, 16). */
export const IMPORT_TEXT = {
  statusUpdated: 'Import status updated.',
  statusUpdateComplete: 'Import status update complete.',
  nothingChanged: 'A new import status or exchange program was not selected.',
  nothingChangedTransfer: 'A new import status was not selected.',
  programNotSelected: 'An exchange program was not selected.',
  reasonHint: 'Reason must be greater than 5 characters',
  leaveHint: 'Must be within 6 months of begin date.',
  eligibilityQuestion: 'Has the student used a term of eligibility?',
  noImportsMatching: 'No applications match the selected filters.',
} as const;

export const IMPORT_PATHS = {
  list: '/imports/applications',
  transfer: '/imports/transferapplications',
  closed: '/imports/closedapplications',
  detail: '/imports/applications/studentapplication',
  transferDetail: '/imports/transferapplications/studentapplication',
  closedDetail: '/imports/closedapplications/studentapplication',
} as const;

/** An application a journey made for itself, with the student's sign-in for a later transfer. */
export interface ImportApplication {
  id: number;
  studentId: number;
  email: string;
  firstName: string;
  lastName: string;
  aidYearId: number;
  exportSchoolId: number;
}

interface SchoolOption {
  id: number;
  schoolName: string;
  deadlineStatus: 'ENABLED' | 'DISABLED';
}

interface ImportRowAnswer {
  importStatus: number;
  participationTypeId: number | null;
  programOptions: { participationId: number }[];
  version: number;
}

async function json<T>(context: APIRequestContext, path: string): Promise<T> {
  const response = await context.get(path);
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A school's id by its name, as a TE admin lists them. */
export async function schoolIdOf(name: string): Promise<number> {
  const admin = await staffApi(PERSONAS.admin);
  try {
    const schools = await json<{ id: number; schoolName: string }[]>(admin, '/api/schools/name');
    const school = schools.find((s) => s.schoolName === name);
    if (!school) throw new Error(`No school named ${name}`);
    return school.id;
  } finally {
    await admin.dispose();
  }
}

/** The id of a status of the import or export catalogue, by its name. */
async function statusId(context: APIRequestContext, side: 'import' | 'export', name: string) {
  const path = side === 'import' ? '/api/student/importstatus' : '/api/student/exportstatus';
  const key = side === 'import' ? 'importStatus' : 'exportStatus';
  const list = await json<Record<string, string | number>[]>(context, path);
  const found = list.find((s) => s[key] === name);
  if (!found) throw new Error(`No ${side} status named ${name}`);
  return Number(found.id);
}

/**
 * Signs a new student up and submits an EZ application for the current aid year (so Enrolled is
 * reachable from Under Review after 15 August) naming `employer` and the given import schools.
 */
export async function createImportApplication(
  name: { first: string; last: string },
  { employer = 'Beta College', importSchools = ['Alpha University'] } = {},
): Promise<ImportApplication> {
  const context = await request.newContext({ baseURL: BASE_URL });
  try {
    const { email, studentId } = await registerStudent(context, name, 'import');
    const year = await json<{ id: number }>(context, '/api/student/currentAidYear');
    const employers = await json<SchoolOption[]>(context, `/api/schools/exportschools/${year.id}`);
    const exportSchool = employers.find((s) => s.schoolName === employer && s.deadlineStatus === 'ENABLED');
    if (!exportSchool) throw new Error(`${employer} takes no applications for the current aid year`);
    const options = await json<SchoolOption[]>(
      context,
      `/api/schools/importschools/${exportSchool.id}/${year.id}`,
    );
    const schools = importSchools.map((schoolName) => {
      const school = options.find((s) => s.schoolName === schoolName && s.deadlineStatus === 'ENABLED');
      if (!school) throw new Error(`${schoolName} is not open to ${employer} students this year`);
      return { importSchool: school.id };
    });
    // A continuing student: Leave of Absence is not offered to first-time students this year (§4).
    const categories = await json<{ id: number; categoryName: string }[]>(
      context,
      '/api/student/studentcategories?applicationStatus=OPEN',
    );
    const category = categories.find((c) => c.categoryName === 'Continuing Sophomore') ?? categories[1];
    const created = await context.post(`/api/student/${studentId}/application`, {
      data: applicationBody(name.last, year.id, exportSchool.id, 'OPEN', schools, category?.id),
    });
    expect(created.status(), await created.text()).toBe(201);
    const answer = (await created.json()) as {
      studentApplication: { id: number; applicationStatus: string }[];
    };
    const application = answer.studentApplication.find((a) => a.applicationStatus === 'OPEN');
    if (!application) throw new Error('The new application is not listed as OPEN');
    return {
      id: application.id,
      studentId,
      email,
      firstName: name.first,
      lastName: name.last,
      aidYearId: year.id,
      exportSchoolId: exportSchool.id,
    };
  } finally {
    await context.dispose();
  }
}

/** The EZ application body: a continuing student whose parent works at the employer. */
function applicationBody(
  last: string,
  aidYearId: number,
  exportSchoolId: number,
  applicationStatus: 'OPEN' | 'TRANSFER',
  schools: { importSchool: number }[],
  studentCategoryId?: number,
) {
  return {
    studentAddress: '12 Elm Street',
    studentCity: 'Columbus',
    studentState: 'OH',
    studentZip: '43215',
    studentCellPhone: '(614) 555-0199',
    studentBirthDate: '2006-04-09',
    countryId: 1,
    acknowledgment: true,
    studentApplication: {
      applicationStatus,
      aidyear: aidYearId,
      exportSchool: exportSchoolId,
      employeeFirstName: 'Maria',
      employeeLastName: `Staff${last}`,
      employeeTitle: 'Librarian',
      employeeEmail: `maria.${last.toLowerCase()}@example.edu`,
      employeeId: 'E2E000456',
      employeeYearOfService: '7',
      studentCategoryId,
      studentApplicationSchool: schools,
    },
  };
}

/** The export school's decision, made by the TE admin: the import rows wait for it (open-points 4). */
export async function setExportStatus(app: ImportApplication, status: string) {
  const admin = await staffApi(PERSONAS.admin);
  try {
    const rows = await json<{ id: number; version: number }[]>(
      admin,
      `/api/export/school/${app.exportSchoolId}`,
    );
    const row = rows.find((r) => r.id === app.id);
    if (!row) throw new Error(`Application ${app.id} is not on its export list`);
    const response = await admin.put(`/api/export/${app.id}`, {
      data: { exportStatusId: await statusId(admin, 'export', status), version: row.version },
    });
    expect(response.ok(), await response.text()).toBe(true);
  } finally {
    await admin.dispose();
  }
}

/**
 * Moves the application's row at an import school through the given statuses as the TE admin, with
 * the row's program (or its first common one) where a status needs one.
 */
export async function moveImportRow(app: ImportApplication, schoolName: string, statuses: string[]) {
  const schoolId = await schoolIdOf(schoolName);
  const admin = await staffApi(PERSONAS.admin);
  try {
    const path = `/api/import/appid/${app.id}/importschool/${schoolId}`;
    for (const status of statuses) {
      const row = await json<ImportRowAnswer>(admin, path);
      const response = await admin.put(path, {
        data: {
          importStatus: await statusId(admin, 'import', status),
          participationTypeId: row.participationTypeId ?? row.programOptions[0]?.participationId ?? null,
          version: row.version,
        },
      });
      expect(response.ok(), `${status}: ${await response.text()}`).toBe(true);
    }
  } finally {
    await admin.dispose();
  }
}

/** The student, enrolled through the open application, submits a transfer naming the import schools. */
export async function createTransferApplication(app: ImportApplication, importSchools: string[]) {
  const context = await request.newContext({ baseURL: BASE_URL });
  try {
    const signedIn = await context.post('/api/login', {
      data: { userName: app.email, userPassword: DEMO_PASSWORD },
    });
    expect(signedIn.ok()).toBe(true);
    const categories = await json<{ id: number; categoryName: string }[]>(
      context,
      '/api/student/studentcategories?applicationStatus=TRANSFER',
    );
    const options = await json<SchoolOption[]>(
      context,
      `/api/schools/importschools/${app.exportSchoolId}/${app.aidYearId}`,
    );
    const schools = importSchools.map((name) => {
      const school = options.find((s) => s.schoolName === name);
      if (!school) throw new Error(`${name} is not offered to the transfer`);
      return { importSchool: school.id };
    });
    const created = await context.post(`/api/student/${app.studentId}/application`, {
      data: applicationBody(
        app.lastName,
        app.aidYearId,
        app.exportSchoolId,
        'TRANSFER',
        schools,
        categories[0]?.id,
      ),
    });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await context.dispose();
  }
}

/** The row of a student in an import grid, found by the student's last and first name. */
export function importRow(grid: Locator, app: Pick<ImportApplication, 'firstName' | 'lastName'>): Locator {
  return grid
    .getByRole('row')
    .filter({ has: grid.page().getByRole('gridcell', { name: app.lastName, exact: true }) })
    .filter({ has: grid.page().getByRole('gridcell', { name: app.firstName, exact: true }) });
}

/** Opens an import list by its address and waits for its heading (the first visit loads the grid's code). */
export async function openImportList(page: Page, path: string, heading = 'Import Applications') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
}

/** Picks an import list filter's option. */
export async function chooseImportFilter(
  page: Page,
  label: 'Application Year' | 'Import Status',
  option: string,
) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
