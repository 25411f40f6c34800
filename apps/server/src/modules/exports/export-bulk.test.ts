import {
  API_MESSAGES,
  EXPORT_STATUS,
  type ExportListRow,
  IMPORT_STATUS,
  APPLICATION_MESSAGES as M,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.js';
import {
  type ApplicationFixtures,
  createApplicationFixtures,
  selectRows,
  setExportState,
  submitApplication,
} from '../../test/student-fixtures.js';

// PUT api/export/status/{schoolId}: the bulk export status update of 2-applications §4 (open-points 11,
// 12): a specific filter status (Awaiting Decision or Export Approved), two or more rows, targets other
// than the filter's status, Denied: Other and No Longer Eligible; one refused row refuses them all.

const E = EXPORT_STATUS;
const I = IMPORT_STATUS;

let t: TestContext;
let f: ApplicationFixtures;
let cookie: string;
let alpha: number;
let ids: number[] = [];

beforeAll(async () => {
  t = await startTestApp();
  f = await createApplicationFixtures(t);
  alpha = f.school('Alpha University');
  cookie = await t.signIn('telo2@alpha.edu');
  ids = [];
  for (let i = 0; i < 3; i++) ids.push((await submitApplication(t, f)).applicationId);
});

afterAll(async () => {
  await t?.close();
});

/** Every fixture application back at Awaiting Decision, its import rows waiting for the decision. */
beforeEach(async () => {
  for (const id of ids)
    await setExportState(t, id, {
      exportStatusId: E.AWAITING_DECISION,
      importStatuses: {
        [f.school('Beta College')]: I.AWAITING_EXPORT_DECISION,
        [f.school('Gamma University')]: I.AWAITING_EXPORT_DECISION,
      },
    });
});

const bulk = (payload: Record<string, unknown>, schoolId = alpha, as = cookie) =>
  t.app.inject({ method: 'PUT', url: `/api/export/status/${schoolId}`, headers: { cookie: as }, payload });

const body = (exportStatusId: number, filterStatusId: number, rows = ids.slice(0, 2)) => ({
  exportStatusId,
  filterStatusId,
  studentApplications: rows.map((id) => ({ id, modifiedBy: 'someone else' })),
});

/** What a refused bulk change must leave alone. */
const snapshot = () =>
  selectRows(
    t,
    sql`select (select max(id) from change_log) as log, (select max(id) from email_outbox) as mail,
          (select json_agg(json_build_object('id', id, 's', export_status_id, 'v', version) order by id)
           from student_applications where id in (${sql.join(ids, sql`, `)})) as apps`,
  );

describe('offered only for a specific filter status and two or more rows', () => {
  it.each([
    ['the All filter', () => body(E.EXPORT_APPROVED, 0)],
    ['a filter on a denial', () => body(E.EXPORT_APPROVED, E.DENIED_NOT_EMPLOYEE)],
    ['one row', () => body(E.EXPORT_APPROVED, E.AWAITING_DECISION, ids.slice(0, 1))],
    ['the filter status itself as the target', () => body(E.AWAITING_DECISION, E.AWAITING_DECISION)],
    ['Denied: Other as the target', () => body(E.DENIED_OTHER, E.AWAITING_DECISION)],
    ['No Longer Eligible as the target', () => body(E.NO_LONGER_ELIGIBLE, E.AWAITING_DECISION)],
  ])('refuses %s (400, nothing changed)', async (_label, payload) => {
    const before = await snapshot();
    const res = await bulk(payload());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.bulkNotOffered);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an application listed twice', async () => {
    const res = await bulk(body(E.EXPORT_APPROVED, E.AWAITING_DECISION, [ids[0]!, ids[0]!]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.bulkDuplicateRows);
  });
});

describe('changes every row or none', () => {
  it.each([
    ['Awaiting Decision', E.AWAITING_DECISION, [E.EXPORT_APPROVED, E.DENIED_NOT_EMPLOYEE, E.DENIED_MIN_REQS]],
    ['Export Approved', E.EXPORT_APPROVED, [E.AWAITING_DECISION, E.DENIED_NOT_EMPLOYEE, E.DENIED_MIN_REQS]],
  ])('from %s to each bulk target', async (_label, filter, targets) => {
    for (const target of targets) {
      for (const id of ids) await setExportState(t, id, { exportStatusId: filter });
      const res = await bulk(body(target, filter, ids));
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json() as ExportListRow[];
      expect(rows.map((r) => [r.id, r.exportSchoolStatus]).sort()).toEqual(
        ids.map((id) => [id, target]).sort(),
      );
    }
  });

  it('approves the rows with every effect of a single change: import rows, emails, change log', async () => {
    const [mark] = await selectRows<{ n: number; log: number }>(
      t,
      sql`select coalesce((select max(id) from email_outbox), 0) as n, (select max(id) from change_log) as log`,
    );
    const res = await bulk(body(E.EXPORT_APPROVED, E.AWAITING_DECISION));
    expect(res.statusCode, res.body).toBe(200);
    const moved = await selectRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from application_schools
          where application_id in (${ids[0]}, ${ids[1]}) and import_status_id = ${I.DECISION_PENDING}`,
    );
    expect(moved[0]!.n).toBe(4);
    const mail = await selectRows(t, sql`select id from email_outbox where id > ${mark!.n}`);
    expect(mail).toHaveLength(2);
    const logs = await selectRows<{ application_id: number; modified_by: number }>(
      t,
      sql`select application_id, modified_by from change_log
          where id > ${mark!.log} and log_type = 'EXPORT' and column_name = 'export_status_id' and application_id in (${ids[0]}, ${ids[1]})
            and new_value = ${String(E.EXPORT_APPROVED)}`,
    );
    const [telo2] = await selectRows<{ id: number }>(
      t,
      sql`select id from users where email = 'telo2@alpha.edu'`,
    );
    expect(logs.map((l) => l.modified_by)).toEqual([telo2!.id, telo2!.id]);
  });

  it('one row not at the filter status refuses them all, naming it', async () => {
    await setExportState(t, ids[1]!, { exportStatusId: E.EXPORT_APPROVED });
    const before = await snapshot();
    const res = await bulk(body(E.DENIED_NOT_EMPLOYEE, E.AWAITING_DECISION, ids));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.bulkRowsRefused('Denied: Not an Employee', ['Sam Fixture']));
    expect(await snapshot()).toEqual(before);
  });

  it('one row whose table refuses the target (a school has the student enrolled) refuses them all', async () => {
    for (const id of ids) await setExportState(t, id, { exportStatusId: E.EXPORT_APPROVED });
    await setExportState(t, ids[2]!, {
      exportStatusId: E.EXPORT_APPROVED,
      importStatuses: { [f.school('Beta College')]: I.ENROLLED },
    });
    const before = await snapshot();
    const res = await bulk(body(E.AWAITING_DECISION, E.EXPORT_APPROVED, ids));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.bulkRowsRefused('Awaiting Decision', ['Sam Fixture']));
    expect(await snapshot()).toEqual(before);
  });

  it('a closed row refuses them all', async () => {
    await setExportState(t, ids[0]!, { exportStatusId: E.AWAITING_DECISION, applicationStatus: 'CLOSED' });
    const res = await bulk(body(E.EXPORT_APPROVED, E.AWAITING_DECISION));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Nothing was changed/);
  });

  it('a row changed since the list was read (stale version) gets 409 and nothing changes', async () => {
    const before = await snapshot();
    const [current] = await selectRows<{ version: number }>(
      t,
      sql`select version from student_applications where id = ${ids[0]}`,
    );
    const res = await bulk({
      exportStatusId: E.EXPORT_APPROVED,
      filterStatusId: E.AWAITING_DECISION,
      studentApplications: [{ id: ids[1] }, { id: ids[0], version: current!.version - 1 }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(API_MESSAGES.conflict);
    expect(await snapshot()).toEqual(before);
  });

  it("rows of another school's list are refused (400) before anything changes", async () => {
    const other = await submitApplication(t, f, {
      exportSchool: f.school('Gamma University'),
      employeeEmail: 'pat@gamma.edu',
      studentApplicationSchool: [{ importSchool: f.school('Beta College'), importStatus: 1 }],
    });
    const before = await snapshot();
    const res = await bulk(body(E.EXPORT_APPROVED, E.AWAITING_DECISION, [ids[0]!, other.applicationId]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.bulkRowsNotFound);
    expect(await snapshot()).toEqual(before);
  });
});

describe('who', () => {
  it('read-only users and users of other schools get 403', async () => {
    const readOnly = await t.signIn('readonly.admin@example.org');
    expect((await bulk(body(E.EXPORT_APPROVED, E.AWAITING_DECISION), alpha, readOnly)).statusCode).toBe(403);
    const beta = await t.signIn('telo@beta.edu');
    expect((await bulk(body(E.EXPORT_APPROVED, E.AWAITING_DECISION), alpha, beta)).statusCode).toBe(403);
    // Export role read-only at Gamma: no bulk there either.
    const multi = await t.signIn('multi@beta.edu');
    const gamma = f.school('Gamma University');
    expect((await bulk(body(E.EXPORT_APPROVED, E.AWAITING_DECISION), gamma, multi)).statusCode).toBe(403);
  });
});
