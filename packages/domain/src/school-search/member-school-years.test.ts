import { describe, expect, it } from 'vitest';
import {
  aidYearNameStarting,
  applicationYearStart,
  isDisplayedPublicly,
  statisticsYearStart,
} from './member-school-years.js';

describe('the current application year (July cut-off, open-points 35)', () => {
  it.each([
    ['2026-01-01', 2026],
    ['2026-06-30', 2026],
    ['2026-07-01', 2027],
    ['2026-11-27', 2027],
    ['2026-12-31', 2027],
  ])('on %s starts in %i', (today, year) => {
    expect(applicationYearStart(today)).toBe(year);
  });
});

describe('the enrollment statistics year (March cut-off, open-points 35)', () => {
  it.each([
    ['2027-01-01', 2026],
    ['2027-02-28', 2026],
    ['2028-02-29', 2027],
    ['2027-03-01', 2027],
    ['2026-11-27', 2026],
    ['2026-12-31', 2026],
  ])('on %s starts in %i', (today, year) => {
    expect(statisticsYearStart(today)).toBe(year);
  });

  it('lags the application year: from July to December by one year, from March to June not at all', () => {
    expect(applicationYearStart('2026-09-15') - statisticsYearStart('2026-09-15')).toBe(1);
    expect(applicationYearStart('2026-04-15') - statisticsYearStart('2026-04-15')).toBe(0);
    expect(applicationYearStart('2026-02-15') - statisticsYearStart('2026-02-15')).toBe(1);
  });
});

describe('naming and publishing an aid year', () => {
  it('names the year by its first calendar year', () => {
    expect(aidYearNameStarting(2027)).toBe('2027-2028');
  });

  it('shows a year publicly from its display begin date to its display end date, both included', () => {
    const year = { displaybegindate: '2026-10-01', displayenddate: '2028-06-30' };
    expect(isDisplayedPublicly(year, '2026-09-30')).toBe(false);
    expect(isDisplayedPublicly(year, '2026-10-01')).toBe(true);
    expect(isDisplayedPublicly(year, '2028-06-30')).toBe(true);
    expect(isDisplayedPublicly(year, '2028-07-01')).toBe(false);
  });
});
