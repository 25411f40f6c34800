import { describe, expect, it } from 'vitest';
import { AFTER_AUG_15, AY_2025, AY_2027, importRow } from '../test/application-fixtures.js';
import {
  checkLeaveDates,
  checkLeaveEnd,
  findLeaveExclusion,
  getLeaveEndLimit,
  LEAVE_OF_ABSENCE_LIMIT_MONTHS,
} from './leave-of-absence.js';
import { APPLICATION_MESSAGES as M } from './messages.js';

const leave = (leaveOfAbsenceBegin: string | null, leaveOfAbsenceEnd: string | null) => ({
  leaveOfAbsenceBegin,
  leaveOfAbsenceEnd,
});

describe('the leave-of-absence limit (open-points 7)', () => {
  it('is one constant of 6 months, worded to match', () => {
    expect(LEAVE_OF_ABSENCE_LIMIT_MONTHS).toBe(6);
    expect(M.leaveWithinLimit).toBe('Must be within 6 months of begin date.');
  });

  it.each([
    ['2026-01-15', '2026-07-15', {}],
    ['2026-01-15', '2026-07-16', { leaveOfAbsenceEnd: M.leaveWithinLimit }],
    ['2026-08-31', '2027-02-28', {}],
    ['2026-08-31', '2027-03-01', { leaveOfAbsenceEnd: M.leaveWithinLimit }],
    ['2026-01-15', '2026-01-16', {}],
    ['2026-01-15', '2026-01-15', { leaveOfAbsenceEnd: M.leaveEndAfterBegin }],
    ['2026-01-15', '2026-01-14', { leaveOfAbsenceEnd: M.leaveEndAfterBegin }],
  ])('begin %s, end %s', (begin, end, errors) => {
    expect(checkLeaveDates(leave(begin, end))).toEqual(errors);
  });

  it('requires both dates as real days', () => {
    expect(checkLeaveDates(leave(null, null))).toEqual({
      leaveOfAbsenceBegin: 'This field is required.',
      leaveOfAbsenceEnd: 'This field is required.',
    });
    expect(checkLeaveDates(leave('2026-02-30', '2026-03-01'))).toEqual({
      leaveOfAbsenceBegin: 'Enter a valid date.',
    });
    expect(checkLeaveDates(leave('2026-02-01', '2026-13-01'))).toEqual({
      leaveOfAbsenceEnd: 'Enter a valid date.',
    });
  });

  it.each([
    ['the end on the begin day', '2026-01-15', '2026-01-15', M.leaveEndAfterBegin],
    ['the end before the begin', '2026-01-15', '2026-01-14', M.leaveEndAfterBegin],
    ['the end past the limit', '2026-01-15', '2026-07-16', M.leaveWithinLimit],
    ['the end on the last allowed day', '2026-01-15', '2026-07-15', null],
    ['no end yet', '2026-01-15', null, null],
    ['no begin yet', null, '2026-01-14', null],
    ['a begin that is not a day', '2026-02-30', '2026-01-14', null],
  ])('the end date rule alone, for the screens to show at once: %s', (_case, begin, end, message) => {
    expect(checkLeaveEnd(begin, end)).toBe(message);
  });

  it('names the last allowed end day', () => {
    expect(getLeaveEndLimit('2026-08-31')).toBe('2027-02-28');
  });
});

describe('leave-of-absence exclusions (§4), first applicable wins', () => {
  it.each([
    ['current year, first-time student', importRow({ studentCategoryId: 1 }), 'firstTimeStudentCurrentYear'],
    ['future year', importRow({ aidYear: AY_2027 }), 'futureAidYear'],
    ['leave dates already set', importRow({ leaveOfAbsenceEnd: '2026-03-01' }), 'leaveAlreadyTaken'],
    ['past year, first-time student', importRow({ aidYear: AY_2025, studentCategoryId: 1 }), null],
    ['current year, continuing student', importRow(), null],
  ])('%s', (_case, row, exclusion) => {
    expect(findLeaveExclusion(row, AFTER_AUG_15)).toBe(exclusion);
  });
});
