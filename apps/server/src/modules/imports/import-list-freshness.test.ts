import { EXPORT_STATUS, IMPORT_STATUS, type ImportListRow, PARTICIPATION_TYPES } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readListVersion } from '../../db/list-versions-repo.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import { changeEachColumn, readColumnsOf } from '../../test/list-freshness.js';
import { createPersonaFixtures, type PersonaFixtures } from '../../test/persona-fixtures.js';
import { selectRows, setExportState, submitApplication } from '../../test/student-fixtures.js';
import { importListQuery } from './imports-repo.js';

// The import lists are kept in memory per server while their import school's counter is unchanged
// (platform/kept-lists, migration 0008). Every change below is made in SQL, as another server, the export
// school, another import school or a TE admin would make it, behind this server's back: the next read of
// school A's list must show it.

const I = IMPORT_STATUS;
let t: TestContext;
let fx: PersonaFixtures;
let A: number;
let B: number;
let alpha: number;

beforeAll(async () => {
  t = await startTestApp();
  fx = await createPersonaFixtures(t);
  A = fx.ownSchoolId;
  B = fx.otherSchoolId;
  alpha = fx.applications.school('Alpha University');
});
afterAll(() => t?.close());

async function newApplication() {
  const schools = [
    { importSchool: A, importStatus: I.AWAITING_EXPORT_DECISION },
    { importSchool: B, importStatus: I.AWAITING_EXPORT_DECISION },
  ];
  return submitApplication(t, fx.applications, { studentApplicationSchool: schools }, 'fresh');
}

/** The application's row on A's list (all aid years, or the query's), as this server answers it now. */
async function rowOf(applicationId: number, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/import/school/${A}${query}`,
    headers: { cookie: fx.cookies['own:3']! },
  });
  expect([200, 404]).toContain(res.statusCode);
  if (res.statusCode === 404) return undefined;
  return (res.json() as ImportListRow[]).find((r) => r.applicationId === applicationId);
}

const run = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

describe('import list freshness', () => {
  it("raises the school's counter when any column the list statement reads changes", async () => {
    const a = await newApplication();
    // The row shows a staff modifier, the school that enrolled the student and programs both schools
    // offer, so every alias of the statement has a row.
    await setExportState(t, a.applicationId, {
      exportStatusId: EXPORT_STATUS.EXPORT_APPROVED,
      importStatuses: { [A]: I.DECISION_PENDING, [B]: I.ENROLLED },
    });
    await run(sql`update application_schools set modified_by = ${fx.userIds.te}
      where application_id = ${a.applicationId} and import_school_id = ${A}`);
    const [program] = PARTICIPATION_TYPES;
    for (const school of [A, alpha])
      await run(sql`insert into school_participation_types (school_id, participation_id)
        values (${school}, ${program!.id}) on conflict do nothing`);
    const app = sql`(select * from student_applications where id = ${a.applicationId})`;
    const columns = await readColumnsOf(t.database.db, importListQuery(t.database.db));
    // The plan was read (a broken reading would pass with nothing to check).
    expect(columns.map((c) => `${c.alias}.${c.column}`)).toEqual(
      expect.arrayContaining([
        'import_school.academic_term',
        'offered.participation_id',
        'others.import_status_id',
      ]),
    );
    const changes = await changeEachColumn(t.database.db, columns, {
      counter: (tx) => readListVersion(tx, 'import', A),
      rows: {
        application_schools: sql`application_id = ${a.applicationId} and import_school_id = ${A}`,
        others: sql`application_id = ${a.applicationId} and import_school_id = ${B}`,
        student_applications: sql`id = ${a.applicationId}`,
        students: sql`id = (select student_id from ${app} s)`,
        aid_years: sql`id = (select aid_year_id from ${app} s)`,
        modifier: sql`id = ${fx.userIds.te}`,
        import_school: sql`id = ${A}`,
        export_school: sql`id = ${alpha}`,
        schools: sql`id = ${B}`,
        offered: sql`school_id = ${A}`,
        also_offered: sql`school_id = ${alpha}`,
      },
    });
    const changed = changes.filter((c) => !c.skipped);
    expect(changed.filter((c) => c.value === undefined).map((c) => c.column)).toEqual([]);
    const stale = changed
      .filter((c) => c.after <= c.before)
      .map((c) => `${c.column.alias}.${c.column.column}`);
    expect(stale, 'columns the import list reads whose change leaves its counter as it was').toEqual([]);
  });

  it('shows a change made elsewhere on the next read, the unchanged list from memory', async () => {
    const a = await newApplication();
    expect(await rowOf(a.applicationId)).toMatchObject({ importStatus: I.AWAITING_EXPORT_DECISION });
    // Read twice: the second read is answered from memory.
    expect(await rowOf(a.applicationId)).toMatchObject({ importStatus: I.AWAITING_EXPORT_DECISION });
    await run(sql`update students set student_last_name = 'Okafor' where id = ${a.studentId}`);
    expect(await rowOf(a.applicationId)).toMatchObject({ studentLastName: 'Okafor' });
    await run(
      sql`update student_applications set application_status = 'CLOSED' where id = ${a.applicationId}`,
    );
    expect(await rowOf(a.applicationId)).toBeUndefined();
    expect(await rowOf(a.applicationId, '?appstatus=CLOSED')).toMatchObject({ applicationStatus: 'CLOSED' });
    await run(sql`delete from student_applications where id = ${a.applicationId}`);
    expect(await rowOf(a.applicationId, '?appstatus=CLOSED')).toBeUndefined();
  });

  it('keeps every list when a profile save leaves the programs as they were', async () => {
    const versionOfA = async () =>
      (
        await selectRows<{ v: string }>(
          t,
          sql`select version::text as v from import_list_versions
        where school_id = ${A}`,
        )
      )[0]?.v;
    const before = await versionOfA();
    await run(
      sql`delete from school_participation_types where school_id = ${alpha} and participation_id < 0`,
    );
    expect(await versionOfA()).toBe(before);
  });

  it('answers each kind of reader with their own choices from the same kept list', async () => {
    const a = await newApplication();
    await setExportState(t, a.applicationId, {
      exportStatusId: EXPORT_STATUS.EXPORT_APPROVED,
      importStatuses: { [A]: I.DECISION_PENDING },
    });
    expect((await rowOf(a.applicationId))?.statusOptions).toContain(I.UNDER_REVIEW);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/import/school/${A}`,
      headers: { cookie: fx.cookies['own:1ro']! },
    });
    const row = (res.json() as ImportListRow[]).find((r) => r.applicationId === a.applicationId);
    expect(row).toMatchObject({ statusOptions: [], actions: { editStatus: 'hidden' } });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
