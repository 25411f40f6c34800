import {
  DEFAULT_PROGRAM_TIME_ZONE,
  formatProgramDateTime,
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
  return formatWholeUsd(cents);
}

/** True for a money value shown in red parentheses (a negative amount that rounds to a whole dollar or not). */
export function isNegativeMoney(cents: unknown): boolean {
  return typeof cents === 'number' && cents < 0;
}

/**
 * An ISO instant as a US date and time in the programme time zone (open-points 1), "11/26/2026 3:04 PM";
 * '' for none, the text itself when it is not an instant (the domain's programme clock).
 */
export function formatReportDateTime(
  iso: string | null | undefined,
  timeZone: string = DEFAULT_PROGRAM_TIME_ZONE,
): string {
  return formatProgramDateTime(iso, timeZone);
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
