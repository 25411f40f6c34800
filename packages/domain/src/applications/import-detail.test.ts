import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS, IMPORT_STATUS } from '../statuses/statuses.js';
import {
  getExtensionCap,
  getSummerTermAction,
  isExtensionCapReached,
  isUpdateAppDisabled,
  shouldClearLeaveDates,
} from './import-detail.js';
import { INLINE_EDIT_READINGS } from './inline-edit.js';

const I = IMPORT_STATUS;

describe('Extend Eligibility caps (§4, §9)', () => {
  it.each([
    [1, 5, false],
    [1, 6, true],
    [2, 8, false],
    [2, 9, true],
    [3, 8, false],
    [3, 9, true],
  ])('academicTerm %i with %i terms extended: cap reached %s', (term, extended, reached) => {
    expect(isExtensionCapReached(term, extended)).toBe(reached);
  });

  it('caps 6 for semesters and 9 for quarters and trimesters', () => {
    expect([1, 2, 3].map(getExtensionCap)).toEqual([6, 9, 9]);
  });

  it('offers no extension for a school without a known academic term', () => {
    expect(isExtensionCapReached(null, 0)).toBe(true);
    expect(isExtensionCapReached(4, 0)).toBe(true);
  });
});

describe('summer term (§4)', () => {
  const row = (applicationStatus: string, importStatus: number, unprocessedSummerTerm: number) => ({
    applicationStatus,
    importStatus,
    unprocessedSummerTerm,
  });

  it.each([
    ['OPEN, Enrolled, none unprocessed', row(APPLICATION_STATUS.OPEN, I.ENROLLED, 0), 'add'],
    ['OPEN, Enrolled, one unprocessed', row(APPLICATION_STATUS.OPEN, I.ENROLLED, 1), 'remove'],
    ['TRANSFER, Enrolled (§4: only when OPEN)', row(APPLICATION_STATUS.TRANSFER, I.ENROLLED, 0), null],
    ['CLOSED, Enrolled', row(APPLICATION_STATUS.CLOSED, I.ENROLLED, 0), null],
    ['OPEN, on leave', row(APPLICATION_STATUS.OPEN, I.LEAVE_OF_ABSENCE, 0), null],
    ['OPEN, Import Approved', row(APPLICATION_STATUS.OPEN, I.IMPORT_APPROVED, 1), null],
  ])('%s: %s', (_case, r, action) => {
    expect(getSummerTermAction(r)).toBe(action);
  });
});

describe('Update App on the import detail (§4)', () => {
  const input = (
    importStatus: number | null,
    participationTypeId: number | null = 1,
    begin?: string,
    end?: string,
  ) => ({
    importStatus,
    participationTypeId,
    leaveOfAbsenceBegin: begin ?? null,
    leaveOfAbsenceEnd: end ?? null,
  });

  it.each([
    ['no status chosen', input(null), true],
    ['Leave of Absence without dates', input(I.LEAVE_OF_ABSENCE), true],
    [
      'Leave of Absence ending before it begins',
      input(I.LEAVE_OF_ABSENCE, 1, '2026-09-01', '2026-08-01'),
      true,
    ],
    ['Leave of Absence beyond 6 months', input(I.LEAVE_OF_ABSENCE, 1, '2026-09-01', '2027-03-02'), true],
    ['Leave of Absence within 6 months', input(I.LEAVE_OF_ABSENCE, 1, '2026-09-01', '2027-03-01'), false],
    ['Under Review without a program', input(I.UNDER_REVIEW, null), true],
    ['Enrolled without a program', input(I.ENROLLED, null), true],
    ['Import Approved without a program', input(I.IMPORT_APPROVED, null), false],
    ['Enrolled with a program', input(I.ENROLLED, 2), false],
  ])('%s: disabled %s', (_case, i, disabled) => {
    expect(isUpdateAppDisabled(i, INLINE_EDIT_READINGS.list)).toBe(disabled);
  });

  it.each([
    ['Import Approved without a program', input(I.IMPORT_APPROVED, null), true],
    ['Enrolled without a program', input(I.ENROLLED, null), true],
    ['Under Review without a program', input(I.UNDER_REVIEW, null), false],
    ['Import Approved with a program', input(I.IMPORT_APPROVED, 2), false],
  ])('on a transfer (Enrolled or Approved need a program), %s: disabled %s', (_case, i, disabled) => {
    expect(isUpdateAppDisabled(i, INLINE_EDIT_READINGS.transfer)).toBe(disabled);
  });

  it.each([
    ['leaving a leave that has not begun', I.LEAVE_OF_ABSENCE, I.ENROLLED, '2026-09-02', true],
    ['leaving a leave that began today', I.LEAVE_OF_ABSENCE, I.ENROLLED, '2026-09-01', false],
    ['leaving a leave that began earlier', I.LEAVE_OF_ABSENCE, I.WITHDRAWN, '2026-03-01', false],
    ['staying on leave', I.LEAVE_OF_ABSENCE, I.LEAVE_OF_ABSENCE, '2026-09-02', false],
    ['a row that was not on leave', I.ENROLLED, I.WITHDRAWN, '2026-09-02', false],
  ])('clears the leave dates when %s: %s', (_case, prior, next, begin, clears) => {
    expect(shouldClearLeaveDates(prior, next, begin, '2026-09-01')).toBe(clears);
  });
});
