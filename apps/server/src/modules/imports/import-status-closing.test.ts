import { APPLICATION_STATUS, EXPORT_STATUS, IMPORT_STATUS } from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createImport,
  type ImportState,
  type ImportSuite,
  mailSince,
  outboxMark,
  putStatus,
  startImportSuite,
  storedApplication,
  storedRow,
  TODAY,
} from '../../test/import-fixtures.js';

// The applications an import status change closes, in its transaction (open-points 8): a transfer's old
// application once the new school enrols the student (its row becomes Transferred), and an application
// the closing rule no longer keeps open. The student is emailed each time.

const I = IMPORT_STATUS;
const WITHDRAW = { importStatus: I.WITHDRAWN, participationTypeId: 1, withdrawalDate: '2026-08-28' };

let s: ImportSuite;

beforeAll(async () => {
  s = await startImportSuite();
});

afterAll(async () => {
  await s?.t.close();
});

async function change(state: ImportState, body: Record<string, unknown>) {
  const made = await createImport(s, state);
  const mark = await outboxMark(s);
  const res = await putStatus(s, made.applicationId, body);
  expect(res.statusCode, res.body).toBe(200);
  return { ...made, mail: await mailSince(s, mark) };
}

describe('applications the change closes (open-points 8)', () => {
  it('a transfer enrolled at its new school closes the old application, whose row becomes Transferred', async () => {
    const old = await createImport(s, { beta: I.ENROLLED, gamma: null });
    const transfer = await createImport(s, {
      studentId: old.studentId,
      applicationStatus: APPLICATION_STATUS.TRANSFER,
      beta: I.DECISION_PENDING,
      gamma: I.IMPORT_APPROVED,
    });
    const mark = await outboxMark(s);
    const res = await putStatus(
      s,
      transfer.applicationId,
      { importStatus: I.ENROLLED, participationTypeId: 1 },
      {
        as: 'gamma',
        schoolId: s.gamma,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      importStatus: I.ENROLLED,
      applicationStatus: APPLICATION_STATUS.TRANSFER,
    });
    expect((await storedApplication(s, old.applicationId)).application_status).toBe(
      APPLICATION_STATUS.CLOSED,
    );
    // The old row's last change is the transfer's enrolment: today's date, Modified By the enrolling user.
    expect(await storedRow(s, old.applicationId, s.beta)).toMatchObject({
      import_status_id: I.TRANSFERRED,
      import_status_date: TODAY,
      modified_by: s.userIds.gamma,
    });
    const mail = await mailSince(s, mark);
    expect(mail.map((m) => m.subject)).toEqual([
      expect.stringMatching(/Gamma University enrolled you/),
      expect.stringMatching(/application is closed/),
    ]);
    expect(mail[1]!.text_body).toMatch(
      /Gamma University enrolled you on your transfer application.*Beta College now shows Transferred/s,
    );
  });

  it('a row on leave of absence at the old school becomes Transferred too', async () => {
    const old = await createImport(s, {
      beta: I.LEAVE_OF_ABSENCE,
      leave: ['2026-08-01', '2026-12-31'],
      gamma: I.DECLINED,
    });
    const transfer = await createImport(s, {
      studentId: old.studentId,
      applicationStatus: APPLICATION_STATUS.TRANSFER,
      beta: I.DECISION_PENDING,
      gamma: I.IMPORT_APPROVED,
    });
    const res = await putStatus(
      s,
      transfer.applicationId,
      { importStatus: I.ENROLLED, participationTypeId: 1 },
      { as: 'gamma', schoolId: s.gamma },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedApplication(s, old.applicationId)).application_status).toBe(
      APPLICATION_STATUS.CLOSED,
    );
    expect(await storedRow(s, old.applicationId, s.beta)).toMatchObject({
      import_status_id: I.TRANSFERRED,
      import_status_date: TODAY,
    });
    // A school that had declined the student keeps its decision.
    expect((await storedRow(s, old.applicationId, s.gamma)).import_status_id).toBe(I.DECLINED);
  });

  it('closes an application with No Longer Eligible once its last enrolled row is withdrawn', async () => {
    const { applicationId, mail } = await change(
      {
        beta: I.LEAVE_OF_ABSENCE,
        leave: ['2026-03-01', '2026-06-01'],
        exportStatus: EXPORT_STATUS.NO_LONGER_ELIGIBLE,
      },
      { ...WITHDRAW, addSemesterEligibility: 0 },
    );
    expect((await storedApplication(s, applicationId)).application_status).toBe(APPLICATION_STATUS.CLOSED);
    expect(mail.map((m) => m.subject)).toEqual([
      expect.stringMatching(/reports that you withdrew/),
      expect.stringMatching(/application is closed/),
    ]);
  });

  it('closes an application of an ended aid year once no school has the student enrolled', async () => {
    const { applicationId } = await change(
      { beta: I.ENROLLED, aidYear: 'past' },
      { ...WITHDRAW, addSemesterEligibility: 0 },
    );
    expect((await storedApplication(s, applicationId)).application_status).toBe(APPLICATION_STATUS.CLOSED);
    // As the year-end close would have (open-points 43): the school still deciding is denied, with the reason.
    expect(await storedRow(s, applicationId, s.gamma)).toMatchObject({
      import_status_id: I.DENIED_OTHER,
      import_status_other_reason: 'Aid year ended',
    });
  });

  it('leaves a live application open while another school keeps the student', async () => {
    const { applicationId } = await change(
      { beta: I.ENROLLED, gamma: I.ENROLLED, exportStatus: EXPORT_STATUS.NO_LONGER_ELIGIBLE },
      { ...WITHDRAW, addSemesterEligibility: 0 },
    );
    expect((await storedApplication(s, applicationId)).application_status).toBe(APPLICATION_STATUS.OPEN);
  });
});
