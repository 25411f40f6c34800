import { IMPORT_STATUS, APPLICATION_MESSAGES as M } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createImport,
  type ImportState,
  type ImportSuite,
  mailSince,
  messageOf,
  outboxMark,
  putStatus,
  setApplication,
  startImportSuite,
  storedApplication,
  storedRow,
  TODAY,
  usages,
} from '../../test/import-fixtures.js';

// What an import status change stores and sets off, in one transaction (2-applications §4; open-points 2;
// issue 10): the decision with today's date, the dialog's fields, a term of eligibility used, the
// student's email and the change logs (what it closes: import-status-closing.test.ts).

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
  return {
    ...made,
    res,
    mail: await mailSince(s, mark),
    row: await storedRow(s, made.applicationId, s.beta),
  };
}

describe('what is stored', () => {
  it("sets today's status date in the programme time zone, ignoring the client's, and the modifier", async () => {
    const { row, res } = await change(
      {},
      {
        importStatus: I.IMPORT_APPROVED,
        participationTypeId: 1,
        importStatusDate: '2000-01-01',
        modifiedBy: 1,
      },
    );
    expect(row).toMatchObject({
      import_status_id: I.IMPORT_APPROVED,
      import_status_date: TODAY,
      modified_by: s.userIds.beta,
      version: 2,
    });
    expect(res.json()).toMatchObject({ importStatusDate: TODAY, modifiedBy: s.userIds.beta, version: 2 });
  });

  it('Yes to "used a term of eligibility?" records a term on the withdrawal date', async () => {
    const { row, applicationId } = await change(
      { beta: I.ENROLLED, eligibilityRemaining: 5 },
      { ...WITHDRAW, addSemesterEligibility: 1 },
    );
    expect(row).toMatchObject({ withdrawal_date: '2026-08-28', last_eligibility_used: '2026-08-28' });
    expect(await usages(s, applicationId, s.beta)).toEqual([{ usage_type: 'TERM', used_on: '2026-08-28' }]);
    expect(await storedApplication(s, applicationId)).toMatchObject({ eligibility_remaining: 4, version: 2 });
  });

  it('refuses Yes when no term is left, changing nothing; an unknown count takes it and stays unknown', async () => {
    const zero = await createImport(s, { beta: I.ENROLLED, eligibilityRemaining: 0 });
    const mark = await outboxMark(s);
    const refused = await putStatus(s, zero.applicationId, { ...WITHDRAW, addSemesterEligibility: 1 });
    expect([refused.statusCode, messageOf(refused)]).toEqual([400, M.noEligibilityRemaining]);
    expect(await storedRow(s, zero.applicationId, s.beta)).toMatchObject({
      import_status_id: I.ENROLLED,
      withdrawal_date: null,
      last_eligibility_used: null,
      version: 1,
    });
    expect(await usages(s, zero.applicationId, s.beta)).toEqual([]);
    expect(await storedApplication(s, zero.applicationId)).toMatchObject({
      eligibility_remaining: 0,
      version: 1,
    });
    expect(await mailSince(s, mark)).toEqual([]);
    // No: the withdrawal goes through.
    const no = await putStatus(s, zero.applicationId, { ...WITHDRAW, addSemesterEligibility: 0 });
    expect(no.statusCode, no.body).toBe(200);

    const unknown = await change(
      { beta: I.LEAVE_OF_ABSENCE, leave: ['2026-03-01', '2026-06-01'], eligibilityRemaining: null },
      {
        importStatus: I.WITHDRAWN,
        participationTypeId: 1,
        withdrawalDate: '2026-08-30',
        addSemesterEligibility: 1,
      },
    );
    expect((await storedApplication(s, unknown.applicationId)).eligibility_remaining).toBeNull();
    expect(unknown.row).toMatchObject({
      last_eligibility_used: '2026-08-30',
      leave_of_absence_begin: '2026-03-01',
    });
  });

  it('No records nothing', async () => {
    const { row, applicationId } = await change(
      { beta: I.ENROLLED },
      { ...WITHDRAW, addSemesterEligibility: 0 },
    );
    expect(row.last_eligibility_used).toBeNull();
    expect(await usages(s, applicationId, s.beta)).toEqual([]);
    expect(await storedApplication(s, applicationId)).toMatchObject({ eligibility_remaining: 8, version: 1 });
  });

  it('leaving a leave that has not begun clears its dates; one under way keeps them', async () => {
    const back = { importStatus: I.ENROLLED, participationTypeId: 1 };
    const future = await change({ beta: I.LEAVE_OF_ABSENCE, leave: ['2026-10-01', '2027-01-31'] }, back);
    expect(future.row).toMatchObject({ leave_of_absence_begin: null, leave_of_absence_end: null });
    const begun = await change({ beta: I.LEAVE_OF_ABSENCE, leave: ['2026-08-01', '2026-12-31'] }, back);
    expect(begun.row).toMatchObject({
      leave_of_absence_begin: '2026-08-01',
      leave_of_absence_end: '2026-12-31',
    });
  });

  it('keeps the reason only for Denied: Other', async () => {
    const denied = await change(
      {},
      {
        importStatus: I.DENIED_OTHER,
        participationTypeId: 1,
        importStatusOtherReason: '  Missing transcripts ',
      },
    );
    expect(denied.row.import_status_other_reason).toBe('Missing transcripts');
    const declined = await change(
      {},
      { importStatus: I.DECLINED, participationTypeId: 1, importStatusOtherReason: 'Ignored text' },
    );
    expect(declined.row.import_status_other_reason).toBeNull();
  });
});

describe('dates the user chooses (open-points 2)', () => {
  const before = M.noLongerEligibleBeforeApplication;
  it.each([
    ['a withdrawal date', WITHDRAW, 'withdrawalDate'],
    ['a graduation date', { ...WITHDRAW, importStatus: I.GRADUATED }, 'withdrawalDate'],
    [
      "a leave's begin",
      {
        importStatus: I.LEAVE_OF_ABSENCE,
        leaveOfAbsenceBegin: '2026-08-28',
        leaveOfAbsenceEnd: '2026-12-31',
      },
      'leaveOfAbsenceBegin',
    ],
  ] as const)('refuses %s before the application was submitted', async (_label, body, field) => {
    const { applicationId } = await createImport(s, { beta: I.ENROLLED, creationDate: '2026-08-29' });
    const res = await putStatus(s, applicationId, {
      ...body,
      participationTypeId: 1,
      addSemesterEligibility: 0,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: before, errors: { [field]: before } });
    expect(await storedRow(s, applicationId, s.beta)).toMatchObject({
      import_status_id: I.ENROLLED,
      version: 1,
    });
    // The day of submission itself is allowed.
    await setApplication(s, applicationId, sql`creation_date = '2026-08-28'`);
    const same = await putStatus(s, applicationId, {
      ...body,
      participationTypeId: 1,
      addSemesterEligibility: 0,
    });
    expect(same.statusCode, same.body).toBe(200);
  });
});

describe("the student's email (issue 10)", () => {
  it.each([
    ['Import Approved', {}, { importStatus: I.IMPORT_APPROVED }, /approved your application/],
    ['Enrolled', {}, { importStatus: I.ENROLLED }, /enrolled you/],
    [
      'Denied: Other with its reason',
      {},
      { importStatus: I.DENIED_OTHER, importStatusOtherReason: 'Late transcripts' },
      /Late transcripts/,
    ],
    ['Denied: Did not apply', {}, { importStatus: I.DENIED_DID_NOT_APPLY }, /did not approve/],
    ['Declined', {}, { importStatus: I.DECLINED }, /declined/],
    [
      'Withdrawn',
      { beta: I.ENROLLED },
      { ...WITHDRAW, addSemesterEligibility: 0 },
      /withdrew on 08\/28\/2026/,
    ],
    [
      'Graduated',
      { beta: I.ENROLLED },
      { ...WITHDRAW, importStatus: I.GRADUATED, addSemesterEligibility: 0 },
      /graduated on 08\/28\/2026/,
    ],
    [
      'Leave of Absence with its dates',
      { beta: I.ENROLLED },
      {
        importStatus: I.LEAVE_OF_ABSENCE,
        leaveOfAbsenceBegin: '2026-10-01',
        leaveOfAbsenceEnd: '2027-01-31',
      },
      /from 10\/01\/2026 to 01\/31\/2027/,
    ],
  ] as const)('tells the student of %s', async (_label, state, body, text) => {
    const { mail, email } = await change(state, { participationTypeId: 1, ...body });
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to_address: email });
    expect(`${mail[0]!.subject}\n${mail[0]!.text_body}`).toMatch(text);
    expect(mail[0]!.text_body).toContain('Beta College');
  });

  it('tells nothing for a step that is no decision (Under Review), nor for a refused change', async () => {
    const { mail } = await change(
      { beta: I.DECISION_PENDING },
      { importStatus: I.UNDER_REVIEW, participationTypeId: 1 },
    );
    expect(mail).toEqual([]);
    const { applicationId } = await createImport(s);
    const mark = await outboxMark(s);
    expect((await putStatus(s, applicationId, { importStatus: I.GRADUATED })).statusCode).toBe(400);
    expect(await mailSince(s, mark)).toEqual([]);
  });
});

describe('change logs (migration 0002 triggers)', () => {
  it('records the import row and the application in the same transaction, by the acting user', async () => {
    const { applicationId } = await change({ beta: I.ENROLLED }, { ...WITHDRAW, addSemesterEligibility: 1 });
    const logs = await s.rows<Record<string, unknown>>(
      sql`select log_type, table_name, column_name, old_value, new_value, modified_by, modified_at::text as at
          from change_log where application_id = ${applicationId} and action = 'UPDATE' or
            (table_name = 'eligibility_usages' and application_id = ${applicationId})
          order by id`,
    );
    expect(logs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          log_type: 'IMPORT',
          column_name: 'import_status_id',
          old_value: '5',
          new_value: '10',
        }),
        expect.objectContaining({
          log_type: 'IMPORT',
          column_name: 'withdrawal_date',
          new_value: '2026-08-28',
        }),
        expect.objectContaining({
          log_type: 'IMPORT',
          table_name: 'eligibility_usages',
          column_name: 'usage_type',
        }),
        expect.objectContaining({
          log_type: 'APPLICATION',
          column_name: 'eligibility_remaining',
          old_value: '8',
          new_value: '7',
        }),
      ]),
    );
    expect(new Set(logs.map((l) => l.modified_by))).toEqual(new Set([s.userIds.beta]));
    // now() is the transaction's start: one value for every row the change wrote.
    expect(new Set(logs.map((l) => l.at)).size).toBe(1);
  });
});
