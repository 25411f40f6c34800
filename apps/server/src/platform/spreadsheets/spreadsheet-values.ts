import { escapeSpreadsheetText, type ReportColumnKind } from '@exchange/domain';

/** Excel number formats of the typed columns: US dates, US date-times, dollars with red negatives. */
export const XLSX_NUMBER_FORMATS = {
  date: 'mm/dd/yyyy',
  datetime: 'mm/dd/yyyy h:mm AM/PM',
  money: '"$"#,##0.00;[Red]("$"#,##0.00)',
} as const;

/** A cell value as a spreadsheet holds it: a typed value, a text, or nothing. */
export type SheetValue = string | number | Date | null;

const QUARTER_HOUR_MS = 15 * 60 * 1000;
const MAX_CACHED_OFFSETS = 10_000;

/**
 * Time zones change their UTC offset only on quarter-hour instants (every zone of today's tzdata), so the
 * offset of a quarter hour serves every instant in it: one Intl call per quarter hour instead of one per
 * cell keeps a 100,000-row change-log download fast.
 */
class ZoneOffsets {
  private readonly formatter: Intl.DateTimeFormat;
  private readonly offsets = new Map<number, number>();

  constructor(timeZone: string) {
    this.formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  }

  /** Milliseconds to add to a UTC instant to get the wall clock of the zone. */
  offsetAt(epochMs: number): number {
    const bucket = Math.floor(epochMs / QUARTER_HOUR_MS);
    let offset = this.offsets.get(bucket);
    if (offset === undefined) {
      const start = bucket * QUARTER_HOUR_MS;
      const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
      for (const part of this.formatter.formatToParts(start)) parts[part.type] = Number(part.value);
      const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
      const wall = Date.UTC(year, month - 1, day, hour, minute, second);
      offset = wall - start;
      if (this.offsets.size >= MAX_CACHED_OFFSETS) this.offsets.clear();
      this.offsets.set(bucket, offset);
    }
    return offset;
  }
}

const zones = new Map<string, ZoneOffsets>();
function zoneOffsets(timeZone: string): ZoneOffsets {
  let zone = zones.get(timeZone);
  if (!zone) {
    zone = new ZoneOffsets(timeZone);
    zones.set(timeZone, zone);
  }
  return zone;
}

/**
 * The wall clock an instant shows in the time zone, as a Date whose UTC fields carry it: spreadsheets
 * have no time zones, so a date-time cell holds what a person in the programme's zone reads. Null when
 * the value is not an instant.
 */
export function toWallClock(instant: string | Date, timeZone: string): Date | null {
  const epochMs = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(epochMs)) return null;
  return new Date(epochMs + zoneOffsets(timeZone).offsetAt(epochMs));
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** A YYYY-MM-DD day as the Date of its UTC midnight (how exceljs writes a date serial), or null. */
export function toDayDate(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, date));
  // 2025-02-30 would roll over into March: not a day. Excel has no day before 1900 (written as text).
  return year >= 1900 && value.getUTCMonth() === month - 1 && value.getUTCDate() === date ? value : null;
}

/** A number from a database value (numeric and bigint arrive as text), or null when it is not one. */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Text of any other value, escaped against formula injection. */
function asText(value: unknown): string {
  return escapeSpreadsheetText(value instanceof Date ? value.toISOString() : String(value));
}

/**
 * The value an Excel cell of the column kind holds: a Date for dates and date-times (date-times as the
 * programme zone's wall clock), dollars for money (stored as integer cents), a number, or escaped text.
 * A value that does not fit its kind is written as escaped text rather than lost.
 */
export function toXlsxValue(kind: ReportColumnKind, value: unknown, timeZone: string): SheetValue {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'date':
      return (typeof value === 'string' ? toDayDate(value) : null) ?? asText(value);
    case 'datetime':
      return (
        (typeof value === 'string' || value instanceof Date ? toWallClock(value, timeZone) : null) ??
        asText(value)
      );
    case 'money': {
      const cents = toNumber(value);
      return cents === null ? asText(value) : cents / 100;
    }
    case 'number':
    case 'id':
      return toNumber(value) ?? asText(value);
    case 'text':
      return asText(value);
  }
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** MM/DD/YYYY of a Date's UTC fields. */
function usDay(date: Date): string {
  return `${pad2(date.getUTCMonth() + 1)}/${pad2(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** MM/DD/YYYY h:mm AM of a Date's UTC fields. */
function usDateTime(date: Date): string {
  const hour = date.getUTCHours();
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${usDay(date)} ${twelve}:${pad2(date.getUTCMinutes())} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * The text a CSV cell of the column kind holds: MM/DD/YYYY dates, MM/DD/YYYY h:mm AM date-times in the
 * programme zone, dollars with two decimals (a minus when negative), numbers as they are, and text
 * escaped against formula injection. Empty for no value.
 */
export function toCsvText(kind: ReportColumnKind, value: unknown, timeZone: string): string {
  const cell = toXlsxValue(kind, value, timeZone);
  if (cell === null) return '';
  if (cell instanceof Date) return kind === 'datetime' ? usDateTime(cell) : usDay(cell);
  if (typeof cell === 'number') return kind === 'money' ? cell.toFixed(2) : String(cell);
  return cell;
}

/** A CSV field quoted as RFC 4180 asks: in double quotes (doubled inside) when it holds , " CR or LF. */
export function quoteCsvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
