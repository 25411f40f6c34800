import { EXPORT_STATUS, IMPORT_STATUS } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readListVersion } from '../../db/list-versions-repo.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { changeEachColumn, readColumnsOf } from '../../test/list-freshness.js';
import {
  type ApplicationFixtures,
  applicationBody,
  createApplicationFixtures,
  registerApplicant,
} from '../../test/student-fixtures.js';
import { exportListQuery } from './exports-repo.js';

// The export list is kept in memory per server while its school's counter is unchanged
// (platform/kept-lists, migrations 0006 and 0009). Every change below is made in SQL, as another server
// (or an import school, or a TE admin renaming a school) would make it, behind this server's back.

let t: TestContext;
let f: ApplicationFixtures;
let telo: string;
let alpha: number;
beforeAll(async () => {
  t = await startTestApp();
  f = await createApplicationFixtures(t);
  telo = await t.signIn('telo@alpha.edu');
  alpha = f.school('Alpha University');
});
afterAll(() => t?.close());

async function newApplication() {
  const a = await registerApplicant(t, 'fresh');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/student/${a.studentId}/application`,
    headers: { cookie: a.cookie },
    payload: applicationBody(f),
  });
  return { ...a, applicationId: res.json().studentApplication[0].id as number };
}

/** The application's row on Alpha's open export list, as this server answers it now. */
async function rowOf(applicationId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/export/school/${alpha}`,
    headers: { cookie: telo },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: number }[]).find((r) => r.id === applicationId) as
    | Record<string, unknown>
    | undefined;
}

const run = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

describe('export list freshness', () => {
  it("raises the school's counter when any column the list statement reads changes", async () => {
    const a = await newApplication();
    const staff = await t.app.inject({ method: 'POST', url: '/api/login/User', headers: { cookie: telo } });
    // The row shows a staff modifier and a school that enrolled the student, so every alias has a row.
    await run(
      sql`update student_applications set modified_by = ${staff.json().id} where id = ${a.applicationId}`,
    );
    await run(sql`update application_schools set import_status_id = ${IMPORT_STATUS.ENROLLED}
      where id = (select min(id) from application_schools where application_id = ${a.applicationId})`);
    const app = sql`(select * from student_applications where id = ${a.applicationId})`;
    const columns = await readColumnsOf(t.database.db, exportListQuery(t.database.db));
    // The plan was read (a broken reading would pass with nothing to check).
    expect(columns.map((c) => `${c.alias}.${c.column}`)).toEqual(
      expect.arrayContaining(['students.student_last_name', 'modifier.last_name', 'schools.school_name']),
    );
    const changes = await changeEachColumn(t.database.db, columns, {
      counter: (tx) => readListVersion(tx, 'export', alpha),
      rows: {
        student_applications: sql`id = ${a.applicationId}`,
        students: sql`id = (select student_id from ${app} s)`,
        aid_years: sql`id = (select aid_year_id from ${app} s)`,
        modifier: sql`id = (select modified_by from ${app} s)`,
        application_schools: sql`application_id = ${a.applicationId}`,
        schools: sql`id = (select import_school_id from application_schools
          where application_id = ${a.applicationId} and import_status_id = ${IMPORT_STATUS.ENROLLED})`,
      },
    });
    const changed = changes.filter((c) => !c.skipped);
    expect(changed.filter((c) => c.value === undefined).map((c) => c.column)).toEqual([]);
    const stale = changed
      .filter((c) => c.after <= c.before)
      .map((c) => `${c.column.alias}.${c.column.column}`);
    expect(stale, 'columns the export list reads whose change leaves its counter as it was').toEqual([]);
  });

  it('shows a change made elsewhere on the next read, the unchanged list from memory', async () => {
    const a = await newApplication();
    expect(await rowOf(a.applicationId)).toMatchObject({
      exportSchoolStatus: EXPORT_STATUS.AWAITING_DECISION,
    });
    // Read twice: the second read is answered from memory.
    expect(await rowOf(a.applicationId)).toMatchObject({
      exportSchoolStatus: EXPORT_STATUS.AWAITING_DECISION,
    });
    await run(sql`update student_applications set export_status_id = ${EXPORT_STATUS.EXPORT_APPROVED}
      where id = ${a.applicationId}`);
    expect(await rowOf(a.applicationId)).toMatchObject({ exportSchoolStatus: EXPORT_STATUS.EXPORT_APPROVED });
    await run(sql`delete from student_applications where id = ${a.applicationId}`);
    expect(await rowOf(a.applicationId)).toBeUndefined();
  });

  it('answers each kind of reader with their own choices from the same kept list', async () => {
    const a = await newApplication();
    expect(await rowOf(a.applicationId)).toMatchObject({ statusOptions: [1, 2, 3, 4, 5] });
    const readOnly = await t.signIn('readonly.admin@example.org');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/export/school/${alpha}`,
      headers: { cookie: readOnly },
    });
    const row = (res.json() as { id: number }[]).find((r) => r.id === a.applicationId);
    expect(row).toMatchObject({ statusOptions: [], actions: { editStatus: 'hidden', delete: 'hidden' } });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
