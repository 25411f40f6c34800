import { addCalendarMonths } from '../applications/aid-year-timing.js';

/** The change-log time frames of 3-billing §2 and §9, 30 Days first (the default, open-points 30). */
export const CHANGE_LOG_FRAMES = [
  { id: '30d', label: '30 Days' },
  { id: '3m', label: '3 Months' },
  { id: '6m', label: '6 Months' },
  { id: '1y', label: '1 Year' },
] as const;
export type ChangeLogFrame = (typeof CHANGE_LOG_FRAMES)[number]['id'];
export const DEFAULT_CHANGE_LOG_FRAME: ChangeLogFrame = '30d';

/** A YYYY-MM-DD day moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The begin and end days of a frame ending today, both inclusive, in the programme time zone
 * (open-points 1, 30): 30 Days is exactly 30 days back; the others whole calendar months back.
 */
export function changeLogRange(frame: ChangeLogFrame, today: string): { begindate: string; enddate: string } {
  const months = { '30d': 0, '3m': 3, '6m': 6, '1y': 12 }[frame];
  const begindate = frame === '30d' ? addDays(today, -30) : addCalendarMonths(today, -months);
  return { begindate, enddate: today };
}
