/**
 * Calendar-day rules of the applications area in the programme time zone (open-points 1, 6). Rules take
 * `today` as a YYYY-MM-DD day in that zone; only `toProgramDay` turns an instant into one, so no rule
 * reads the clock.
 */

// The programme clock lives in common/dates.ts (one formatter cache for every zone rule); the names
// stay importable from here, where the calendar-day rules first needed them.
export { DEFAULT_PROGRAM_TIME_ZONE, toProgramDay } from '../common/dates.js';

/** Month and day from which Enrolled opens in the current aid year's first year (§4, §9, open-points 6). */
export const ENROLLED_OPENS_MONTH_DAY = '08-15';

/** The aid-year fields the rules read (the aid year lookup of §3). */
export interface AidYearDates {
  aidyear: string;
  aidyearbegindate: string;
  aidyearenddate: string;
}

/** Where an aid year stands relative to today: ended, running or not yet begun. */
export type AidYearTiming = 'past' | 'current' | 'future';

/** Past when it ended before today, future when it begins after today, otherwise current (§9). */
export function getAidYearTiming(aidYear: AidYearDates, today: string): AidYearTiming {
  if (aidYear.aidyearenddate < today) return 'past';
  if (aidYear.aidyearbegindate > today) return 'future';
  return 'current';
}

/** First calendar year of an aid year: the first half of its "YYYY-YYYY" name, else its begin date's year. */
export function getAidYearFirstYear(aidYear: AidYearDates): string {
  return /^(\d{4})-\d{4}$/.exec(aidYear.aidyear)?.[1] ?? aidYear.aidyearbegindate.slice(0, 4);
}

/** The day Enrolled opens for an aid year: 15 August of its first year. */
export function getEnrolledOpeningDay(aidYear: AidYearDates): string {
  return `${getAidYearFirstYear(aidYear)}-${ENROLLED_OPENS_MONTH_DAY}`;
}

/**
 * The 15 August rule (open-points 6): Enrolled may be chosen for a past aid year, or for the current one
 * on or after 15 August of its first year; never for a future aid year.
 */
export function isEnrolledReachable(aidYear: AidYearDates, today: string): boolean {
  const timing = getAidYearTiming(aidYear, today);
  if (timing === 'past') return true;
  return timing === 'current' && today >= getEnrolledOpeningDay(aidYear);
}

/** A YYYY-MM-DD day moved by whole calendar months, kept inside the target month (31 Aug + 6 = 28/29 Feb). */
export function addCalendarMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, lastDay))}`;
}
