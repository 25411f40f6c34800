import { EXPORT_STATUS, IMPORT_STATUS } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.js';
import {
  type ApplicationFixtures,
  createApplicationFixtures,
  selectRows,
  setExportState,
  submitApplication,
} from '../../test/student-fixtures.js';

// Export decisions that go back (review of issue 9): an approval withdrawn puts untouched import rows
// back to waiting (open-points 4), and a decision on a CLOSED application (the closed detail) moves its
// import rows as on an open one (open-points 4) but does not tell the student that schools will review it.

const E = EXPORT_STATUS;
const I = IMPORT_STATUS;

let t: TestContext;
let f: ApplicationFixtures;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  f = await createApplicationFixtures(t);
  cookie = await t.signIn('telo@alpha.edu');
});
afterAll(() => t?.close());

const put = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/export/${id}`, headers: { cookie }, payload });

const rowsOf = async (id: number) =>
  (
    await selectRows<{ import_status_id: number }>(
      t,
      sql`select import_status_id from application_schools where application_id = ${id} order by id`,
    )
  ).map((r) => r.import_status_id);

const outboxMark = async () =>
  Number((await selectRows<{ n: number }>(t, sql`select coalesce(max(id), 0) as n from email_outbox`))[0]!.n);
const mailSince = (mark: number) =>
  selectRows<{ text_body: string }>(
    t,
    sql`select text_body from email_outbox where id > ${mark} order by id`,
  );

describe('export decisions that go back', () => {
  it('puts rows no school has acted on back to Awaiting Export Decision when the approval is withdrawn', async () => {
    const app = await submitApplication(t, f);
    expect((await put(app.applicationId, { exportStatusId: E.EXPORT_APPROVED })).statusCode).toBe(200);
    expect(await rowsOf(app.applicationId)).toEqual([I.DECISION_PENDING, I.DECISION_PENDING]);
    await t.database.db.execute(
      sql`update application_schools set import_status_id = ${I.UNDER_REVIEW}
          where application_id = ${app.applicationId} and import_school_id = ${f.school('Gamma University')}`,
    );
    expect((await put(app.applicationId, { exportStatusId: E.AWAITING_DECISION })).statusCode).toBe(200);
    expect(await rowsOf(app.applicationId)).toEqual([I.AWAITING_EXPORT_DECISION, I.UNDER_REVIEW]);
  });

  it('approves a CLOSED application, moving its rows at 1 to 2 (logged) without promising a review', async () => {
    const app = await submitApplication(t, f);
    await setExportState(t, app.applicationId, {
      exportStatusId: E.DENIED_MIN_REQS,
      applicationStatus: 'CLOSED',
    });
    const mark = await outboxMark();
    const res = await put(app.applicationId, { exportStatusId: E.EXPORT_APPROVED });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ applicationStatus: 'CLOSED', exportSchoolStatus: E.EXPORT_APPROVED });
    expect(await rowsOf(app.applicationId)).toEqual([I.DECISION_PENDING, I.DECISION_PENDING]);
    const logged = await selectRows<{ old_value: string; new_value: string }>(
      t,
      sql`select old_value, new_value from change_log where application_id = ${app.applicationId}
          and column_name = 'import_status_id' and action = 'UPDATE'`,
    );
    const move = { old_value: String(I.AWAITING_EXPORT_DECISION), new_value: String(I.DECISION_PENDING) };
    expect(logged).toEqual([move, move]);
    const mail = await mailSince(mark);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).not.toContain('will now review');
  });
});
