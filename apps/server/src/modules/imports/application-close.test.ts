import { APPLICATION_STATUS, IMPORT_STATUS, APPLICATION_MESSAGES as M } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createImport,
  type ImportPersona,
  type ImportState,
  type ImportSuite,
  mailSince,
  messageOf,
  outboxMark,
  startImportSuite,
  storedApplication,
  storedRow,
} from '../../test/import-fixtures.js';

// Close Application (open-points 43): a TE admin who is not read-only closes an OPEN or TRANSFER
// application from its detail with a reason, under the year-end close's rules; everyone else is refused
// before the body is read; 409 while a school has the student enrolled or on leave. The reason shows on
// the detail and in the Application change log, and the student is emailed.

const I = IMPORT_STATUS;
const { OPEN, TRANSFER, CLOSED } = APPLICATION_STATUS;
const REASON = 'The student left the employer in May';

let s: ImportSuite;

beforeAll(async () => {
  s = await startImportSuite();
  // The change logs' default frame is the last 30 days: the programme day is the real one here.
  s.setNow(new Date());
});

afterAll(async () => {
  await s?.t.close();
});

async function closeAs(as: ImportPersona, applicationId: number, body: unknown) {
  return call(s, as, 'POST', `/api/application/${applicationId}/close`, body as Record<string, unknown>);
}

/** The application as a detail screen reads it (GET api/student/application/{id}). */
async function detail(as: ImportPersona, applicationId: number) {
  const res = await call(s, as, 'GET', `/api/student/application/${applicationId}`);
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json() as {
      studentApplication: { closeAction: string; closeReason: string | null; version: number }[];
    }
  ).studentApplication[0]!;
}

async function create(state: ImportState) {
  const made = await createImport(s, state);
  return { ...made, version: (await detail('te', made.applicationId)).version };
}

describe('Close Application', () => {
  it('closes with the reason: rows at 4 Did not enroll, at 1-3 Denied: Other; emailed; on the detail', async () => {
    const made = await create({ beta: I.IMPORT_APPROVED, gamma: I.UNDER_REVIEW });
    expect((await detail('te', made.applicationId)).closeAction).toBe('enabled');
    const mark = await outboxMark(s);

    const res = await closeAs('te', made.applicationId, { reason: `  ${REASON} `, version: made.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(messageOf(res)).toBe(M.applicationClosed);

    expect(await storedApplication(s, made.applicationId)).toMatchObject({
      application_status: CLOSED,
      close_reason: REASON,
    });
    expect(await storedRow(s, made.applicationId, s.beta)).toMatchObject({
      import_status_id: I.DENIED_DID_NOT_ENROLL,
      modified_by: s.userIds.te,
    });
    expect(await storedRow(s, made.applicationId, s.gamma)).toMatchObject({
      import_status_id: I.DENIED_OTHER,
      import_status_other_reason: REASON,
      modified_by: s.userIds.te,
    });
    const mail = await mailSince(s, mark);
    expect(mail.map((m) => m.to_address)).toEqual([made.email]);
    expect(mail[0]!.text_body).toContain(`Reason: ${REASON}`);
    // The closed detail shows the reason and no Close Application.
    expect(await detail('te', made.applicationId)).toMatchObject({
      closeAction: 'hidden',
      closeReason: REASON,
    });
    expect(await detail('alpha', made.applicationId)).toMatchObject({ closeReason: REASON });

    // The Application change log records the close and its reason, by the TE admin.
    const log = await call(s, 'te', 'GET', `/api/report/changelogstudentapplication?schoolid=${s.alpha}`);
    expect(log.statusCode, log.body).toBe(200);
    const rows = (log.json() as { rows: Record<string, unknown>[] }).rows;
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ columnName: 'Close Reason', oldValue: null, newValue: REASON }),
        expect.objectContaining({ columnName: 'Application Status', oldValue: OPEN, newValue: CLOSED }),
      ]),
    );
  });

  it('closes a transfer application, and lets the student start a new one', async () => {
    const made = await create({ applicationStatus: TRANSFER, beta: I.DECISION_PENDING, gamma: I.DECLINED });
    const applications = async () =>
      (
        await call(s, { cookie: made.studentCookie }, 'GET', `/api/student/${made.studentId}/applications`)
      ).json() as { canStartNewApplication: boolean };
    expect((await applications()).canStartNewApplication).toBe(false);
    const res = await closeAs('te', made.applicationId, { reason: REASON, version: made.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedRow(s, made.applicationId, s.gamma)).toMatchObject({ import_status_id: I.DECLINED });
    expect((await applications()).canStartNewApplication).toBe(true);
  });

  it.each([
    ['Enrolled', { beta: I.ENROLLED }],
    [
      'Leave of Absence',
      { beta: I.LEAVE_OF_ABSENCE, leave: ['2026-10-01', '2027-02-01'] as [string, string] },
    ],
  ])('answers 409 with the sentence while a school has the student at %s', async (_name, state) => {
    const made = await create(state);
    expect((await detail('te', made.applicationId)).closeAction).toBe('disabled');
    const res = await closeAs('te', made.applicationId, { reason: REASON, version: made.version });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(M.closeRefusedEnrolled);
    expect((await storedApplication(s, made.applicationId)).application_status).toBe(OPEN);
    expect(await storedRow(s, made.applicationId, s.gamma)).toMatchObject({
      import_status_id: I.DECISION_PENDING,
    });
  });

  it('answers 409 for a closed application and for a stale version', async () => {
    const closed = await create({ applicationStatus: CLOSED, beta: I.DECLINED });
    const res = await closeAs('te', closed.applicationId, { reason: REASON, version: closed.version });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(M.closeRefusedNotOpen);

    const open = await create({ beta: I.UNDER_REVIEW });
    const stale = await closeAs('te', open.applicationId, { reason: REASON, version: open.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect((await storedApplication(s, open.applicationId)).application_status).toBe(OPEN);
  });

  it('answers 400 for a reason of 5 characters or fewer, and 404 for an unknown application', async () => {
    const made = await create({ beta: I.UNDER_REVIEW });
    const res = await closeAs('te', made.applicationId, { reason: ' abcde ', version: made.version });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { reason: M.reasonTooShort } });
    const missing = await closeAs('te', 2_000_000_000, { reason: REASON, version: 1 });
    expect(missing.statusCode).toBe(404);
  });

  it.each<ImportPersona>(['teReadOnly', 'alpha', 'beta'])(
    'refuses %s with 403 before the body is read, and offers them no Close Application',
    async (persona) => {
      const made = await create({ beta: I.UNDER_REVIEW });
      expect((await closeAs(persona, made.applicationId, { reason: 1 })).statusCode).toBe(403);
      expect(
        (await closeAs(persona, made.applicationId, { reason: REASON, version: made.version })).statusCode,
      ).toBe(403);
      if (persona !== 'beta') expect((await detail(persona, made.applicationId)).closeAction).toBe('hidden');
      expect((await storedApplication(s, made.applicationId)).application_status).toBe(OPEN);
    },
  );

  it('refuses a student with 403', async () => {
    const made = await create({ beta: I.UNDER_REVIEW });
    const res = await call(
      s,
      { cookie: made.studentCookie },
      'POST',
      `/api/application/${made.applicationId}/close`,
      {
        reason: REASON,
        version: made.version,
      },
    );
    expect(res.statusCode).toBe(403);
  });
});
