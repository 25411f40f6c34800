import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../common/api-error.js';
import { APPLICATION_STATUS, IMPORT_STATUS } from '../statuses/statuses.js';
import { AY_2026 } from '../test/application-fixtures.js';
import { applicationCloseAction } from './allowed-actions.js';
import { applicationCloseSchema } from './application-close-schemas.js';
import { APPLICATION_MESSAGES as M } from './messages.js';
import {
  AID_YEAR_ENDED_REASON,
  checkApplicationClose,
  findCloseRefusal,
  hasAidYearEnded,
  keepsOpenAtClose,
  planCloseMoves,
} from './year-end-close.js';

const I = IMPORT_STATUS;
const { OPEN, TRANSFER, CLOSED } = APPLICATION_STATUS;
const rows = (...statuses: number[]) => statuses.map((importStatusId, i) => ({ id: i + 1, importStatusId }));

describe('the year-end close (open-points 43)', () => {
  it('is due only from the programme day after the aid year ends', () => {
    expect(hasAidYearEnded(AY_2026, '2027-06-30')).toBe(false);
    expect(hasAidYearEnded(AY_2026, '2027-07-01')).toBe(true);
    expect(hasAidYearEnded(AY_2026, '2031-01-15')).toBe(true);
  });

  it('denies Import Approved as Did not enroll and rows at 1-3 as Other with the reason; final rows stay', () => {
    const moves = planCloseMoves(
      rows(
        I.AWAITING_EXPORT_DECISION,
        I.DECISION_PENDING,
        I.UNDER_REVIEW,
        I.IMPORT_APPROVED,
        I.DENIED_DID_NOT_APPLY,
        I.DENIED_DID_NOT_ENROLL,
        I.DENIED_OTHER,
        I.DECLINED,
        I.WITHDRAWN,
        I.TRANSFERRED,
        I.GRADUATED,
      ),
      AID_YEAR_ENDED_REASON,
    );
    expect(moves).toEqual([
      { rowIds: [4], importStatusId: I.DENIED_DID_NOT_ENROLL, reason: null },
      { rowIds: [1, 2, 3], importStatusId: I.DENIED_OTHER, reason: 'Aid year ended' },
    ]);
  });

  it('moves nothing when every row is final', () => {
    expect(planCloseMoves(rows(I.DECLINED, I.WITHDRAWN), AID_YEAR_ENDED_REASON)).toEqual([]);
  });

  it.each([
    [I.ENROLLED, true],
    [I.LEAVE_OF_ABSENCE, true],
    [I.IMPORT_APPROVED, false],
    [I.WITHDRAWN, false],
  ])('a row at %i keeps the application open: %s', (status, kept) => {
    expect(keepsOpenAtClose([I.DECLINED, status])).toBe(kept);
  });
});

describe('Close Application by a TE admin (open-points 43)', () => {
  const live = { applicationStatus: OPEN, importStatuses: [I.UNDER_REVIEW, I.IMPORT_APPROVED] };

  it('closes an OPEN or TRANSFER application with no row at 5 or 11', () => {
    expect(findCloseRefusal(live)).toBeNull();
    expect(findCloseRefusal({ ...live, applicationStatus: TRANSFER })).toBeNull();
  });

  it('refuses with a sentence while a school has the student enrolled or on leave, or once closed', () => {
    expect(findCloseRefusal({ ...live, importStatuses: [I.ENROLLED] })).toBe(M.closeRefusedEnrolled);
    expect(findCloseRefusal({ ...live, importStatuses: [I.LEAVE_OF_ABSENCE] })).toBe(M.closeRefusedEnrolled);
    expect(findCloseRefusal({ ...live, applicationStatus: CLOSED })).toBe(M.closeRefusedNotOpen);
  });

  it('answers 403 for anyone but a writing TE admin, then 409, then 400 for a short reason', () => {
    const reason = 'Student left the employer';
    expect(checkApplicationClose(live, { mayClose: false }, reason)).toEqual({
      ok: false,
      status: 403,
      message: API_MESSAGES.forbidden,
    });
    expect(
      checkApplicationClose({ ...live, importStatuses: [I.ENROLLED] }, { mayClose: true }, reason),
    ).toMatchObject({ ok: false, status: 409 });
    expect(checkApplicationClose(live, { mayClose: true }, ' short ')).toMatchObject({
      ok: false,
      status: 400,
      message: M.reasonTooShort,
    });
    expect(checkApplicationClose(live, { mayClose: true }, reason)).toEqual({ ok: true });
  });

  it('shows the action to a writing TE admin on a live application, unusable while enrolled', () => {
    expect(applicationCloseAction(live, { mayClose: true })).toBe('enabled');
    expect(applicationCloseAction({ ...live, importStatuses: [I.ENROLLED] }, { mayClose: true })).toBe(
      'disabled',
    );
    expect(applicationCloseAction({ ...live, applicationStatus: CLOSED }, { mayClose: true })).toBe('hidden');
    expect(applicationCloseAction(live, { mayClose: false })).toBe('hidden');
  });

  it('takes a reason of more than 5 characters and the version', () => {
    expect(applicationCloseSchema.safeParse({ reason: '  12345  ', version: 3 }).error?.issues).toEqual([
      expect.objectContaining({ path: ['reason'], message: M.reasonTooShort }),
    ]);
    expect(applicationCloseSchema.parse({ reason: ' Left the job ', version: 3 })).toEqual({
      reason: 'Left the job',
      version: 3,
    });
    expect(applicationCloseSchema.safeParse({ reason: 'Left the job' }).success).toBe(false);
  });
});
