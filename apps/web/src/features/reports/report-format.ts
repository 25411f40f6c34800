import {
  DEFAULT_PROGRAM_TIME_ZONE,
  formatUsDate,
  formatWholeUsd,
  type ReportColumnKind,
} from '@exchange/domain';

/**
 * A money cell (integer cents) as the reports show it (3-billing §2, §9): whole US dollars, a negative
 * amount (a refund, a write-off) in parentheses, "($1,235)"; '' for none. The red is the cell's class.
 */
export function formatReportMoney(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return cents < 0 ? `(${formatWholeUsd(-cents)})` : formatWholeUsd(cents);
}

/** True for a money value shown in red parentheses (a negative amount that rounds to a whole dollar or not). */
export function isNegativeMoney(cents: unknown): boolean {
  return typeof cents === 'number' && cents < 0;
}

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per time zone: building an Intl formatter per cell would cost more than the grid. */
function dateTimeFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateTimeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
    });
    dateTimeFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * An ISO instant as a US date and time in the programme time zone (open-points 1), "11/26/2026 3:04 PM";
 * '' for none, the text itself when it is not an instant.
 */
export function formatReportDateTime(
  iso: string | null | undefined,
  timeZone: string = DEFAULT_PROGRAM_TIME_ZONE,
): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = dateTimeFormatter(timeZone);
  } catch {
    // A zone name the browser does not know: the programme's default rather than no date at all.
    formatter = dateTimeFormatter(DEFAULT_PROGRAM_TIME_ZONE);
  }
  return formatter.format(instant).replace(', ', ' ');
}

/** A cell's text by its column kind (the grid's formatter and the screen-reader text agree). */
export function formatReportCell(kind: ReportColumnKind, value: unknown, timeZone?: string): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'money':
      return formatReportMoney(typeof value === 'number' ? value : Number(value));
    case 'date':
      return formatUsDate(String(value));
    case 'datetime':
      return formatReportDateTime(String(value), timeZone);
    case 'number':
      return typeof value === 'number' ? value.toLocaleString('en-US') : String(value);
    default:
      return String(value);
  }
}
