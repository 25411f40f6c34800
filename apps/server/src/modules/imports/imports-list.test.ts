import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS,
  EXPORT_STATUS,
  IMPORT_STATUS,
  IMPORT_STATUSES_HIDDEN_BY_DEFAULT,
  type ImportListRow,
  PARTICIPATION_TYPES,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolAidYears } from '../../db/schema/aid-years.js';
import { schools } from '../../db/schema/schools.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { createPersonaFixtures, type PersonaFixtures } from '../../test/persona-fixtures.js';
import { daysFromToday, selectRows, setExportState, submitApplication } from '../../test/student-fixtures.js';

// Two import schools of this file's own, A (Import List College) and B (Import Peer College), so nothing
// else lists rows there; Alpha University exports. A offers programs 1 and 2, B only 2, Alpha 1, 2 and 3.
// The persona fixtures give the TE admin ('te').

let t: TestContext;
let fx: PersonaFixtures;
let A: number;
let B: number;
const I = IMPORT_STATUS;
const [UG, GRAD, ONLINE] = PARTICIPATION_TYPES;

/** A new school with a record for the fixture aid year, so applications may list it. */
async function createImportSchool(schoolName: string, slug: string) {
  const [school] = await t.database.db
    .insert(schools)
    .values({
      schoolName,
      address: '2 Fixture Road',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      phone: '2175550101',
      url: `https://www.${slug}.edu`,
      joinDate: '2020-07-01',
      overview: `${schoolName} exists only in the import list tests.`,
    })
    .returning({ id: schools.id });
  await t.database.db.insert(schoolAidYears).values({
    schoolId: school!.id,
    aidYearId: fx.applications.aidYearId,
    exportDeadline: daysFromToday(30),
    importDeadline: daysFromToday(30),
  });
  return school!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  fx = await createPersonaFixtures(t);
  A = await createImportSchool('Import List College', 'import-list');
  B = await createImportSchool('Import Peer College', 'import-peer');
  const alpha = fx.applications.school('Alpha University');
  await t.database.db.execute(sql`delete from school_participation_types where school_id = ${alpha}`);
  await t.database.db.execute(sql`insert into school_participation_types (school_id, participation_id)
    values (${A}, ${UG!.id}), (${A}, ${GRAD!.id}), (${B}, ${GRAD!.id}),
           (${alpha}, ${UG!.id}), (${alpha}, ${GRAD!.id}), (${alpha}, ${ONLINE!.id})`);
});
afterAll(() => t?.close());

/** An application from Alpha University to A and B. */
async function applyToAAndB() {
  const schools = [
    { importSchool: A, importStatus: I.AWAITING_EXPORT_DECISION },
    { importSchool: B, importStatus: I.AWAITING_EXPORT_DECISION },
  ];
  return submitApplication(t, fx.applications, { studentApplicationSchool: schools }, 'imported');
}

async function list(schoolId: number, query = '', persona: keyof PersonaFixtures['cookies'] = 'te') {
  return t.app.inject({
    method: 'GET',
    url: `/api/import/school/${schoolId}${query}`,
    headers: { cookie: fx.cookies[persona] ?? '' },
  });
}

const ids = (rows: ImportListRow[]) => rows.map((r) => r.applicationId);

/** A school no application lists as an import school. */
async function schoolWithoutImports() {
  const [none] = await selectRows<{ id: number; name: string }>(
    t,
    sql`select id, school_name as name from schools s
        where not exists (select 1 from application_schools x where x.import_school_id = s.id) limit 1`,
  );
  return none!;
}

describe('import lists', () => {
  it("answers 404 with the list's sentence while the school has nothing on it", async () => {
    const none = await schoolWithoutImports();
    const open = await list(none.id);
    expect(open.statusCode).toBe(404);
    expect(open.json().message).toBe(APPLICATION_MESSAGES.noImports(none.name));
    const transfer = await list(A, '?appstatus=TRANSFER');
    expect(transfer.json().message).toBe(APPLICATION_MESSAGES.noTransferImports('Import List College'));
    const closed = await list(A, '?appstatus=CLOSED');
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toBe(APPLICATION_MESSAGES.noClosedImports('Import List College'));
  });

  it("lists the school's rows newest first with both schools, programs and other schools", async () => {
    const first = await applyToAAndB();
    const second = await applyToAAndB();
    const res = await list(A);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as ImportListRow[];
    expect(ids(rows)).toEqual([second.applicationId, first.applicationId]);
    expect(rows[0]).toMatchObject({
      importSchool: A,
      importSchoolName: 'Import List College',
      importSchoolCity: 'Springfield',
      importSchoolState: 'IL',
      academicTerm: 1,
      applicationStatus: APPLICATION_STATUS.OPEN,
      aidYear: '2090-2091',
      exportSchoolName: 'Alpha University',
      studentFirstName: 'Sam',
      studentCategoryName: 'Transfer Student',
      importStatus: I.AWAITING_EXPORT_DECISION,
      importEnrolledSchool: null,
      programOptions: [
        { participationId: UG!.id, participationName: UG!.participationName },
        { participationId: GRAD!.id, participationName: GRAD!.participationName },
      ],
      additionalImportSchools: 1,
      modifiedBy: null,
      modifiedByFirstName: null,
      statusOptions: [I.AWAITING_EXPORT_DECISION],
    });
    const atB = (await list(B)).json() as ImportListRow[];
    expect(atB.find((r) => r.applicationId === first.applicationId)?.programOptions).toEqual([
      { participationId: GRAD!.id, participationName: GRAD!.participationName },
    ]);
  });

  it('shows each application status on its own list only', async () => {
    const transfer = await applyToAAndB();
    await setExportState(t, transfer.applicationId, {
      exportStatusId: EXPORT_STATUS.EXPORT_APPROVED,
      applicationStatus: APPLICATION_STATUS.TRANSFER,
      importStatuses: { [A]: I.DECISION_PENDING },
    });
    const closed = await applyToAAndB();
    await setExportState(t, closed.applicationId, {
      exportStatusId: EXPORT_STATUS.DENIED_NOT_EMPLOYEE,
      applicationStatus: APPLICATION_STATUS.CLOSED,
    });
    const open = ids((await list(A)).json());
    expect(open).not.toContain(transfer.applicationId);
    expect(open).not.toContain(closed.applicationId);
    const transferRows = (await list(A, '?appstatus=TRANSFER')).json() as ImportListRow[];
    expect(ids(transferRows)).toEqual([transfer.applicationId]);
    expect(transferRows[0]!.statusOptions).toContain(I.UNDER_REVIEW);
    const closedRows = (await list(A, '?appstatus=CLOSED')).json() as ImportListRow[];
    expect(ids(closedRows)).toEqual([closed.applicationId]);
    // Closed screens are read-only.
    expect(closedRows[0]).toMatchObject({ statusOptions: [], actions: { editStatus: 'hidden' } });
  });

  it('filters by import status: 0 leaves out Withdrawn, Transferred and Graduated, which stay choosable', async () => {
    const withdrawn = await applyToAAndB();
    await setExportState(t, withdrawn.applicationId, {
      exportStatusId: EXPORT_STATUS.EXPORT_APPROVED,
      importStatuses: { [A]: I.WITHDRAWN },
    });
    const all = ids((await list(A, '?importstatus=0')).json());
    expect(all).not.toContain(withdrawn.applicationId);
    const rows = (await list(A, `?importstatus=${I.WITHDRAWN}`)).json() as ImportListRow[];
    expect(ids(rows)).toEqual([withdrawn.applicationId]);
    expect(rows[0]!.statusOptions).toEqual([I.WITHDRAWN]);
    expect(IMPORT_STATUSES_HIDDEN_BY_DEFAULT).toContain(I.GRADUATED);
    // A filter that leaves none is a 404 too (docs/decisions/platform.md "Empty lists"), saying the
    // filters did it.
    const graduated = await list(A, `?importstatus=${I.GRADUATED}`);
    expect(graduated.statusCode).toBe(404);
    expect(graduated.json().message).toBe(APPLICATION_MESSAGES.noImportsMatching);
  });

  it('shows every closed row on the closed list, Withdrawn and Graduated included', async () => {
    const closedAt = async (importStatus: number) => {
      const app = await applyToAAndB();
      await setExportState(t, app.applicationId, {
        exportStatusId: EXPORT_STATUS.EXPORT_APPROVED,
        applicationStatus: APPLICATION_STATUS.CLOSED,
        importStatuses: { [A]: importStatus },
      });
      return app.applicationId;
    };
    const withdrawn = await closedAt(I.WITHDRAWN);
    const graduated = await closedAt(I.GRADUATED);
    const open = await applyToAAndB();
    await setExportState(t, open.applicationId, {
      exportStatusId: EXPORT_STATUS.EXPORT_APPROVED,
      importStatuses: { [A]: I.GRADUATED },
    });
    // Both lists read for the same school and filters: each kept list answers for its own kind only.
    for (let round = 0; round < 2; round++) {
      const closed = ids((await list(A, '?appstatus=CLOSED&importstatus=0')).json());
      expect(closed).toEqual(expect.arrayContaining([graduated, withdrawn]));
      expect(ids((await list(A, '?appstatus=CLOSED')).json())).toEqual(closed);
      expect(ids((await list(A, '?importstatus=0')).json())).not.toContain(open.applicationId);
    }
    // A chosen status still filters the closed list.
    const onlyGraduated = ids((await list(A, `?appstatus=CLOSED&importstatus=${I.GRADUATED}`)).json());
    expect(onlyGraduated).toEqual([graduated]);
  });

  it('filters by aid year: all, active (ending today or later) and one year', async () => {
    const past = await applyToAAndB();
    await t.database.db.execute(
      sql`update student_applications set aid_year_id = ${fx.applications.pastAidYearId} where id = ${past.applicationId}`,
    );
    const current = await applyToAAndB();
    expect(ids((await list(A, '?aidyear=0')).json())).toEqual(
      expect.arrayContaining([past.applicationId, current.applicationId]),
    );
    const active = ids((await list(A, '?aidyear=-1')).json());
    expect(active).toContain(current.applicationId);
    expect(active).not.toContain(past.applicationId);
    const rows = (await list(A, `?aidyear=${fx.applications.pastAidYearId}`)).json() as ImportListRow[];
    expect(ids(rows)).toEqual([past.applicationId]);
    expect(rows[0]!.aidYear).toBe('2022-2023');
    const nothing = await list(A, `?aidyear=${fx.applications.pastAidYearId}&importstatus=${I.ENROLLED}`);
    expect(nothing.statusCode).toBe(404);
  });

  it('names the staff modifier and the school that enrolled the student', async () => {
    const a = await applyToAAndB();
    await setExportState(t, a.applicationId, {
      exportStatusId: EXPORT_STATUS.EXPORT_APPROVED,
      importStatuses: { [A]: I.DENIED_DID_NOT_ENROLL, [B]: I.ENROLLED },
    });
    const te = fx.userIds.te;
    await t.database.db.execute(sql`update application_schools set modified_by = ${te}
      where application_id = ${a.applicationId} and import_school_id = ${A}`);
    const row = ((await list(A)).json() as ImportListRow[]).find((r) => r.applicationId === a.applicationId);
    expect(row).toMatchObject({
      importEnrolledSchool: 'Import Peer College',
      modifiedBy: te,
      modifiedByFirstName: 'Pat',
      modifiedByLastName: 'te',
    });
    // A student's own change is no staff action: "No Action Taken" on the screen.
    await t.database.db.execute(sql`update application_schools set modified_by = ${a.userId}
      where application_id = ${a.applicationId} and import_school_id = ${A}`);
    const again = ((await list(A)).json() as ImportListRow[]).find(
      (r) => r.applicationId === a.applicationId,
    );
    expect(again).toMatchObject({ modifiedBy: null, modifiedByLastName: null });
  });

  it('counts the rows of a list by import status in the quick view', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/import/school/quickview/${A}?appstatus=CLOSED`,
      headers: { cookie: fx.cookies.te! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { importStatus: I.AWAITING_EXPORT_DECISION, importStatusName: expect.any(String), count: 1 },
      { importStatus: I.WITHDRAWN, importStatusName: expect.any(String), count: 1 },
      { importStatus: I.GRADUATED, importStatusName: expect.any(String), count: 1 },
    ]);
    const school = await schoolWithoutImports();
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/import/school/quickview/${school.id}?appstatus=TRANSFER`,
      headers: { cookie: fx.cookies.te! },
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(APPLICATION_MESSAGES.noTransferImports(school.name));
  });

  it('sends a large list compressed to clients that accept it, the same JSON', async () => {
    for (let i = 0; i < 3; i++) await applyToAAndB();
    const plain = await list(A);
    const get = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/import/school/${A}`,
        headers: { cookie: fx.cookies.te!, 'accept-encoding': encoding },
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('gzip;q=0.8, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect((await get('identity')).headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
  });

  it('refuses a bad filter before reading anything', async () => {
    expect((await list(A, '?appstatus=PENDING')).statusCode).toBe(400);
    expect((await list(A, '?aidyear=-2')).statusCode).toBe(400);
    expect((await list(A, '?importstatus=abc')).statusCode).toBe(400);
  });
});
