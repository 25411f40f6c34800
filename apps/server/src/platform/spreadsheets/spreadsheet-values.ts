import {
  type ReportColumnKind,
  type SheetValue,
  toDayDate,
  toWallClock,
  toXlsxValue,
  XLSX_NUMBER_FORMATS,
} from '@exchange/domain';

// The cell typing is the domain's (reports/spreadsheet-cells.ts, common/dates.ts), shared with the
// browser's grid downloads; the server keeps only what CSV text adds.
export { type SheetValue, toDayDate, toWallClock, toXlsxValue, XLSX_NUMBER_FORMATS };

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
