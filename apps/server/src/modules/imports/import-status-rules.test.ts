import {
  API_MESSAGES,
  APPLICATION_STATUS,
  IMPORT_STATUS,
  APPLICATION_MESSAGES as M,
  VALIDATION_MESSAGES,
} from '@exchange/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createImport,
  type ImportState,
  type ImportSuite,
  putStatus,
  startImportSuite,
  storedRow,
  usages,
} from '../../test/import-fixtures.js';

// The inline-edit rules in their order and the Update Import Status dialog's rules, re-checked by the
// server (2-applications §4, §5; open-points 7, 15): each refusal says why, with the field, and changes
// nothing.

const I = IMPORT_STATUS;
// A TRANSFER application's row is read the transfer grid's way (importReadingsFor), an OPEN one the list's.
const TRANSFER = { applicationStatus: APPLICATION_STATUS.TRANSFER };

let s: ImportSuite;

beforeAll(async () => {
  s = await startImportSuite();
});

afterAll(async () => {
  await s?.t.close();
});

/** A new application in the state, one PUT on its Beta row (or Gamma's), and the stored row after it. */
async function change(state: ImportState, body: Record<string, unknown>, schoolId?: number) {
  const { applicationId } = await createImport(s, state);
  const as = schoolId === s.gamma ? 'gamma' : 'beta';
  const res = await putStatus(s, applicationId, body, { schoolId, as });
  return { res, row: await storedRow(s, applicationId, schoolId ?? s.beta), applicationId };
}

const answer = (res: LightMyRequestResponse) => {
  const body = res.json() as { message?: string; errors?: Record<string, string> };
  return { status: res.statusCode, message: body.message, errors: body.errors };
};

describe('inline edit rules, in order (§4)', () => {
  it('rule 1: nothing changed is the info, worded as the application reads it', async () => {
    const same = { importStatus: I.IMPORT_APPROVED, participationTypeId: 1 };
    const open = await change({ beta: I.IMPORT_APPROVED }, same);
    expect(answer(open.res)).toMatchObject({ status: 400, message: M.importNothingChanged });
    const transfer = await change({ ...TRANSFER, beta: I.IMPORT_APPROVED }, same);
    expect(answer(transfer.res)).toMatchObject({ status: 400, message: M.importNothingChangedTransfer });
  });

  it('rule 2: Under Review or Enrolled without an exchange program', async () => {
    const underReview = await change(
      { beta: I.DECISION_PENDING, participationTypeId: null },
      { importStatus: I.UNDER_REVIEW, participationTypeId: null },
    );
    expect(answer(underReview.res)).toMatchObject({ status: 400, message: M.programNotSelected });
    expect(underReview.row.import_status_id).toBe(I.DECISION_PENDING);
    const enrolled = await change(
      { beta: I.IMPORT_APPROVED, participationTypeId: null },
      { importStatus: I.ENROLLED, participationTypeId: null },
    );
    expect(answer(enrolled.res)).toMatchObject({ status: 400, message: M.programNotSelected });
  });

  it('rule 2 on a transfer: Import Approved or Enrolled need the program, Under Review does not', async () => {
    const none = { participationTypeId: null };
    const toApproved = { importStatus: I.IMPORT_APPROVED, participationTypeId: null };
    const approved = await change({ ...TRANSFER, ...none, beta: I.UNDER_REVIEW }, toApproved);
    expect(answer(approved.res)).toMatchObject({ status: 400, message: M.programNotSelected });
    expect((await change({ ...none, beta: I.UNDER_REVIEW }, toApproved)).res.statusCode).toBe(200);
    const toReview = { importStatus: I.UNDER_REVIEW, participationTypeId: null };
    const review = await change({ ...TRANSFER, ...none, beta: I.DECISION_PENDING }, toReview);
    expect(review.res.statusCode, review.res.body).toBe(200);
    expect(review.row).toMatchObject({ import_status_id: I.UNDER_REVIEW, participation_type_id: null });
  });

  it('rule 3: the program changes only at Enrolled or Import Approved', async () => {
    const declined = await change(
      { beta: I.UNDER_REVIEW },
      { importStatus: I.DECLINED, participationTypeId: 2 },
    );
    expect(answer(declined.res)).toMatchObject({ status: 400, message: M.programNotChangeable });
    const staying = await change(
      { beta: I.UNDER_REVIEW },
      { importStatus: I.UNDER_REVIEW, participationTypeId: 2 },
    );
    expect(answer(staying.res)).toMatchObject({ status: 400, message: M.programNotChangeable });
    const enrolled = await change({ beta: I.ENROLLED }, { importStatus: I.ENROLLED, participationTypeId: 2 });
    expect(enrolled.res.statusCode, enrolled.res.body).toBe(200);
    expect(enrolled.row).toMatchObject({ import_status_id: I.ENROLLED, participation_type_id: 2 });
  });

  it('rule 3 lets a program be chosen with the move into Under Review (docs/decisions/imports.md)', async () => {
    const { res, row } = await change(
      { beta: I.DECISION_PENDING, participationTypeId: null },
      { importStatus: I.UNDER_REVIEW, participationTypeId: 2 },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(row.participation_type_id).toBe(2);
  });

  it('rule 4: back to Decision Pending clears the program when the schools share several', async () => {
    const several = await change(
      { beta: I.UNDER_REVIEW },
      { importStatus: I.DECISION_PENDING, participationTypeId: 1 },
    );
    expect(several.res.statusCode, several.res.body).toBe(200);
    expect(several.row).toMatchObject({ import_status_id: I.DECISION_PENDING, participation_type_id: null });
    // Alpha and Gamma share one program: it stays.
    const one = await change(
      { gamma: I.UNDER_REVIEW },
      { importStatus: I.DECISION_PENDING, participationTypeId: 1 },
      s.gamma,
    );
    expect(one.res.statusCode, one.res.body).toBe(200);
    expect(one.row.participation_type_id).toBe(1);
  });

  it('the one program both schools share is filled in, and no other may be chosen (open-points 15)', async () => {
    const filled = await change(
      { gamma: I.DECISION_PENDING, participationTypeId: null },
      { importStatus: I.UNDER_REVIEW, participationTypeId: null },
      s.gamma,
    );
    expect(filled.res.statusCode, filled.res.body).toBe(200);
    expect(filled.row.participation_type_id).toBe(1);
    const other = await change(
      { gamma: I.ENROLLED },
      { importStatus: I.ENROLLED, participationTypeId: 3 },
      s.gamma,
    );
    expect(answer(other.res)).toMatchObject({ status: 400, message: API_MESSAGES.notAllowed });
  });

  it('refuses a program the two schools do not share', async () => {
    const { res, row } = await change(
      { beta: I.ENROLLED },
      { importStatus: I.ENROLLED, participationTypeId: 3 },
    );
    expect(answer(res)).toEqual({
      status: 400,
      message: VALIDATION_MESSAGES.option,
      errors: { participationTypeId: VALIDATION_MESSAGES.option },
    });
    expect(row.participation_type_id).toBe(1);
  });
});

describe('Update Import Status dialog (§4, §5)', () => {
  it('Denied: Other needs a reason longer than 5 characters', async () => {
    const short = await change(
      {},
      { importStatus: I.DENIED_OTHER, participationTypeId: 1, importStatusOtherReason: ' 12345 ' },
    );
    expect(answer(short.res)).toEqual({
      status: 400,
      message: M.reasonTooShort,
      errors: { importStatusOtherReason: M.reasonTooShort },
    });
    expect(short.row.import_status_id).toBe(I.UNDER_REVIEW);
    const enough = await change(
      {},
      { importStatus: I.DENIED_OTHER, participationTypeId: 1, importStatusOtherReason: '123456' },
    );
    expect(enough.res.statusCode, enough.res.body).toBe(200);
    expect(enough.row).toMatchObject({
      import_status_id: I.DENIED_OTHER,
      import_status_other_reason: '123456',
    });
  });

  it.each([I.WITHDRAWN, I.GRADUATED])('status %i needs a valid date', async (status) => {
    const base = { importStatus: status, participationTypeId: 1, addSemesterEligibility: 0 };
    const missing = await change({ beta: I.ENROLLED }, base);
    expect(answer(missing.res)).toEqual({
      status: 400,
      message: VALIDATION_MESSAGES.required,
      errors: { withdrawalDate: VALIDATION_MESSAGES.required },
    });
    const invalid = await change({ beta: I.ENROLLED }, { ...base, withdrawalDate: '2026-02-30' });
    expect(answer(invalid.res).errors).toEqual({ withdrawalDate: VALIDATION_MESSAGES.date });
    const valid = await change({ beta: I.ENROLLED }, { ...base, withdrawalDate: '2026-08-28' });
    expect(valid.res.statusCode, valid.res.body).toBe(200);
    expect(valid.row).toMatchObject({ import_status_id: status, withdrawal_date: '2026-08-28' });
  });

  it('Leave of Absence needs both dates, the end after the begin and within 6 months', async () => {
    const leave = (begin: string | null, end: string | null) =>
      change(
        { beta: I.ENROLLED },
        {
          importStatus: I.LEAVE_OF_ABSENCE,
          participationTypeId: 1,
          leaveOfAbsenceBegin: begin,
          leaveOfAbsenceEnd: end,
        },
      );
    expect(answer((await leave(null, null)).res).errors).toEqual({
      leaveOfAbsenceBegin: VALIDATION_MESSAGES.required,
      leaveOfAbsenceEnd: VALIDATION_MESSAGES.required,
    });
    expect(answer((await leave('2026-10-01', '2026-10-01')).res)).toMatchObject({
      message: M.leaveEndAfterBegin,
      errors: { leaveOfAbsenceEnd: M.leaveEndAfterBegin },
    });
    expect(answer((await leave('2026-10-01', '2027-04-02')).res)).toMatchObject({
      message: M.leaveWithinLimit,
      errors: { leaveOfAbsenceEnd: M.leaveWithinLimit },
    });
    const sixMonths = await leave('2026-10-01', '2027-04-01');
    expect(sixMonths.res.statusCode, sixMonths.res.body).toBe(200);
    expect(sixMonths.row).toMatchObject({
      import_status_id: I.LEAVE_OF_ABSENCE,
      leave_of_absence_begin: '2026-10-01',
      leave_of_absence_end: '2027-04-01',
    });
  });

  it.each([
    [I.ENROLLED, I.WITHDRAWN, {}],
    [I.ENROLLED, I.GRADUATED, {}],
    [I.LEAVE_OF_ABSENCE, I.WITHDRAWN, {}],
    [I.LEAVE_OF_ABSENCE, I.WITHDRAWN, TRANSFER],
  ])('from %i to %i (%o) the eligibility question must be answered', async (from, to, app) => {
    const body = { importStatus: to, participationTypeId: 1, withdrawalDate: '2026-08-28' };
    const unanswered = await change({ ...app, beta: from }, body);
    expect(answer(unanswered.res)).toEqual({
      status: 400,
      message: M.eligibilityQuestionUnanswered,
      errors: { addSemesterEligibility: M.eligibilityQuestionUnanswered },
    });
    expect(unanswered.row.import_status_id).toBe(from);
    const answered = await change({ ...app, beta: from }, { ...body, addSemesterEligibility: 0 });
    expect(answered.res.statusCode, answered.res.body).toBe(200);
  });

  it('on a transfer it is asked after Import Approved or a leave, not after Enrolled', async () => {
    const reason = { importStatusOtherReason: 'Never came' };
    const denied = { importStatus: I.DENIED_OTHER, participationTypeId: 1, ...reason };
    const approved = { ...TRANSFER, beta: I.IMPORT_APPROVED };
    const unanswered = await change(approved, denied);
    expect(answer(unanswered.res)).toMatchObject({ status: 400, message: M.eligibilityQuestionUnanswered });
    expect(unanswered.row.import_status_id).toBe(I.IMPORT_APPROVED);
    const yes = await change(approved, { ...denied, addSemesterEligibility: 1 });
    expect(yes.res.statusCode, yes.res.body).toBe(200);
    expect(await usages(s, yes.applicationId, s.beta)).toHaveLength(1);
    // An OPEN application asks nothing there, and an answer sent anyway is ignored.
    const open = await change({ beta: I.IMPORT_APPROVED }, { ...denied, addSemesterEligibility: 1 });
    expect(open.res.statusCode, open.res.body).toBe(200);
    expect(await usages(s, open.applicationId, s.beta)).toEqual([]);
    const withdraw = { importStatus: I.WITHDRAWN, participationTypeId: 1, withdrawalDate: '2026-08-28' };
    // Enrolled to Withdrawn asks nothing on a transfer (a leave does: see above).
    const enrolled = await change({ ...TRANSFER, beta: I.ENROLLED }, withdraw);
    expect(enrolled.res.statusCode, enrolled.res.body).toBe(200);
  });

  it('does not ask it from Under Review to Denied: Other, and ignores an answer sent anyway', async () => {
    const { res, applicationId } = await change(
      {},
      {
        importStatus: I.DENIED_OTHER,
        participationTypeId: 1,
        importStatusOtherReason: 'No transcripts',
        addSemesterEligibility: 1,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await usages(s, applicationId, s.beta)).toEqual([]);
  });

  it('refuses an answer that is not 1 or 0', async () => {
    const { res } = await change(
      { beta: I.ENROLLED },
      {
        importStatus: I.WITHDRAWN,
        participationTypeId: 1,
        withdrawalDate: '2026-08-28',
        addSemesterEligibility: 2,
      },
    );
    expect(answer(res)).toMatchObject({
      status: 400,
      errors: { addSemesterEligibility: 'Answer 1 (Yes) or 0 (No).' },
    });
  });
});
