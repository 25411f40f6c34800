import { describe, expect, it } from 'vitest';
import { aidYearLabel, isActiveAidYear, isCurrentAidYear, isDeadlinePassed } from './aid-years.js';

describe('aid years (1-core §9)', () => {
  it('labels the application year', () => {
    expect(aidYearLabel('2026-2027')).toBe('2026-2027 (Enrolling Fall 2026 or Spring 2027)');
  });

  it('offers aid years whose end date is today or later', () => {
    expect(isActiveAidYear('2027-06-30', '2026-11-22')).toBe(true);
    expect(isActiveAidYear('2026-11-22', '2026-11-22')).toBe(true);
    expect(isActiveAidYear('2026-06-30', '2026-11-22')).toBe(false);
  });

  it('finds the current aid year by its range, ends included', () => {
    expect(isCurrentAidYear('2026-07-01', '2027-06-30', '2026-11-22')).toBe(true);
    expect(isCurrentAidYear('2026-07-01', '2027-06-30', '2026-07-01')).toBe(true);
    expect(isCurrentAidYear('2027-07-01', '2028-06-30', '2026-11-22')).toBe(false);
  });

  it('counts the deadline day itself as still open, and no deadline as open', () => {
    expect(isDeadlinePassed('2026-11-22', '2026-11-22')).toBe(false);
    expect(isDeadlinePassed('2026-11-21', '2026-11-22')).toBe(true);
    expect(isDeadlinePassed(null, '2026-11-22')).toBe(false);
  });
});
