import {
  API_MESSAGES,
  EXPORT_STATUS,
  IMPORT_STATUS,
  APPLICATION_MESSAGES as M,
  ROLE,
  VALIDATION_MESSAGES,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programToday } from '../../config.js';
import { startTestApp, type TestContext } from '../../test/app.js';
import {
  type ApplicationFixtures,
  createApplicationFixtures,
  selectRows,
  setExportState,
  submitApplication,
} from '../../test/student-fixtures.js';

// What one export status change sets off (issue 9 decisions; open-points 2, 4, 8, 10): the stored
// decision, the import rows it moves, the closing rule, the emails and the change log, all in one
// transaction, and the messages and 409 that stop it.

const E = EXPORT_STATUS;
const I = IMPORT_STATUS;

let t: TestContext;
let f: ApplicationFixtures;
let cookie: string;
let teloId: number;
let today: string;

beforeAll(async () => {
  t = await startTestApp();
  f = await createApplicationFixtures(t);
  cookie = await t.signIn('telo@alpha.edu');
  const [telo] = await selectRows<{ id: number }>(
    t,
    sql`select id from users where email = 'telo@alpha.edu'`,
  );
  teloId = telo!.id;
  today = programToday(t.config);
});

afterAll(async () => {
  await t?.close();
});

const put = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/export/${id}`, headers: { cookie }, payload });

async function application(id: number) {
  const [row] = await selectRows<Record<string, unknown>>(
    t,
    sql`select application_status, export_status_id, export_status_date::text, export_status_reason_other,
          no_longer_eligible_date::text, modified_by, version, creation_date::text
        from student_applications where id = ${id}`,
  );
  return row!;
}

async function importRows(id: number) {
  return selectRows<Record<string, unknown>>(
    t,
    sql`select s.school_name, r.import_status_id, r.import_status_date::text, r.import_status_other_reason,
          r.withdrawal_date::text, r.modified_by
        from application_schools r join schools s on s.id = r.import_school_id
        where r.application_id = ${id} order by r.id`,
  );
}

/** Emails queued since the outbox id, by recipient. */
async function mailSince(mark: number) {
  return selectRows<{ to_address: string; subject: string; text_body: string }>(
    t,
    sql`select to_address, subject, text_body from email_outbox where id > ${mark} order by id`,
  );
}
const outboxMark = async () =>
  Number((await selectRows<{ n: number }>(t, sql`select coalesce(max(id), 0) as n from email_outbox`))[0]!.n);

describe('Export Approved', () => {
  it('moves the rows awaiting the export decision to Import Decision Pending today, and tells the student', async () => {
    const app = await submitApplication(t, f);
    const mark = await outboxMark();
    const res = await put(app.applicationId, {
      exportStatusId: E.EXPORT_APPROVED,
      exportStatusDate: '2000-01-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      exportSchoolStatus: E.EXPORT_APPROVED,
      version: 2,
      modifiedBy: teloId,
    });
    expect(await application(app.applicationId)).toMatchObject({
      export_status_id: E.EXPORT_APPROVED,
      export_status_date: today,
      modified_by: teloId,
      version: 2,
      application_status: 'OPEN',
    });
    // A bookkeeping move: no import school acted, so the rows still say "No Action Taken".
    expect(await importRows(app.applicationId)).toEqual([
      expect.objectContaining({
        import_status_id: I.DECISION_PENDING,
        import_status_date: today,
        modified_by: null,
      }),
      expect.objectContaining({
        import_status_id: I.DECISION_PENDING,
        import_status_date: today,
        modified_by: null,
      }),
    ]);
    const mail = await mailSince(mark);
    expect(mail.map((m) => m.to_address)).toEqual([app.email]);
    expect(mail[0]!.subject).toMatch(/approved/);
    expect(mail[0]!.text_body).toContain('Alpha University');
  });
});

describe('denials and the closing rule', () => {
  it('Denied: Other keeps the reason, closes an application no school approved, and mails both', async () => {
    const app = await submitApplication(t, f);
    const mark = await outboxMark();
    const res = await put(app.applicationId, {
      exportStatusId: E.DENIED_OTHER,
      exportStatusOtherReason: '  Seasonal appointment  ',
      noLongerEligibleDate: today,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await application(app.applicationId)).toMatchObject({
      application_status: 'CLOSED',
      export_status_reason_other: 'Seasonal appointment',
      no_longer_eligible_date: null,
    });
    const [mail] = await mailSince(mark);
    expect(mail!.to_address).toBe(app.email);
    expect(mail!.text_body).toContain('Denied: Other');
    expect(mail!.text_body).toContain('Reason: Seasonal appointment');
    expect(mail!.text_body).toMatch(/application is now closed/);
  });

  it('a denial leaves the application open while a school has approved the student', async () => {
    const app = await submitApplication(t, f);
    await setExportState(t, app.applicationId, {
      exportStatusId: E.EXPORT_APPROVED,
      importStatuses: { [f.school('Beta College')]: I.IMPORT_APPROVED },
    });
    const res = await put(app.applicationId, {
      exportStatusId: E.DENIED_MIN_REQS,
      exportStatusOtherReason: 'x'.repeat(9),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await application(app.applicationId)).toMatchObject({
      application_status: 'OPEN',
      export_status_id: E.DENIED_MIN_REQS,
      export_status_reason_other: null,
    });
  });
});

describe('No Longer Eligible (open-points 4, 8, 10)', () => {
  it('denies the rows at 1-4, leaves enrolled and on-leave rows, keeps the application OPEN and notifies the student and the attending TELOs', async () => {
    const [beta, gamma, delta, eta] = [
      'Beta College',
      'Gamma University',
      'Delta College',
      'Eta University',
    ].map(f.school);
    const app = await submitApplication(t, f, {
      studentApplicationSchool: [beta, gamma, delta, eta].map((importSchool) => ({
        importSchool: importSchool!,
        importStatus: 1,
      })),
    });
    await setExportState(t, app.applicationId, {
      exportStatusId: E.EXPORT_APPROVED,
      importStatuses: {
        [beta!]: I.ENROLLED,
        [gamma!]: I.UNDER_REVIEW,
        [delta!]: I.DECLINED,
        [eta!]: I.LEAVE_OF_ABSENCE,
      },
    });
    const { creation_date: effective } = await application(app.applicationId);
    const before = await importRows(app.applicationId);
    const mark = await outboxMark();
    const res = await put(app.applicationId, {
      exportStatusId: E.NO_LONGER_ELIGIBLE,
      noLongerEligibleDate: effective,
    });
    expect(res.statusCode, res.body).toBe(200);
    // Enrolled and on-leave rows wait for their school's Withdrawn, so the application stays open.
    expect(await application(app.applicationId)).toMatchObject({
      application_status: 'OPEN',
      export_status_id: E.NO_LONGER_ELIGIBLE,
      no_longer_eligible_date: effective,
    });
    expect(await importRows(app.applicationId)).toEqual([
      before[0],
      expect.objectContaining({
        school_name: 'Gamma University',
        import_status_id: I.DENIED_OTHER,
        import_status_other_reason: 'No longer eligible',
        import_status_date: today,
        withdrawal_date: null,
        modified_by: teloId,
      }),
      before[2],
      before[3],
    ]);
    expect(before.map((r) => r.import_status_id)).toEqual([
      I.ENROLLED,
      I.UNDER_REVIEW,
      I.DECLINED,
      I.LEAVE_OF_ABSENCE,
    ]);
    const telos = await selectRows<{ email: string }>(
      t,
      sql`select u.email from user_roles r join users u on u.id = r.user_id
          where r.school_id in (${beta}, ${eta}) and r.role_id in (${ROLE.PRIMARY_TELO}, ${ROLE.SECONDARY_TELO}) and u.active order by u.email`,
    );
    expect(telos.length).toBeGreaterThanOrEqual(3);
    const mail = await mailSince(mark);
    expect(mail.map((m) => m.to_address).sort()).toEqual([app.email, ...telos.map((r) => r.email)].sort());
    const student = mail.find((m) => m.to_address === app.email)!;
    expect(student.text_body).toMatch(/no longer eligible/);
    expect(student.text_body).not.toMatch(/application is now closed/);
    const notice = mail.find((m) => m.to_address !== app.email)!;
    expect(notice.subject).toMatch(/is no longer eligible/);
    expect(notice.text_body).toMatch(/until you record Withdrawn/);
  });
});

describe('what the status asks for (§5)', () => {
  let id: number;
  beforeAll(async () => {
    id = (await submitApplication(t, f)).applicationId;
  });

  it.each([
    [
      'Denied: Other without a reason',
      { exportStatusId: E.DENIED_OTHER },
      'exportStatusOtherReason',
      M.reasonTooShort,
    ],
    [
      'Denied: Other with 5 characters',
      { exportStatusId: E.DENIED_OTHER, exportStatusOtherReason: ' five ' },
      'exportStatusOtherReason',
      M.reasonTooShort,
    ],
    [
      'No Longer Eligible without a date',
      { exportStatusId: E.NO_LONGER_ELIGIBLE },
      'noLongerEligibleDate',
      VALIDATION_MESSAGES.required,
    ],
    [
      'No Longer Eligible with no real date',
      { exportStatusId: E.NO_LONGER_ELIGIBLE, noLongerEligibleDate: '2026-02-30' },
      'noLongerEligibleDate',
      VALIDATION_MESSAGES.date,
    ],
  ])('%s: 400 with the message on the field', async (_label, body, field, message) => {
    await setExportState(t, id, {
      exportStatusId: E.EXPORT_APPROVED,
      importStatuses: { [f.school('Beta College')]: I.ENROLLED },
    });
    const res = await put(id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
  });

  it('refuses a No Longer Eligible date before the application was submitted', async () => {
    await setExportState(t, id, {
      exportStatusId: E.EXPORT_APPROVED,
      importStatuses: { [f.school('Beta College')]: I.ENROLLED },
    });
    const res = await put(id, { exportStatusId: E.NO_LONGER_ELIGIBLE, noLongerEligibleDate: '2020-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: M.noLongerEligibleBeforeApplication,
      errors: { noLongerEligibleDate: M.noLongerEligibleBeforeApplication },
    });
  });
});

describe('concurrent edits', () => {
  it('a save from a stale version gets 409 and changes nothing', async () => {
    const app = await submitApplication(t, f);
    const first = await put(app.applicationId, { exportStatusId: E.EXPORT_APPROVED, version: 1 });
    expect(first.statusCode).toBe(200);
    const before = await application(app.applicationId);
    const mark = await outboxMark();
    const stale = await put(app.applicationId, { exportStatusId: E.DENIED_NOT_EMPLOYEE, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(API_MESSAGES.conflict);
    expect(await application(app.applicationId)).toEqual(before);
    expect(await mailSince(mark)).toEqual([]);
    const current = await put(app.applicationId, { exportStatusId: E.DENIED_NOT_EMPLOYEE, version: 2 });
    expect(current.statusCode).toBe(200);
  });
});

describe('change log', () => {
  it('records the Export Status change (EXPORT) and the rows it moves (IMPORT) as the acting user', async () => {
    const app = await submitApplication(t, f);
    const res = await put(app.applicationId, { exportStatusId: E.EXPORT_APPROVED });
    expect(res.statusCode).toBe(200);
    const rows = await selectRows<Record<string, unknown>>(
      t,
      sql`select log_type, table_name, column_name, old_value, new_value, modified_by from change_log
          where application_id = ${app.applicationId} and action = 'UPDATE' order by id`,
    );
    expect(rows).toContainEqual({
      log_type: 'EXPORT',
      table_name: 'student_applications',
      column_name: 'export_status_id',
      old_value: String(E.AWAITING_DECISION),
      new_value: String(E.EXPORT_APPROVED),
      modified_by: teloId,
    });
    const imports = rows.filter((r) => r.column_name === 'import_status_id');
    expect(imports).toHaveLength(2);
    for (const r of imports)
      expect(r).toMatchObject({
        log_type: 'IMPORT',
        modified_by: teloId,
        new_value: String(I.DECISION_PENDING),
      });
  });
});
