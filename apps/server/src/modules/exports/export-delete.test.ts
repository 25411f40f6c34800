import { API_MESSAGES, EXPORT_STATUS, IMPORT_STATUS, APPLICATION_MESSAGES as M } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.js';
import { createPersonaFixtures, type Persona, type PersonaFixtures } from '../../test/persona-fixtures.js';
import { selectRows, setExportState, submitApplication } from '../../test/student-fixtures.js';

// DELETE api/export/application/{id}?modifiedby= (2-applications §7; open-points 9): TE admins and the
// export school's role 1 (not read-only), only while no import school went past Import Decision
// Pending (else 409); the import rows go with it, the change log records both, the student is emailed.

let t: TestContext;
let fx: PersonaFixtures;
let beta: number;

beforeAll(async () => {
  t = await startTestApp();
  fx = await createPersonaFixtures(t);
  beta = fx.applications.school('Beta College');
});

afterAll(async () => {
  await t?.close();
});

const remove = (who: Persona | string, id: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/export/application/${id}?modifiedby=12345`,
    headers: { cookie: who.startsWith('ep_session=') ? who : fx.cookies[who as Persona]! },
  });

/** A new application exported by school A to Beta College. */
const exported = async () =>
  submitApplication(
    t,
    fx.applications,
    {
      exportSchool: fx.ownSchoolId,
      employeeEmail: 'pat.parent@matrix.edu',
      studentApplicationSchool: [{ importSchool: beta, importStatus: 1 }],
    },
    'delete',
  );

const exists = async (id: number) =>
  (await selectRows(t, sql`select 1 from student_applications where id = ${id}`)).length === 1;

describe('who may delete', () => {
  it.each(['own:1ro', 'own:2', 'own:3', 'own:6', 'own:7', 'other:1', 'teRead', 'student'] as const)(
    '%s: 403, the application stays',
    async (who) => {
      const res = await remove(who, fx.exports.statusApplicationId);
      expect(res.statusCode).toBe(403);
      expect(await exists(fx.exports.statusApplicationId)).toBe(true);
    },
  );

  it("the import school's TELO: 403", async () => {
    const res = await remove(await t.signIn('telo@beta.edu'), fx.exports.statusApplicationId);
    expect(res.statusCode).toBe(403);
  });

  it('an id no application has: 404', async () => {
    expect((await remove('te', 2_000_000_000)).statusCode).toBe(404);
  });
});

describe('deleting', () => {
  it("school A's role 1 removes an undecided application with its import rows, logged, and the student is told", async () => {
    const app = await exported();
    const [mark] = await selectRows<{ log: number; mail: number }>(
      t,
      sql`select (select max(id) from change_log) as log, (select coalesce(max(id), 0) from email_outbox) as mail`,
    );
    const res = await remove('own:1', app.applicationId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.applicationRemoved });
    expect(await exists(app.applicationId)).toBe(false);
    const rows = await selectRows(
      t,
      sql`select 1 from application_schools where application_id = ${app.applicationId}`,
    );
    expect(rows).toEqual([]);
    const logs = await selectRows<{ table_name: string; modified_by: number }>(
      t,
      sql`select distinct table_name, modified_by from change_log
          where id > ${mark!.log} and action = 'DELETE' order by table_name`,
    );
    expect(logs).toEqual([
      { table_name: 'application_schools', modified_by: fx.userIds['own:1'] },
      { table_name: 'student_applications', modified_by: fx.userIds['own:1'] },
    ]);
    const mail = await selectRows<{ to_address: string; subject: string }>(
      t,
      sql`select to_address, subject from email_outbox where id > ${mark!.mail}`,
    );
    expect(mail).toEqual([{ to_address: app.email, subject: expect.stringMatching(/removed/) }]);
  });

  it('a TE admin removes an approved application whose import rows are still pending', async () => {
    const app = await exported();
    await setExportState(t, app.applicationId, {
      exportStatusId: EXPORT_STATUS.EXPORT_APPROVED,
      importStatuses: { [beta]: IMPORT_STATUS.DECISION_PENDING },
    });
    expect((await remove('te', app.applicationId)).statusCode).toBe(200);
    expect(await exists(app.applicationId)).toBe(false);
  });

  it.each([
    ['Under Review', IMPORT_STATUS.UNDER_REVIEW],
    ['Declined', IMPORT_STATUS.DECLINED],
  ])('409 once an import school moved a row to %s; nothing is removed', async (_label, status) => {
    const app = await exported();
    await setExportState(t, app.applicationId, {
      exportStatusId: EXPORT_STATUS.EXPORT_APPROVED,
      importStatuses: { [beta]: status },
    });
    const [mark] = await selectRows<{ log: number }>(t, sql`select max(id) as log from change_log`);
    const res = await remove('own:1', app.applicationId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.deleteRefused);
    expect(await exists(app.applicationId)).toBe(true);
    expect(await selectRows(t, sql`select 1 from change_log where id > ${mark!.log}`)).toEqual([]);
  });

  it('a CLOSED application whose rows are still at 1 or 2 is removed like an open one (open-points 9)', async () => {
    const app = await exported();
    await setExportState(t, app.applicationId, {
      exportStatusId: EXPORT_STATUS.DENIED_NOT_EMPLOYEE,
      applicationStatus: 'CLOSED',
    });
    const res = await remove('own:1', app.applicationId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.applicationRemoved });
    expect(await exists(app.applicationId)).toBe(false);
  });

  it('a CLOSED application with a row past 2 is refused with 409 and the message', async () => {
    const app = await exported();
    await setExportState(t, app.applicationId, {
      exportStatusId: EXPORT_STATUS.DENIED_OTHER,
      applicationStatus: 'CLOSED',
      importStatuses: { [beta]: IMPORT_STATUS.DENIED_OTHER },
    });
    const res = await remove('te', app.applicationId);
    expect([res.statusCode, res.json().message]).toEqual([409, M.deleteRefused]);
    expect(await exists(app.applicationId)).toBe(true);
  });

  it('a CLOSED application is still not removed by a TELO without role 1 (403)', async () => {
    const app = await exported();
    await setExportState(t, app.applicationId, {
      exportStatusId: EXPORT_STATUS.DENIED_NOT_EMPLOYEE,
      applicationStatus: 'CLOSED',
    });
    const res = await remove('own:2', app.applicationId);
    expect([res.statusCode, res.json().message]).toEqual([403, API_MESSAGES.forbidden]);
    expect(await exists(app.applicationId)).toBe(true);
  });
});
