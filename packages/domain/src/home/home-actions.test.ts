import { describe, expect, it } from 'vitest';
import { ROLE } from '../roles/roles.js';
import {
  isAwaitingImportDecision,
  isWaitingLong,
  listOpenReviewTerms,
  readsHomeActions,
  visibleHomeActionKinds,
  waitingLongBefore,
} from './home-actions.js';

const telo = (schoolId: number, ...roles: [number, boolean?][]) => ({
  usertype: 'TELO' as const,
  userRole: roles.map(([userRoleId, ro]) => ({ roleSchoolId: schoolId, userRoleId, readOnly: ro ? 1 : 0 })),
});
const te = (...roles: number[]) => ({
  usertype: 'TE' as const,
  userRole: roles.map((userRoleId) => ({ roleSchoolId: null, userRoleId, readOnly: 0 })),
});

describe('which lines a user sees', () => {
  it('gives a primary TELO every kind at its school and nothing elsewhere', () => {
    const user = telo(7, [ROLE.PRIMARY_TELO]);
    expect(visibleHomeActionKinds(user, 7)).toEqual([
      'exportsAwaitingDecision',
      'importsAwaitingDecision',
      'transfersToReview',
      'invoicesDue',
      'reviewsToSignOff',
    ]);
    expect(visibleHomeActionKinds(user, 8)).toEqual([]);
    expect(visibleHomeActionKinds(user, null)).toEqual([]);
  });

  it('shows an export-only role its export line alone, read-only included', () => {
    expect(visibleHomeActionKinds(telo(7, [ROLE.EXPORT]), 7)).toEqual(['exportsAwaitingDecision']);
    expect(visibleHomeActionKinds(telo(7, [ROLE.EXPORT, true]), 7)).toEqual(['exportsAwaitingDecision']);
  });

  it('shows the import role both import lines and the billing role its invoices', () => {
    expect(visibleHomeActionKinds(telo(7, [ROLE.IMPORT]), 7)).toEqual([
      'importsAwaitingDecision',
      'transfersToReview',
    ]);
    expect(visibleHomeActionKinds(telo(7, [ROLE.BILLING]), 7)).toEqual(['invoicesDue']);
    expect(visibleHomeActionKinds(telo(7, [ROLE.REPORTS]), 7)).toEqual([]);
  });

  it('gives TE users their TE roles at every school and across all schools', () => {
    expect(visibleHomeActionKinds(te(ROLE.ADMIN), null)).toHaveLength(5);
    expect(visibleHomeActionKinds(te(ROLE.ADMIN), 3)).toHaveLength(5);
    expect(visibleHomeActionKinds(te(ROLE.REPORTS), null)).toEqual(['reviewsToSignOff']);
    expect(visibleHomeActionKinds(te(ROLE.BILLING), null)).toEqual(['invoicesDue', 'reviewsToSignOff']);
  });

  it('refuses students, and school users asking for every school or a school not theirs', () => {
    const student = { usertype: 'STUDENT' as const, userRole: [] };
    expect(visibleHomeActionKinds(student, 7)).toEqual([]);
    expect(readsHomeActions(student, 7)).toBe(false);
    expect(readsHomeActions(telo(7, [ROLE.REPORTS]), 7)).toBe(true);
    expect(readsHomeActions(telo(7, [ROLE.REPORTS]), 8)).toBe(false);
    expect(readsHomeActions(telo(7, [ROLE.PRIMARY_TELO]), null)).toBe(false);
    expect(readsHomeActions(te(ROLE.REPORTS), null)).toBe(true);
  });
});

describe('imports waiting long', () => {
  it('counts statuses 1 to 3 as awaiting a decision', () => {
    expect([1, 2, 3, 4, 5, 12].map(isAwaitingImportDecision)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('calls a row waiting long from the 15th day after its status date, across month and year ends', () => {
    expect(waitingLongBefore('2026-11-27')).toBe('2026-11-13');
    expect(waitingLongBefore('2026-01-05')).toBe('2025-12-22');
    expect(waitingLongBefore('2028-03-01')).toBe('2028-02-16');
    expect(isWaitingLong('2026-11-13', '2026-11-27')).toBe(false);
    expect(isWaitingLong('2026-11-12', '2026-11-27')).toBe(true);
  });
});

describe('review terms still owed', () => {
  const years = [
    { id: 12, aidyear: '2026-2027', aidyearbegindate: '2026-07-01', aidyearenddate: '2027-06-30' },
    { id: 11, aidyear: '2025-2026', aidyearbegindate: '2025-07-01', aidyearenddate: '2026-06-30' },
  ];

  it('lists the open windows on the day: Fall from 15 August, Spring from 15 January, to 30 June', () => {
    expect(listOpenReviewTerms(years, '2026-08-14')).toEqual([]);
    expect(listOpenReviewTerms(years, '2026-08-15')).toEqual([{ aidYearId: 12, reviewTerm: 'Fall' }]);
    expect(listOpenReviewTerms(years, '2026-03-01')).toEqual([
      { aidYearId: 11, reviewTerm: 'Fall' },
      { aidYearId: 11, reviewTerm: 'Spring' },
    ]);
    expect(listOpenReviewTerms(years, '2026-07-01')).toEqual([]);
  });
});
