/**
 * Which aid years the public member-school page shows (open-points 35; 3-billing §9). `today` is the
 * programme's day (YYYY-MM-DD, open-points 1), never the browser's.
 */

/** The month (1-12) of a day. */
function monthOf(today: string): number {
  return Number(today.slice(5, 7));
}

/** The calendar year of a day. */
function yearOf(today: string): number {
  return Number(today.slice(0, 4));
}

/**
 * First calendar year of the current application year: from 1 July the aid year starting the next
 * calendar year, before it the one starting this year (2026-11-27 -> 2027, 2026-06-30 -> 2026).
 */
export function applicationYearStart(today: string): number {
  return monthOf(today) >= 7 ? yearOf(today) + 1 : yearOf(today);
}

/**
 * First calendar year of the aid year whose enrollment statistics the page shows: from 1 March the aid
 * year starting this calendar year, before it the one starting the previous year.
 */
export function statisticsYearStart(today: string): number {
  return monthOf(today) >= 3 ? yearOf(today) : yearOf(today) - 1;
}

/** The aid year's name ('2027-2028') for its first calendar year. */
export function aidYearNameStarting(firstYear: number): string {
  return `${firstYear}-${firstYear + 1}`;
}

/** An aid year is shown publicly while its display dates include today (open-points 32). */
export function isDisplayedPublicly(
  year: { displaybegindate: string; displayenddate: string },
  today: string,
): boolean {
  return year.displaybegindate <= today && today <= year.displayenddate;
}
