import { EXPORT_STATUS, IMPORT_STATUS, type ImportListRow, PARTICIPATION_TYPES } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.js';
import { createPersonaFixtures, type PersonaFixtures } from '../../test/persona-fixtures.js';
import { selectRows, setExportState, submitApplication } from '../../test/student-fixtures.js';

// The import lists are kept in memory per server while their import school's counter is unchanged
// (import-list-cache.ts, migration 0008). Every change below is made in SQL, as another server, the export
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
  it("shows changes to the row, its application and the application's other rows", async () => {
    const a = await newApplication();
    expect(await rowOf(a.applicationId)).toMatchObject({ importStatus: I.AWAITING_EXPORT_DECISION });
    // Read twice: the second read is answered from memory.
    expect(await rowOf(a.applicationId)).toMatchObject({ importStatus: I.AWAITING_EXPORT_DECISION });

    await setExportState(t, a.applicationId, {
      exportStatusId: EXPORT_STATUS.EXPORT_APPROVED,
      importStatuses: { [A]: I.DECISION_PENDING },
    });
    expect(await rowOf(a.applicationId)).toMatchObject({
      exportSchoolStatus: EXPORT_STATUS.EXPORT_APPROVED,
      importStatus: I.DECISION_PENDING,
    });

    // Another import school enrols the student: A's row names it.
    await run(sql`update application_schools set import_status_id = ${I.ENROLLED}
      where application_id = ${a.applicationId} and import_school_id = ${B}`);
    expect(await rowOf(a.applicationId)).toMatchObject({ importEnrolledSchool: 'Matrix Other College' });
    await run(sql`delete from application_schools
      where application_id = ${a.applicationId} and import_school_id = ${B}`);
    expect(await rowOf(a.applicationId)).toMatchObject({
      importEnrolledSchool: null,
      additionalImportSchools: 0,
    });

    await run(sql`update student_applications set extend_eligibility = 2 where id = ${a.applicationId}`);
    expect(await rowOf(a.applicationId)).toMatchObject({ extendEligibility: 2 });

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

  it('shows renamed schools, modifiers and aid years, a new academic term and changed programs', async () => {
    const a = await newApplication();
    const teId = fx.userIds.te;
    await run(sql`update application_schools set modified_by = ${teId}
      where application_id = ${a.applicationId} and import_school_id = ${A}`);
    expect(await rowOf(a.applicationId)).toMatchObject({ modifiedByLastName: 'te' });
    await run(sql`update users set last_name = 'Nakamura-Reyes' where id = ${teId}`);
    expect(await rowOf(a.applicationId)).toMatchObject({ modifiedByLastName: 'Nakamura-Reyes' });
    await run(sql`update users set last_name = 'te' where id = ${teId}`);

    await run(sql`update schools set school_name = 'Alpha University of Arts' where id = ${alpha}`);
    expect(await rowOf(a.applicationId)).toMatchObject({ exportSchoolName: 'Alpha University of Arts' });
    await run(sql`update schools set school_name = 'Alpha University' where id = ${alpha}`);

    await run(sql`update schools set academic_term = 2 where id = ${A}`);
    expect(await rowOf(a.applicationId)).toMatchObject({ academicTerm: 2 });

    await run(sql`update aid_years set aidyear = '2090-2092' where id = ${fx.applications.aidYearId}`);
    expect(await rowOf(a.applicationId)).toMatchObject({ aidYear: '2090-2092' });
    await run(sql`update aid_years set aidyear = '2090-2091' where id = ${fx.applications.aidYearId}`);

    // A profile save that leaves the programs as they were keeps every list.
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

    const [program] = PARTICIPATION_TYPES;
    await run(sql`insert into school_participation_types (school_id, participation_id)
      values (${A}, ${program!.id}) on conflict do nothing`);
    await run(sql`delete from school_participation_types where school_id = ${alpha}`);
    expect(await rowOf(a.applicationId)).toMatchObject({ programOptions: [] });
    await run(sql`insert into school_participation_types (school_id, participation_id)
      values (${alpha}, ${program!.id})`);
    expect(await rowOf(a.applicationId)).toMatchObject({
      programOptions: [{ participationId: program!.id, participationName: program!.participationName }],
      // The one program both offer is the row's program (open-points 15).
      participationTypeId: program!.id,
    });
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
