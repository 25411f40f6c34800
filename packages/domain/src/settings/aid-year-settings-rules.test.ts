import { describe, expect, it } from 'vitest';
import {
  aidYearOverlapMessage,
  checkAidYearDateOrder,
  checkAidYearName,
  checkAidYearPlacement,
  findOverlappingAidYear,
  isAidYearDisplayed,
  isAidYearEditable,
  isDuplicateAidYearName,
} from './aid-year-settings-rules.js';
import { SETTINGS_MESSAGES as M } from './settings-messages.js';

const year = (id: number, first: number) => ({
  id,
  aidyear: `${first}-${first + 1}`,
  aidyearbegindate: `${first}-07-01`,
  aidyearenddate: `${first + 1}-06-30`,
});
const days = (begin: string, end: string, displayBegin = begin, displayEnd = end) => ({
  aidyearbegindate: begin,
  aidyearenddate: end,
  displaybegindate: displayBegin,
  displayenddate: displayEnd,
});

describe('checkAidYearName (open-points 32)', () => {
  it('takes YYYY-YYYY with consecutive years', () => {
    expect(checkAidYearName('2027-2028')).toBeNull();
  });
  it.each(['2027', '2027/2028', '27-28', '2027-2028 ', 'abcd-efgh', '2027-20281'])(
    'refuses the form of %j',
    (v) => expect(checkAidYearName(v)).toBe(M.aidYearFormat),
  );
  it.each(['2027-2029', '2027-2027', '2028-2027'])('refuses years that do not follow: %s', (v) =>
    expect(checkAidYearName(v)).toBe(M.aidYearConsecutive),
  );
});

describe('checkAidYearDateOrder (open-points 32)', () => {
  it('accepts a begin before the end and a display begin on the display end', () => {
    expect(checkAidYearDateOrder(days('2027-07-01', '2028-06-30', '2027-01-01', '2027-01-01'))).toEqual([]);
  });
  it('refuses an aid year ending on or before its begin', () => {
    expect(checkAidYearDateOrder(days('2027-07-01', '2027-07-01'))).toEqual([
      { field: 'aidyearenddate', message: M.aidYearEndOrder },
    ]);
    expect(checkAidYearDateOrder(days('2027-07-01', '2026-07-01', '2026-01-01', '2026-02-01'))).toHaveLength(
      1,
    );
  });
  it('refuses a display end before the display begin', () => {
    expect(checkAidYearDateOrder(days('2027-07-01', '2028-06-30', '2027-02-01', '2027-01-31'))).toEqual([
      { field: 'displayenddate', message: M.displayEndOrder },
    ]);
  });
  it('leaves dates that are no days to the field rule', () => {
    expect(checkAidYearDateOrder(days('2027-02-30', '2027-01-01', 'x', ''))).toEqual([]);
  });
});

describe('past aid years and display (3-billing §4; open-points 32)', () => {
  it('is editable through its end day, not after', () => {
    expect(isAidYearEditable('2027-06-30', '2027-06-30')).toBe(true);
    expect(isAidYearEditable('2027-06-30', '2027-07-01')).toBe(false);
  });
  it('is displayed from the display begin to the display end, both included', () => {
    const y = { displaybegindate: '2026-10-01', displayenddate: '2028-06-30' };
    expect(isAidYearDisplayed(y, '2026-09-30')).toBe(false);
    expect(isAidYearDisplayed(y, '2026-10-01')).toBe(true);
    expect(isAidYearDisplayed(y, '2028-06-30')).toBe(true);
    expect(isAidYearDisplayed(y, '2028-07-01')).toBe(false);
  });
});

describe('overlap and duplicates', () => {
  const stored = [year(1, 2026), year(2, 2027)];
  it('finds another aid year sharing a day, ends included', () => {
    expect(findOverlappingAidYear(days('2028-06-30', '2029-06-30'), stored)).toEqual(year(2, 2027));
    expect(findOverlappingAidYear(days('2028-07-01', '2029-06-30'), stored)).toBeNull();
    expect(findOverlappingAidYear(days('2025-01-01', '2030-01-01'), stored)?.id).toBe(1);
  });
  it('leaves the aid year itself out', () => {
    expect(findOverlappingAidYear(days('2027-08-01', '2028-06-30'), stored, 2)).toBeNull();
  });
  it('names the other aid year in the refusal', () => {
    expect(aidYearOverlapMessage(year(2, 2027))).toBe(
      'The aid year dates overlap aid year 2027-2028 (07/01/2027 to 06/30/2028).',
    );
  });
  it('finds a duplicate name among the others only', () => {
    expect(isDuplicateAidYearName('2027-2028', stored)).toBe(true);
    expect(isDuplicateAidYearName('2027-2028', stored, 2)).toBe(false);
    expect(isDuplicateAidYearName('2028-2029', stored)).toBe(false);
  });
});

describe('checkAidYearPlacement', () => {
  const stored = [year(1, 2026), year(2, 2027)];
  it('refuses an end date before today', () => {
    expect(checkAidYearPlacement(days('2028-07-01', '2029-06-30'), '2029-07-01', stored)).toEqual({
      field: 'aidyearenddate',
      message: M.aidYearEndPast,
    });
  });
  it('answers the overlapping aid year of a new range', () => {
    expect(checkAidYearPlacement(days('2028-06-01', '2029-06-30'), '2027-01-01', stored)).toEqual({
      overlap: year(2, 2027),
    });
    expect(checkAidYearPlacement(days('2028-07-01', '2029-06-30'), '2027-01-01', stored)).toBeNull();
  });
  it('does not check the overlap of a change that keeps the stored range', () => {
    const legacy = {
      id: 3,
      aidyear: '2090-2091',
      aidyearbegindate: '2027-01-01',
      aidyearenddate: '2027-12-31',
    };
    const same = days(legacy.aidyearbegindate, legacy.aidyearenddate);
    expect(checkAidYearPlacement(same, '2027-01-01', [...stored, legacy], legacy)).toBeNull();
    const moved = days('2027-01-02', '2027-12-31');
    expect(checkAidYearPlacement(moved, '2027-01-01', [...stored, legacy], legacy)).toEqual({
      overlap: year(1, 2026),
    });
  });
});
