import { EXPORT_STATUS, IMPORT_STATUS } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.js';
import {
  type ApplicationFixtures,
  applicationBody,
  createApplicationFixtures,
  registerApplicant,
} from '../../test/student-fixtures.js';

// The export list is kept in memory per server while its school's counter is unchanged
// (export-list-cache.ts). Every change below is made in SQL, as another server (or an import school,
// or a TE admin renaming a school) would make it, behind this server's back: the next read must show it.

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
  it('shows every change made elsewhere on the next read', async () => {
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

    const beta = f.school('Beta College');
    await run(sql`update application_schools set import_status_id = ${IMPORT_STATUS.ENROLLED}
      where application_id = ${a.applicationId} and import_school_id = ${beta}`);
    expect(await rowOf(a.applicationId)).toMatchObject({
      importEnrolledSchool: 'Beta College',
      importSchoolApproved: true,
      statusOptions: [EXPORT_STATUS.EXPORT_APPROVED, EXPORT_STATUS.NO_LONGER_ELIGIBLE],
    });

    await run(sql`update schools set school_name = 'Beta College of Arts' where id = ${beta}`);
    expect(await rowOf(a.applicationId)).toMatchObject({ importEnrolledSchool: 'Beta College of Arts' });
    await run(sql`update schools set school_name = 'Beta College' where id = ${beta}`);

    await run(sql`update students set student_last_name = 'Okafor' where id = ${a.studentId}`);
    expect(await rowOf(a.applicationId)).toMatchObject({ studentLastName: 'Okafor' });
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

  it("names the modifier's new name and drops a deleted application", async () => {
    const a = await newApplication();
    const me = (
      await t.app.inject({ method: 'POST', url: '/api/login/User', headers: { cookie: telo } })
    ).json();
    await run(sql`update student_applications set modified_by = ${me.id} where id = ${a.applicationId}`);
    expect(await rowOf(a.applicationId)).toMatchObject({ modifiedByLastName: me.lastName });
    await run(sql`update users set last_name = 'Nakamura-Reyes' where id = ${me.id}`);
    expect(await rowOf(a.applicationId)).toMatchObject({ modifiedByLastName: 'Nakamura-Reyes' });
    await run(sql`update users set last_name = ${me.lastName} where id = ${me.id}`);

    await run(sql`delete from student_applications where id = ${a.applicationId}`);
    expect(await rowOf(a.applicationId)).toBeUndefined();
  });
});
