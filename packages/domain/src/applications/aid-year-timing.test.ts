import { describe, expect, it } from 'vitest';
import { AY_2025, AY_2026, AY_2027 } from '../test/application-fixtures.js';
import {
  addCalendarMonths,
  DEFAULT_PROGRAM_TIME_ZONE,
  getAidYearTiming,
  getEnrolledOpeningDay,
  isEnrolledReachable,
  toProgramDay,
} from './aid-year-timing.js';

describe('programme day (open-points 1)', () => {
  it('defaults to America/Chicago', () => {
    expect(DEFAULT_PROGRAM_TIME_ZONE).toBe('America/Chicago');
  });

  it.each([
    // Chicago is UTC-5 in August (CDT): the day turns at 05:00 UTC.
    ['2026-08-15T04:59:59Z', '2026-08-14'],
    ['2026-08-15T05:00:00Z', '2026-08-15'],
    ['2026-08-16T04:59:59Z', '2026-08-15'],
    ['2026-08-16T05:00:00Z', '2026-08-16'],
    // UTC-6 in winter (CST): 7 pm on 30 November is still 30 November there.
    ['2026-12-01T01:00:00Z', '2026-11-30'],
    ['2026-12-01T06:00:00Z', '2026-12-01'],
  ])('%s is %s in the programme time zone', (instant, day) => {
    expect(toProgramDay(new Date(instant))).toBe(day);
  });

  it('follows a configured zone', () => {
    expect(toProgramDay(new Date('2026-08-15T04:59:59Z'), 'UTC')).toBe('2026-08-15');
  });
});

describe('aid-year timing (§9)', () => {
  it.each([
    ['2026-06-30', 'future'],
    ['2026-07-01', 'current'],
    ['2027-06-30', 'current'],
    ['2027-07-01', 'past'],
  ] as const)('on %s the 2026-2027 aid year is %s', (today, timing) => {
    expect(getAidYearTiming(AY_2026, today)).toBe(timing);
  });
});

describe('the 15 August rule (§4, open-points 6)', () => {
  it('opens Enrolled on 15 August of the first year', () => {
    expect(getEnrolledOpeningDay(AY_2026)).toBe('2026-08-15');
  });

  it.each([
    ['2026-08-14', false],
    ['2026-08-15', true],
    ['2026-08-16', true],
  ])('for the current aid year on %s Enrolled is reachable: %s', (today, reachable) => {
    expect(isEnrolledReachable(AY_2026, today)).toBe(reachable);
  });

  it.each([
    ['2026-08-15T04:59:59Z', false],
    ['2026-08-15T05:00:00Z', true],
  ])('at %s (Chicago time decides) Enrolled is reachable: %s', (instant, reachable) => {
    expect(isEnrolledReachable(AY_2026, toProgramDay(new Date(instant)))).toBe(reachable);
  });

  it('always allows a past aid year and never a future one', () => {
    expect(isEnrolledReachable(AY_2025, '2026-08-14')).toBe(true);
    expect(isEnrolledReachable(AY_2027, '2026-08-16')).toBe(false);
    // Even on its own 15 August a year that has not begun stays closed.
    expect(isEnrolledReachable({ ...AY_2027, aidyearbegindate: '2027-09-01' }, '2027-08-20')).toBe(false);
  });
});

describe('calendar months', () => {
  it.each([
    ['2026-01-15', 6, '2026-07-15'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2026-10-31', 3, '2027-01-31'],
    ['2026-12-01', 1, '2027-01-01'],
  ])('%s plus %i months is %s', (day, months, expected) => {
    expect(addCalendarMonths(day, months)).toBe(expected);
  });
});
