import { EXPORT_STATUS, formatUsDate, IMPORT_STATUS, REGION_TYPES, ROLE } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programToday } from '../../config.js';
import { inTransaction } from '../../db/transaction.js';
import type { TestContext } from '../../test/app.js';
import { type SchoolHelpers, startSchoolSuite } from '../../test/school-fixtures.js';
import {
  type ApplicationFixtures,
  createApplicationFixtures,
  selectRows,
  submitApplication,
} from '../../test/student-fixtures.js';

// Each change log shows a change made through the API (issue 23): the field's label, the old and new
// values as names (not ids), the modifier, the school, student, aid year and application status, in the
// rows the triggers wrote (3-billing §2 "Change logs", §3 "Change-log row").

type Row = Record<string, string | number | null>;

let t: TestContext;
let h: SchoolHelpers;
let as: Record<string, string>;
let alpha: number;
let beta: number;
let f: ApplicationFixtures;
/** The first and last names of the demo accounts, by email. */
const people: Record<string, { first: string; last: string }> = {};

beforeAll(async () => {
  ({ t, h, as, alpha, beta } = await startSchoolSuite([
    'admin@example.org',
    'telo@alpha.edu',
    'multi@beta.edu',
  ]));
  f = await createApplicationFixtures(t);
  const rows = await selectRows<{ email: string; first_name: string; last_name: string }>(
    t,
    sql`select email, first_name, last_name from users where email in
        ('admin@example.org', 'telo@alpha.edu', 'multi@beta.edu', 'billing@alpha.edu', 'reports@example.org')`,
  );
  for (const r of rows) people[r.email] = { first: r.first_name, last: r.last_name };
});
afterAll(() => t?.close());

const modifier = (email: string) => ({
  modifierFirstName: people[email]!.first,
  modifierLastName: people[email]!.last,
});

/** The rows of a log's first page (newest first) as the given user reads them. */
async function readLog(api: string, cookie: string | undefined, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await h.call('GET', `/api/report/${api}?${qs}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { rows: Row[] }).rows;
}

/** Some fields of a loaded record, as a form sends them back. */
const pick = (record: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, record[k]]));
/** What the Export Application screen's Update App sends back of the loaded application. */
const APPLICATION_FORM =
  'version exportSchoolStatus employeeFirstName employeeLastName employeeEmail employeeId employeeYearOfService customField1 customField2 customField3'.split(
    ' ',
  );

/** The newest row of a log for a field and new value. */
const rowOf = (rows: Row[], columnName: string, newValue?: string | null) =>
  rows.find((r) => r.columnName === columnName && (newValue === undefined || r.newValue === newValue));

describe('TELO User Information', () => {
  it("shows a TELO's change of a school user's name and read-only flag, at that school only", async () => {
    const billing = await h.userId('billing@alpha.edu');
    const res = await h.call('PUT', `/api/user/${billing}/${alpha}`, as['telo@alpha.edu'], {
      title: 'Bursar',
      firstName: 'Robin',
      lastName: people['billing@alpha.edu']!.last,
      email: 'billing@alpha.edu',
      DailyDigest: 0,
      userRole: [{ userRoleId: ROLE.BILLING, readOnly: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);

    const rows = await readLog('changelogtelousers', as['telo@alpha.edu'], { schoolid: alpha });
    const subject = `${people['billing@alpha.edu']!.last}, Robin`;
    expect(rowOf(rows, 'First Name', 'Robin')).toMatchObject({
      action: 'Changed',
      oldValue: people['billing@alpha.edu']!.first,
      userName: subject,
      ...modifier('telo@alpha.edu'),
      // An account row carries no school: it names the school whose log lists it (issue 32).
      schoolName: 'Alpha University',
    });
    // The role row carries the school; its flag reads Yes/No and names the role it belongs to.
    expect(rowOf(rows, 'Read Only (Billing)', 'Yes')).toMatchObject({
      action: 'Changed',
      oldValue: 'No',
      userName: subject,
      ...modifier('telo@alpha.edu'),
      schoolName: 'Alpha University',
    });

    // Beta's log has no row about an account that holds roles only at Alpha.
    const betaRows = await readLog('changelogtelousers', as['multi@beta.edu'], { schoolid: beta });
    expect(betaRows.some((r) => r.userName === subject)).toBe(false);
  });

  it('names in an account row the school whose log lists it, and every school of theirs under All Schools', async () => {
    const [multi] = await selectRows<{ id: number }>(
      t,
      sql`select id from users where email = 'multi@beta.edu'`,
    );
    const admin = await h.userId('admin@example.org');
    await inTransaction(t.database.db, admin, (tx) =>
      tx.execute(sql`update users set title = 'Registrar of Two' where id = ${multi!.id}`),
    );
    const gamma = await h.schoolId('Gamma University');
    const titleRow = async (query: Record<string, string | number>) =>
      rowOf(await readLog('changelogtelousers', as['admin@example.org'], query), 'Title', 'Registrar of Two');

    expect(await titleRow({ schoolid: beta })).toMatchObject({ schoolName: 'Beta College' });
    expect(await titleRow({ schoolid: gamma })).toMatchObject({ schoolName: 'Gamma University' });
    expect(await titleRow({})).toMatchObject({ schoolName: 'Beta College; Gamma University' });
    expect(await titleRow({ schoolid: alpha })).toBeUndefined();
    // The quick filter reads the cell as shown: Gamma's log finds the row by its school's name.
    expect(await titleRow({ schoolid: gamma, search: 'Gamma Univ' })).toMatchObject({
      schoolName: 'Gamma University',
    });
  });
});

describe('TELO School Information', () => {
  it("shows a TE admin's change of the region and a contact by name", async () => {
    const [school] = (await h.call('GET', `/api/schools/${alpha}`, as['admin@example.org'])).json();
    const body = {
      ...school,
      region: 6,
      schoolContact: school.schoolContact.map(
        ({ contactType: _, ...c }: { contactType: string; contactId: number }) =>
          c.contactId === 2 ? { ...c, contactFirstName: 'Imogen' } : c,
      ),
      schoolParticipationType: school.schoolParticipationType.map((p: { participationId: number }) => ({
        participationId: p.participationId,
      })),
    };
    const res = await h.call('PUT', `/api/schools/${alpha}`, as['admin@example.org'], body);
    expect(res.statusCode, res.body).toBe(200);

    const rows = await readLog('changelogschool', as['telo@alpha.edu'], { schoolid: alpha });
    expect(rowOf(rows, 'Region', 'International')).toMatchObject({
      action: 'Changed',
      oldValue: REGION_TYPES.find((r) => r.id === school.region)!.regionName,
      ...modifier('admin@example.org'),
      schoolName: 'Alpha University',
    });
    expect(rowOf(rows, 'Contact First Name (President)', 'Imogen')).toMatchObject({
      oldValue: expect.any(String),
      ...modifier('admin@example.org'),
    });
  });
});

describe('application, export and import logs', () => {
  let app: Awaited<ReturnType<typeof submitApplication>>;
  const student = 'Fixture, Sam';

  beforeAll(async () => {
    // Alpha and Beta share programs 1 and 2, so the import row's program can be chosen.
    await t.database.db.execute(
      sql`delete from school_participation_types where school_id in (${alpha}, ${beta})`,
    );
    await t.database.db.execute(sql`insert into school_participation_types (school_id, participation_id)
      values (${alpha}, 1), (${alpha}, 2), (${beta}, 1), (${beta}, 2)`);
    app = await submitApplication(t, f, {}, 'changelog');
  });

  it('Application Information shows the export school correcting the employee title', async () => {
    const [v] = (
      await h.call('GET', `/api/student/application/${app.applicationId}`, as['telo@alpha.edu'])
    ).json().studentApplication;
    const res = await h.call(
      'PUT',
      `/api/student/${app.studentId}/application/${app.applicationId}`,
      as['telo@alpha.edu'],
      {
        studentApplication: {
          ...pick(v, APPLICATION_FORM),
          employeeTitle: 'Head Librarian',
        },
      },
    );
    expect(res.statusCode, res.body).toBe(200);

    const rows = await readLog('changelogstudentapplication', as['telo@alpha.edu'], { schoolid: alpha });
    expect(rowOf(rows, 'Employee Title', 'Head Librarian')).toMatchObject({
      action: 'Changed',
      oldValue: 'Librarian',
      ...modifier('telo@alpha.edu'),
      schoolName: 'Alpha University',
      studentName: student,
      aidYearName: '2090-2091',
      applicationStatus: 'OPEN',
    });
    // The application's creation is there too, by name, without the columns that only tie it to them.
    const created = rows.filter((r) => r.action === 'Added' && r.studentName === student);
    expect(created.find((r) => r.columnName === 'Student Category')?.newValue).toBe('Transfer Student');
    expect(created.some((r) => ['Export School', 'Aid Year', 'Student'].includes(String(r.columnName)))).toBe(
      false,
    );
  });

  it('Export Status shows the decision by name, with its date in US format', async () => {
    const res = await h.call('PUT', `/api/export/${app.applicationId}`, as['telo@alpha.edu'], {
      exportStatusId: EXPORT_STATUS.EXPORT_APPROVED,
      exportStatusDate: '2000-01-01',
    });
    expect(res.statusCode, res.body).toBe(200);

    const rows = await readLog('changelogexportstatus', as['telo@alpha.edu'], { schoolid: alpha });
    expect(rowOf(rows, 'Export Status', 'Export Approved')).toMatchObject({
      action: 'Changed',
      oldValue: 'Awaiting Decision',
      ...modifier('telo@alpha.edu'),
      schoolName: 'Alpha University',
      studentName: student,
      aidYearName: '2090-2091',
    });
    expect(rowOf(rows, 'Export Status Date', formatUsDate(programToday(t.config)))).toBeDefined();
    // The export decision is not an Application Information row.
    const appRows = await readLog('changelogstudentapplication', as['telo@alpha.edu'], { schoolid: alpha });
    expect(rowOf(appRows, 'Export Status')).toBeUndefined();
  });

  it("Import Status shows the import school's decision and program by name, at the import school", async () => {
    const res = await h.call(
      'PUT',
      `/api/import/appid/${app.applicationId}/importschool/${beta}`,
      as['multi@beta.edu'],
      { importStatus: IMPORT_STATUS.UNDER_REVIEW, participationTypeId: 2 },
    );
    expect(res.statusCode, res.body).toBe(200);

    const rows = await readLog('changelogimportstatus', as['multi@beta.edu'], { schoolid: beta });
    expect(rowOf(rows, 'Import Status', 'Under Review')).toMatchObject({
      action: 'Changed',
      oldValue: 'Import Decision Pending',
      ...modifier('multi@beta.edu'),
      schoolName: 'Beta College',
      studentName: student,
      aidYearName: '2090-2091',
      applicationStatus: 'OPEN',
    });
    expect(rowOf(rows, 'Exchange Program', 'Graduate')).toMatchObject(modifier('multi@beta.edu'));
    // Alpha (the export school) does not read Beta's import rows through its own log.
    const alphaRows = await readLog('changelogimportstatus', as['admin@example.org'], { schoolid: alpha });
    expect(alphaRows.some((r) => r.studentName === student && r.newValue === 'Under Review')).toBe(false);
  });
});

describe('TE Admin Information', () => {
  it("shows a TE admin's change of a TE user with TE role names", async () => {
    const id = await h.userId('reports@example.org');
    const res = await h.call('PUT', `/api/user/admin/${id}`, as['admin@example.org'], {
      firstName: 'Quincy',
      lastName: people['reports@example.org']!.last,
      email: 'reports@example.org',
      userRole: [{ userRoleId: ROLE.ADMIN, readOnly: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);

    const rows = await readLog('changelogteuser', as['admin@example.org']);
    const subject = `${people['reports@example.org']!.last}, Quincy`;
    expect(rowOf(rows, 'First Name', 'Quincy')).toMatchObject({
      action: 'Changed',
      oldValue: people['reports@example.org']!.first,
      userName: subject,
      ...modifier('admin@example.org'),
    });
    // Roles are replaced: the new one is added by its TE name, the old one removed.
    expect(rowOf(rows, 'Role', 'TE Admin')).toMatchObject({
      action: 'Added',
      userName: subject,
      ...modifier('admin@example.org'),
    });
    expect(rowOf(rows, 'Read Only (TE Admin)', 'Yes')).toMatchObject({ action: 'Added' });
    expect(rows.find((r) => r.columnName === 'Role' && r.oldValue === 'Reports')).toMatchObject({
      action: 'Removed',
      newValue: null,
      ...modifier('admin@example.org'),
    });
  });
});

describe('Enrollment Review', () => {
  it('shows a review added and its date corrected, by term, with the acting user', async () => {
    const admin = await h.userId('admin@example.org');
    const telo = await h.userId('telo@alpha.edu');
    const [id] = await inTransaction(t.database.db, telo, async (tx) => {
      const result =
        await tx.execute(sql`insert into enrollment_reviews (school_id, aid_year_id, review_term, review_date)
        values (${alpha}, ${f.aidYearId}, 'Fall', '2090-09-15') returning id`);
      return (result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
    });
    await inTransaction(t.database.db, admin, (tx) =>
      tx.execute(sql`update enrollment_reviews set review_date = '2090-09-16' where id = ${id}`),
    );

    const rows = await readLog('changelogenrollmentreview', as['telo@alpha.edu'], { schoolid: alpha });
    expect(rowOf(rows, 'Review Date (Fall)', '09/16/2090')).toMatchObject({
      action: 'Changed',
      oldValue: '09/15/2090',
      ...modifier('admin@example.org'),
      schoolName: 'Alpha University',
      aidYearName: '2090-2091',
    });
    expect(rowOf(rows, 'Review Term', 'Fall')).toMatchObject({
      action: 'Added',
      ...modifier('telo@alpha.edu'),
    });
  });
});
