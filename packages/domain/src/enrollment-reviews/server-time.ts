/** The server's clock as GET api/settings/server-datetime tells it (3-billing §7; open-points 1). */

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * An instant as the wall-clock time of a time zone in ISO 8601 with that zone's offset at the instant
 * ("2026-08-14T23:00:00-05:00" for 04:00 UTC on 15 August in Chicago), to the second.
 */
export function formatZonedDateTime(instant: Date, timeZone: string): string {
  const parts = partsFormatter(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const [y, mo, d, h, mi, s] = [
    part('year'),
    part('month'),
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  ];
  const wallClockAsUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  const offsetMinutes = Math.round((wallClockAsUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}${offset}`;
}
