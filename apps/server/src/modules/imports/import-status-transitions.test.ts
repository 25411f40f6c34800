import {
  IMPORT_STATUS,
  IMPORT_STATUSES,
  importStatusName,
  APPLICATION_MESSAGES as M,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createImport,
  type ImportSuite,
  messageOf,
  putStatus,
  setApplication,
  setRow,
  startImportSuite,
  storedRow,
  TODAY,
} from '../../test/import-fixtures.js';

// Each import status move through the API (2-applications §4; open-points 4, 5, 6, 7): the allowed ones
// are saved, the others refused with a sentence naming both statuses, and nothing changes.

const I = IMPORT_STATUS;
const ALL = IMPORT_STATUSES.map((s) => s.id);

/** open-points 5 on a day after 15 August, current aid year, a returning student without a leave. */
const ALLOWED: Record<number, number[]> = {
  [I.AWAITING_EXPORT_DECISION]: [],
  [I.DECISION_PENDING]: [
    I.UNDER_REVIEW,
    I.DENIED_DID_NOT_APPLY,
    I.DENIED_DID_NOT_ENROLL,
    I.DENIED_OTHER,
    I.DECLINED,
  ],
  [I.UNDER_REVIEW]: [
    I.DECISION_PENDING,
    I.IMPORT_APPROVED,
    I.ENROLLED,
    I.DENIED_DID_NOT_APPLY,
    I.DENIED_DID_NOT_ENROLL,
    I.DENIED_OTHER,
    I.DECLINED,
  ],
  [I.IMPORT_APPROVED]: [I.UNDER_REVIEW, I.ENROLLED, I.DENIED_DID_NOT_ENROLL, I.DENIED_OTHER, I.DECLINED],
  [I.ENROLLED]: [
    I.DECISION_PENDING,
    I.UNDER_REVIEW,
    I.IMPORT_APPROVED,
    I.WITHDRAWN,
    I.LEAVE_OF_ABSENCE,
    I.GRADUATED,
  ],
  [I.DENIED_DID_NOT_APPLY]: [I.UNDER_REVIEW],
  [I.DENIED_DID_NOT_ENROLL]: [I.UNDER_REVIEW],
  [I.DENIED_OTHER]: [I.UNDER_REVIEW],
  [I.DECLINED]: [I.UNDER_REVIEW],
  [I.WITHDRAWN]: [],
  [I.LEAVE_OF_ABSENCE]: [I.ENROLLED, I.WITHDRAWN],
  [I.TRANSFERRED]: [],
  [I.GRADUATED]: [],
};

/** Every field any dialog asks for, valid, so only the transition decides. */
const COMPLETE = {
  participationTypeId: 1,
  importStatusOtherReason: 'Did not submit transcripts',
  withdrawalDate: '2026-08-30',
  leaveOfAbsenceBegin: '2026-10-01',
  leaveOfAbsenceEnd: '2027-02-01',
  addSemesterEligibility: 0,
};

let s: ImportSuite;
let applicationId: number;

beforeAll(async () => {
  s = await startImportSuite();
  applicationId = (await createImport(s)).applicationId;
});

afterAll(async () => {
  await s?.t.close();
});

beforeEach(() => s.setToday(TODAY));

/** Puts Beta's row at a status with nothing else set (but the leave dates given). */
async function reset(status: number, leave: [string, string] | [null, null] = [null, null]) {
  await setRow(
    s,
    applicationId,
    s.beta,
    sql`import_status_id = ${status}, participation_type_id = 1, leave_of_absence_begin = ${leave[0]},
        leave_of_absence_end = ${leave[1]}, withdrawal_date = null, import_status_other_reason = null`,
  );
}

async function move(to: number, body: Record<string, unknown> = {}) {
  return putStatus(s, applicationId, { ...COMPLETE, importStatus: to, ...body });
}

describe('every move from every status', () => {
  it.each(ALL)('from %i: the allowed moves are saved, the others refused with both names', async (from) => {
    const got: { to: number; status: number; message?: string }[] = [];
    for (const to of ALL.filter((id) => id !== from)) {
      await reset(from);
      const res = await move(to);
      const stored = (await storedRow(s, applicationId, s.beta)).import_status_id;
      got.push({
        to,
        status: res.statusCode,
        ...(res.statusCode === 200 ? {} : { message: messageOf(res) }),
      });
      expect(stored, `${from} → ${to}`).toBe(res.statusCode === 200 ? to : from);
    }
    const fromName = importStatusName(from);
    expect(got).toEqual(
      ALL.filter((id) => id !== from).map((to) =>
        ALLOWED[from]!.includes(to)
          ? { to, status: 200 }
          : { to, status: 400, message: M.importTransitionRefused(fromName, importStatusName(to)) },
      ),
    );
  });

  it.each(ALL)('from %i: the same status and program is the rule 1 info', async (from) => {
    await reset(from);
    const res = await putStatus(s, applicationId, { importStatus: from, participationTypeId: 1 });
    expect({ status: res.statusCode, message: messageOf(res) }).toEqual({
      status: 400,
      message: M.importNothingChanged,
    });
  });
});

describe('the 15 August rule (open-points 6)', () => {
  const underReviewTo = async (to: number) => {
    await reset(I.UNDER_REVIEW);
    return move(to);
  };
  const refusedEnrolled = M.importTransitionRefused('Under Review', 'Enrolled');

  it('on 14 August Enrolled is refused for the current aid year, Import Approved allowed', async () => {
    s.setToday('2026-08-14');
    const enrolled = await underReviewTo(I.ENROLLED);
    expect([enrolled.statusCode, messageOf(enrolled)]).toEqual([400, refusedEnrolled]);
    const approved = await underReviewTo(I.IMPORT_APPROVED);
    expect(approved.statusCode, approved.body).toBe(200);
    // The row's select says the same: Enrolled is not among its choices yet.
    expect(approved.json().statusOptions).not.toContain(I.ENROLLED);
    const fromApproved = await move(I.ENROLLED);
    expect(messageOf(fromApproved)).toBe(M.importTransitionRefused('Import Approved', 'Enrolled'));
  });

  it('on 15 August Enrolled is allowed', async () => {
    s.setToday('2026-08-15');
    const res = await underReviewTo(I.ENROLLED);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ importStatus: I.ENROLLED, importStatusDate: '2026-08-15' });
  });

  it('the day turns at midnight in Chicago, not in UTC', async () => {
    s.setNow(new Date('2026-08-15T04:30:00Z')); // 23:30 on 14 August in Chicago
    expect((await underReviewTo(I.ENROLLED)).statusCode).toBe(400);
    s.setNow(new Date('2026-08-15T05:30:00Z')); // 00:30 on 15 August in Chicago
    expect((await underReviewTo(I.ENROLLED)).statusCode).toBe(200);
  });

  it('a past aid year may enrol before 15 August; a future one never', async () => {
    s.setToday('2026-08-14');
    await setApplication(s, applicationId, sql`aid_year_id = ${s.aidYears.past}`);
    expect((await underReviewTo(I.ENROLLED)).statusCode).toBe(200);
    s.setToday(TODAY);
    await setApplication(s, applicationId, sql`aid_year_id = ${s.aidYears.future}`);
    const future = await underReviewTo(I.ENROLLED);
    expect([future.statusCode, messageOf(future)]).toEqual([400, refusedEnrolled]);
    await setApplication(s, applicationId, sql`aid_year_id = ${s.aidYears.current}`);
  });
});

describe('Leave of Absence from Enrolled (§4 exclusions)', () => {
  const refused = M.importTransitionRefused('Enrolled', 'Leave of Absence');
  const toLeave = async (category: number, year: 'current' | 'past' | 'future', leave?: [string, string]) => {
    await setApplication(
      s,
      applicationId,
      sql`student_category_id = ${category}, aid_year_id = ${s.aidYears[year]}`,
    );
    await reset(I.ENROLLED, leave);
    const res = await move(I.LEAVE_OF_ABSENCE);
    return [res.statusCode, res.statusCode === 200 ? 'saved' : messageOf(res)];
  };

  afterAll(async () => {
    await setApplication(s, applicationId, sql`student_category_id = 2, aid_year_id = ${s.aidYears.current}`);
  });

  it('is allowed for a returning student in the current year', async () => {
    expect(await toLeave(2, 'current')).toEqual([200, 'saved']);
  });

  it('is refused for a first-time student (category 1) in the current year, allowed in a past year', async () => {
    expect(await toLeave(1, 'current')).toEqual([400, refused]);
    expect(await toLeave(1, 'past')).toEqual([200, 'saved']);
  });

  it('is refused for a future aid year', async () => {
    expect(await toLeave(2, 'future')).toEqual([400, refused]);
  });

  it('is refused once a leave has been taken (leave dates on the row)', async () => {
    expect(await toLeave(2, 'current', ['2026-01-10', '2026-04-10'])).toEqual([400, refused]);
  });
});
