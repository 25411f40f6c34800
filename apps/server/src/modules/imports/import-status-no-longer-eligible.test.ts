import {
  APPLICATION_STATUS,
  EXPORT_STATUS,
  IMPORT_STATUS,
  type ImportListRow,
  importStatusName,
  APPLICATION_MESSAGES as M,
} from '@exchange/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREATED_ON,
  call,
  createImport,
  type ImportState,
  type ImportSuite,
  mailSince,
  messageOf,
  outboxMark,
  putStatus,
  startImportSuite,
  storedApplication,
  storedRow,
  usages,
} from '../../test/import-fixtures.js';

// Import rows under a No Longer Eligible export (open-points 4, 8, 10): the decision denies the rows at
// 1-4 and leaves the student's enrolled or on-leave rows; the school records Withdrawn there itself, with
// the eligibility-term question, which is the only move those rows allow; every other row is frozen, on
// the list, the detail and the dialog alike (one PUT). The last Withdrawn closes the application.

const I = IMPORT_STATUS;
const NLE = { exportStatus: EXPORT_STATUS.NO_LONGER_ELIGIBLE };
const WITHDRAW = { importStatus: I.WITHDRAWN, participationTypeId: 1, withdrawalDate: '2026-08-28' };

let s: ImportSuite;

beforeAll(async () => {
  s = await startImportSuite();
});

afterAll(async () => {
  await s?.t.close();
});

/** Beta's row as Beta's import user reads it on the import list. */
async function listedRow(applicationId: number) {
  const res = await call(s, 'beta', 'GET', `/api/import/school/${s.beta}?appstatus=OPEN&importstatus=0`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ImportListRow[]).find((r) => r.applicationId === applicationId);
}

/** The export school (Alpha's role 1) reports the student no longer eligible. */
async function reportNoLongerEligible(applicationId: number) {
  const res = await call(s, 'alpha', 'PUT', `/api/export/${applicationId}`, {
    exportStatusId: EXPORT_STATUS.NO_LONGER_ELIGIBLE,
    noLongerEligibleDate: CREATED_ON,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the decision, then the school withdraws the student (open-points 4, 8)', () => {
  it('keeps the application OPEN with the enrolled row, which offers only Withdrawn; the Withdrawn with the term answer closes it', async () => {
    const { applicationId, email } = await createImport(s, {
      beta: I.ENROLLED,
      gamma: I.IMPORT_APPROVED,
      eligibilityRemaining: 5,
    });
    await reportNoLongerEligible(applicationId);
    expect((await storedApplication(s, applicationId)).application_status).toBe(APPLICATION_STATUS.OPEN);
    expect(await storedRow(s, applicationId, s.beta)).toMatchObject({ import_status_id: I.ENROLLED });
    expect(await storedRow(s, applicationId, s.gamma)).toMatchObject({
      import_status_id: I.DENIED_OTHER,
      import_status_other_reason: 'No longer eligible',
    });
    expect(await listedRow(applicationId)).toMatchObject({
      statusOptions: [I.ENROLLED, I.WITHDRAWN],
      actions: {
        editStatus: 'enabled',
        editProgram: 'disabled',
        extendEligibility: 'hidden',
        addSummerTerm: 'hidden',
      },
    });

    // The dialog's question applies as for any Enrolled → Withdrawn.
    const unanswered = await putStatus(s, applicationId, WITHDRAW);
    expect([unanswered.statusCode, unanswered.json().errors]).toEqual([
      400,
      { addSemesterEligibility: expect.any(String) },
    ]);

    const mark = await outboxMark(s);
    const res = await putStatus(s, applicationId, { ...WITHDRAW, addSemesterEligibility: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedRow(s, applicationId, s.beta)).toMatchObject({
      import_status_id: I.WITHDRAWN,
      withdrawal_date: '2026-08-28',
      modified_by: s.userIds.beta,
    });
    expect(await usages(s, applicationId, s.beta)).toEqual([{ usage_type: 'TERM', used_on: '2026-08-28' }]);
    expect(await storedApplication(s, applicationId)).toMatchObject({
      application_status: APPLICATION_STATUS.CLOSED,
      eligibility_remaining: 4,
    });
    const mail = await mailSince(s, mark);
    expect(mail.map((m) => [m.to_address, m.subject])).toEqual([
      [email, expect.stringMatching(/reports that you withdrew/)],
      [email, expect.stringMatching(/application is closed/)],
    ]);
  });

  it('stays OPEN while another school still has the student on leave', async () => {
    const { applicationId } = await createImport(s, {
      beta: I.ENROLLED,
      gamma: I.LEAVE_OF_ABSENCE,
      leave: ['2026-08-01', '2026-12-31'],
    });
    await reportNoLongerEligible(applicationId);
    const res = await putStatus(s, applicationId, { ...WITHDRAW, addSemesterEligibility: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedApplication(s, applicationId)).application_status).toBe(APPLICATION_STATUS.OPEN);
    expect((await storedRow(s, applicationId, s.gamma)).import_status_id).toBe(I.LEAVE_OF_ABSENCE);
  });
});

describe('every other move is refused with the transition refusal', () => {
  async function refused(state: ImportState, body: Record<string, unknown>) {
    const { applicationId } = await createImport(s, { ...NLE, gamma: null, ...state });
    const before = await storedRow(s, applicationId, s.beta);
    const res = await putStatus(s, applicationId, body);
    expect(res.statusCode).toBe(400);
    expect(await storedRow(s, applicationId, s.beta)).toEqual(before);
    return { res, applicationId };
  }

  it.each([
    ['Declined → Under Review', I.DECLINED, I.UNDER_REVIEW],
    ['Denied: Other → Under Review', I.DENIED_OTHER, I.UNDER_REVIEW],
    ['Enrolled → Under Review', I.ENROLLED, I.UNDER_REVIEW],
    ['Enrolled → Leave of Absence', I.ENROLLED, I.LEAVE_OF_ABSENCE],
    ['Enrolled → Graduated', I.ENROLLED, I.GRADUATED],
    ['Leave of Absence → Enrolled', I.LEAVE_OF_ABSENCE, I.ENROLLED],
  ])('%s', async (_label, from, to) => {
    const body = {
      importStatus: to,
      participationTypeId: 1,
      leaveOfAbsenceBegin: '2026-09-15',
      leaveOfAbsenceEnd: '2026-12-15',
      withdrawalDate: '2026-08-28',
      addSemesterEligibility: 0,
    };
    const { res, applicationId } = await refused({ beta: from }, body);
    expect(messageOf(res)).toBe(M.importTransitionRefused(importStatusName(from), importStatusName(to)));
    const row = await listedRow(applicationId);
    expect(row?.statusOptions ?? []).not.toContain(to);
  });

  it('Declined under No Longer Eligible is shown frozen on the list', async () => {
    const { applicationId } = await createImport(s, { ...NLE, beta: I.DECLINED, gamma: null });
    expect(await listedRow(applicationId)).toMatchObject({
      statusOptions: [I.DECLINED],
      actions: { editStatus: 'disabled' },
    });
  });

  it('a program or Student Classification change of an enrolled row is refused too', async () => {
    await refused({ beta: I.ENROLLED }, { importStatus: I.ENROLLED, participationTypeId: 2 });
    const classification = await refused(
      { beta: I.ENROLLED, studentCategoryId: 2 },
      { importStatus: I.ENROLLED, participationTypeId: 1, studentCategoryId: 3 },
    );
    expect(classification.res.json().errors).toMatchObject({ studentCategoryId: expect.any(String) });
  });
});
