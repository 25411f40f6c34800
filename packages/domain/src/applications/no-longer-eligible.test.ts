import { describe, expect, it } from 'vitest';
import { EXPORT_STATUS as E, IMPORT_STATUS as I } from '../statuses/statuses.js';
import { formatImportStatusName } from './application-statuses.js';
import {
  isMoveAllowedAfterNoLongerEligible,
  isNoLongerEligible,
  NO_LONGER_ELIGIBLE_REASON,
  planNoLongerEligibleMoves,
} from './no-longer-eligible.js';

describe('planNoLongerEligibleMoves (open-points 4)', () => {
  it('denies the rows at 1-4 with the reason and leaves every other row, enrolled and on leave included', () => {
    const rows = Object.values(I).map((status) => ({ id: 100 + status, importStatusId: status }));
    expect(planNoLongerEligibleMoves(rows)).toEqual([
      { rowIds: [101, 102, 103, 104], importStatusId: I.DENIED_OTHER, reason: NO_LONGER_ELIGIBLE_REASON },
    ]);
  });

  it('shows the denial as open-points 4 words it', () => {
    expect(NO_LONGER_ELIGIBLE_REASON).toBe('No longer eligible');
    expect(formatImportStatusName(I.DENIED_OTHER, NO_LONGER_ELIGIBLE_REASON)).toBe(
      'Denied: Other (No longer eligible)',
    );
  });

  it('moves nothing when every row is enrolled, on leave or already decided against', () => {
    const rows = [I.ENROLLED, I.LEAVE_OF_ABSENCE, I.DENIED_OTHER, I.DECLINED, I.WITHDRAWN, I.GRADUATED].map(
      (s, i) => ({ id: i, importStatusId: s }),
    );
    expect(planNoLongerEligibleMoves(rows)).toEqual([]);
  });
});

describe('the moves left under No Longer Eligible', () => {
  it('allows only Enrolled or Leave of Absence to Withdrawn', () => {
    const all = Object.values(I);
    const allowed = all.flatMap((from) =>
      all.filter((to) => isMoveAllowedAfterNoLongerEligible(from, to)).map((to) => [from, to]),
    );
    expect(allowed).toEqual([
      [I.ENROLLED, I.WITHDRAWN],
      [I.LEAVE_OF_ABSENCE, I.WITHDRAWN],
    ]);
  });

  it('knows export status 6 alone', () => {
    expect(Object.values(E).filter(isNoLongerEligible)).toEqual([E.NO_LONGER_ELIGIBLE]);
  });
});
