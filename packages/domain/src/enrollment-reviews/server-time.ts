/** The server's clock as GET api/settings/server-datetime tells it (3-billing §7; open-points 1). */

import { programWallClock } from '../common/dates.js';

/**
 * An instant as the wall-clock time of a time zone in ISO 8601 with that zone's offset at the instant
 * ("2026-08-14T23:00:00-05:00" for 04:00 UTC on 15 August in Chicago), to the second.
 */
export function formatZonedDateTime(instant: Date, timeZone: string): string {
  const { year: y, month: mo, day: d, hour: h, minute: mi, second: s } = programWallClock(instant, timeZone);
  const wallClockAsUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  const offsetMinutes = Math.round((wallClockAsUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}${offset}`;
}
