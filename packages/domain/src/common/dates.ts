/** True for a real calendar day written YYYY-MM-DD (what date pickers and the API exchange). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * A YYYY-MM-DD day (or an instant, whose first ten characters are read) as MM/DD/YYYY, the US format of
 * every screen, email and download (1-core §9, 2-applications §9); '' for none, the text itself when it
 * is not a date.
 */
export function formatUsDate(value: string | null | undefined): string {
  if (!value) return '';
  const day = value.slice(0, 10);
  if (!isIsoDate(day)) return value;
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
}

// The programme clock (open-points 1): every instant shown or turned into a calendar day goes through
// the formatters below, built once per time zone and shape (building an Intl formatter costs far more
// than using one, and grids and downloads format thousands of cells).

/** The programme time zone when the PROGRAM_TIME_ZONE setting is unset (open-points 1). */
export const DEFAULT_PROGRAM_TIME_ZONE = 'America/Chicago';

/** The shapes of time-zone formatter the portal uses. */
const ZONED_FORMATS = {
  /** A calendar day's parts. */
  day: { year: 'numeric', month: '2-digit', day: '2-digit' },
  /** Every wall-clock field to the second, on a 24-hour clock. */
  wallClock: {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  },
  /** "01/15/2026, 3:04 PM", what screens show. */
  dateTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A shape of time-zone formatter: a day, the wall clock's fields, or the date and time people read. */
export type ZonedFormat = keyof typeof ZONED_FORMATS;

const zonedFormatters = new Map<string, Intl.DateTimeFormat>();

/** The one en-US formatter of a time zone and shape (cached); throws a RangeError for an unknown zone. */
export function zonedFormatter(timeZone: string, format: ZonedFormat): Intl.DateTimeFormat {
  const key = `${format}|${timeZone}`;
  let formatter = zonedFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...ZONED_FORMATS[format], timeZone });
    zonedFormatters.set(key, formatter);
  }
  return formatter;
}

/** True for a time zone name this runtime knows (the PROGRAM_TIME_ZONE setting is checked with it). */
export function isTimeZone(timeZone: string): boolean {
  try {
    zonedFormatter(timeZone, 'day');
    return true;
  } catch {
    return false;
  }
}

/** The fields of a wall clock: what a clock in the zone shows at an instant. */
export interface WallClock {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  /** 0-23. */
  hour: number;
  minute: number;
  second: number;
}

/** What a clock in the time zone shows at the instant, to the second. */
export function programWallClock(
  instant: Date | number,
  timeZone: string = DEFAULT_PROGRAM_TIME_ZONE,
): WallClock {
  const clock: WallClock = { year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  for (const part of zonedFormatter(timeZone, 'wallClock').formatToParts(instant)) {
    if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
  }
  return clock;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in the programme time zone. */
export function toProgramDay(instant: Date, timeZone: string = DEFAULT_PROGRAM_TIME_ZONE): string {
  const parts = zonedFormatter(timeZone, 'day').formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * An instant as a US date and time in the programme time zone (open-points 1), "11/26/2026 3:04 PM", as
 * every screen shows one; '' for none, the text itself when it is not an instant. A zone name the runtime
 * does not know reads as the programme's default zone rather than no date at all.
 */
export function formatProgramDateTime(
  instant: string | Date | null | undefined,
  timeZone: string = DEFAULT_PROGRAM_TIME_ZONE,
): string {
  if (!instant) return '';
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(at.getTime())) return typeof instant === 'string' ? instant : '';
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_PROGRAM_TIME_ZONE;
  return zonedFormatter(zone, 'dateTime').format(at).replace(', ', ' ');
}

const QUARTER_HOUR_MS = 15 * 60 * 1000;
const MAX_CACHED_OFFSETS = 10_000;
const zoneOffsets = new Map<string, Map<number, number>>();

/**
 * Milliseconds to add to a UTC instant to get the zone's wall clock. Time zones change their UTC offset
 * only on quarter-hour instants (every zone of today's tzdata), so the offset of a quarter hour serves
 * every instant in it: one Intl call per quarter hour instead of one per cell keeps a 100,000-row
 * change-log download fast.
 */
function zoneOffsetAt(epochMs: number, timeZone: string): number {
  let offsets = zoneOffsets.get(timeZone);
  if (!offsets) {
    offsets = new Map();
    zoneOffsets.set(timeZone, offsets);
  }
  const bucket = Math.floor(epochMs / QUARTER_HOUR_MS);
  let offset = offsets.get(bucket);
  if (offset === undefined) {
    const start = bucket * QUARTER_HOUR_MS;
    const { year, month, day, hour, minute, second } = programWallClock(start, timeZone);
    offset = Date.UTC(year, month - 1, day, hour, minute, second) - start;
    if (offsets.size >= MAX_CACHED_OFFSETS) offsets.clear();
    offsets.set(bucket, offset);
  }
  return offset;
}

/**
 * The wall clock an instant shows in the time zone, as a Date whose UTC fields carry it: spreadsheets
 * have no time zones, so a date-time cell holds what a person in the programme's zone reads. Null when
 * the value is not an instant.
 */
export function toWallClock(instant: string | Date, timeZone: string): Date | null {
  const epochMs = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(epochMs)) return null;
  return new Date(epochMs + zoneOffsetAt(epochMs, timeZone));
}
