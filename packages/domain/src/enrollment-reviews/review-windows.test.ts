import { describe, expect, it } from 'vitest';
import { toProgramDay } from '../applications/aid-year-timing.js';
import { ENROLLMENT_REVIEW_MESSAGES as M } from './review-messages.js';
import {
  checkReviewChange,
  checkReviewDate,
  checkReviewWindow,
  getReviewWindow,
  getReviewWindowState,
} from './review-windows.js';

const aidYear = (first: number) => ({
  aidyear: `${first}-${first + 1}`,
  aidyearbegindate: `${first}-07-01`,
  aidyearenddate: `${first + 1}-06-30`,
});
const y2026 = aidYear(2026);
/** The programme day of an instant, in Central time (open-points 1). */
const chicagoDay = (iso: string) => toProgramDay(new Date(iso), 'America/Chicago');

describe('the review windows (3-billing §4, §9)', () => {
  it('opens Fall on 15 August of the first year and Spring on 15 January of the second, both to 30 June', () => {
    expect(getReviewWindow(y2026, 'Fall')).toEqual({ opens: '2026-08-15', closes: '2027-06-30' });
    expect(getReviewWindow(y2026, 'Spring')).toEqual({ opens: '2027-01-15', closes: '2027-06-30' });
  });

  it('reads the first year from the begin date when the name is not YYYY-YYYY', () => {
    const odd = { aidyear: 'Pilot', aidyearbegindate: '2030-07-01', aidyearenddate: '2031-06-30' };
    expect(getReviewWindow(odd, 'Spring')).toEqual({ opens: '2031-01-15', closes: '2031-06-30' });
  });

  it('keeps Fall closed on 14 August and opens it on 15 August', () => {
    expect(getReviewWindowState(y2026, 'Fall', '2026-08-14')).toBe('notYetOpen');
    expect(getReviewWindowState(y2026, 'Fall', '2026-08-15')).toBe('open');
  });

  it('keeps Spring closed on 14 January and opens it on 15 January', () => {
    expect(getReviewWindowState(y2026, 'Spring', '2026-08-15')).toBe('notYetOpen');
    expect(getReviewWindowState(y2026, 'Spring', '2027-01-14')).toBe('notYetOpen');
    expect(getReviewWindowState(y2026, 'Spring', '2027-01-15')).toBe('open');
  });

  it('keeps both open on 30 June of the second year and closes them on 1 July', () => {
    for (const term of ['Fall', 'Spring'] as const) {
      expect(getReviewWindowState(y2026, term, '2027-06-30')).toBe('open');
      expect(getReviewWindowState(y2026, term, '2027-07-01')).toBe('closed');
    }
  });

  it('offers nothing before 1 July 2025, then follows the windows', () => {
    // 2024-2025's windows would be open on 30 June 2025, but the sign-off did not exist yet.
    expect(getReviewWindowState(aidYear(2024), 'Fall', '2025-06-30')).toBe('unavailable');
    expect(getReviewWindowState(aidYear(2024), 'Spring', '2025-06-30')).toBe('unavailable');
    expect(getReviewWindowState(aidYear(2024), 'Fall', '2025-07-01')).toBe('closed');
    expect(getReviewWindowState(aidYear(2025), 'Fall', '2025-06-30')).toBe('unavailable');
    expect(getReviewWindowState(aidYear(2025), 'Fall', '2025-07-01')).toBe('notYetOpen');
    expect(getReviewWindowState(aidYear(2025), 'Fall', '2025-08-15')).toBe('open');
  });

  it('compares Central-time calendar days, not UTC instants', () => {
    // 11 pm in Chicago on 14 August (CDT, UTC-5) is already 15 August in UTC: still the 14th.
    expect(chicagoDay('2026-08-15T04:00:00Z')).toBe('2026-08-14');
    expect(getReviewWindowState(y2026, 'Fall', chicagoDay('2026-08-15T04:59:59Z'))).toBe('notYetOpen');
    expect(getReviewWindowState(y2026, 'Fall', chicagoDay('2026-08-15T05:00:00Z'))).toBe('open');
    // January is CST (UTC-6).
    expect(getReviewWindowState(y2026, 'Spring', chicagoDay('2027-01-15T05:59:59Z'))).toBe('notYetOpen');
    expect(getReviewWindowState(y2026, 'Spring', chicagoDay('2027-01-15T06:00:00Z'))).toBe('open');
    // The last day lasts until midnight in Chicago.
    expect(getReviewWindowState(y2026, 'Fall', chicagoDay('2027-07-01T04:59:59Z'))).toBe('open');
    expect(getReviewWindowState(y2026, 'Fall', chicagoDay('2027-07-01T05:00:00Z'))).toBe('closed');
    expect(getReviewWindowState(aidYear(2024), 'Fall', chicagoDay('2025-07-01T04:59:59Z'))).toBe(
      'unavailable',
    );
    expect(getReviewWindowState(aidYear(2024), 'Fall', chicagoDay('2025-07-01T05:00:00Z'))).toBe('closed');
  });

  it('says why a window refuses a change', () => {
    expect(checkReviewWindow(y2026, 'Fall', '2026-08-14')).toBe(
      'The Fall review cannot be changed before August 15, 2026.',
    );
    expect(checkReviewWindow(y2026, 'Spring', '2027-07-01')).toBe(
      'The Spring review closed on June 30, 2027 and can no longer be changed.',
    );
    expect(checkReviewWindow(aidYear(2024), 'Fall', '2025-06-30')).toBe(M.notAvailableYet);
    expect(checkReviewWindow(y2026, 'Fall', '2026-08-15')).toBeNull();
  });
});

describe('the confirmation date (3-billing §5)', () => {
  it('is required and a real day', () => {
    expect(checkReviewDate(y2026, 'Fall', null)).toBe('Required');
    expect(checkReviewDate(y2026, 'Fall', '  ')).toBe('Required');
    expect(checkReviewDate(y2026, 'Fall', '2026-02-30')).toBe(M.dateInvalid);
  });

  it('lies on or after the window start', () => {
    expect(checkReviewDate(y2026, 'Fall', '2026-08-14')).toBe(
      'The review date must be on or after August 15, 2026.',
    );
    expect(checkReviewDate(y2026, 'Fall', '2026-08-15')).toBeNull();
    expect(checkReviewDate(y2026, 'Spring', '2027-01-14')).toBe(
      'The review date must be on or after January 15, 2027.',
    );
    expect(checkReviewDate(y2026, 'Spring', '2027-01-15')).toBeNull();
  });

  it('lies on or before the window end', () => {
    expect(checkReviewDate(y2026, 'Fall', '2027-06-30')).toBeNull();
    expect(checkReviewDate(y2026, 'Fall', '2027-07-01')).toBe(
      'The review date must be on or before June 30, 2027.',
    );
  });

  it('may be any day of the window, also one after today (3-billing §4)', () => {
    expect(checkReviewDate(y2026, 'Fall', '2026-08-15')).toBeNull();
    expect(checkReviewDate(y2026, 'Fall', '2027-06-30')).toBeNull();
  });
});

describe('a review change (the server check)', () => {
  it('refuses any change outside the window, on the term', () => {
    expect(checkReviewChange(y2026, 'Spring', null, '2026-12-01')).toEqual({
      field: 'reviewTerm',
      message: 'The Spring review cannot be changed before January 15, 2027.',
    });
    expect(checkReviewChange(y2026, 'Fall', '2026-09-01', '2027-07-01')?.field).toBe('reviewTerm');
  });

  it('lets a removal through inside the window and checks a date', () => {
    expect(checkReviewChange(y2026, 'Fall', null, '2026-09-01')).toBeNull();
    expect(checkReviewChange(y2026, 'Fall', '2026-08-20', '2026-09-01')).toBeNull();
    expect(checkReviewChange(y2026, 'Fall', '2026-08-01', '2026-09-01')).toEqual({
      field: 'reviewDate',
      message: 'The review date must be on or after August 15, 2026.',
    });
  });
});
