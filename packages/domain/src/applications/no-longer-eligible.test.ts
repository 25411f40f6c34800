import { describe, expect, it } from 'vitest';
import { IMPORT_STATUS as I } from '../statuses/statuses.js';
import { NO_LONGER_ELIGIBLE_REASON, planNoLongerEligibleMoves } from './no-longer-eligible.js';

describe('planNoLongerEligibleMoves (issue 9 decisions)', () => {
  it('withdraws enrolled and on-leave rows, denies undecided and approved ones, leaves the rest', () => {
    const rows = Object.values(I).map((status) => ({ id: 100 + status, importStatusId: status }));
    expect(planNoLongerEligibleMoves(rows)).toEqual([
      { rowIds: [105, 111], importStatusId: I.WITHDRAWN, withdrawn: true, reason: null },
      {
        rowIds: [101, 102, 103, 104],
        importStatusId: I.DENIED_OTHER,
        withdrawn: false,
        reason: NO_LONGER_ELIGIBLE_REASON,
      },
    ]);
    expect(NO_LONGER_ELIGIBLE_REASON).toBe('No Longer Eligible');
  });

  it('moves nothing when every row is already decided against', () => {
    const rows = [I.DENIED_OTHER, I.DECLINED, I.WITHDRAWN, I.GRADUATED].map((s, i) => ({
      id: i,
      importStatusId: s,
    }));
    expect(planNoLongerEligibleMoves(rows)).toEqual([]);
  });
});
