import { toWallClock } from '../common/dates.js';
import type { ReportColumnKind } from './report-definition.js';

/**
 * Formula injection (CSV/Excel "DDE"): a downloaded text cell that begins with = + - @ (or a tab or
 * carriage return, which some spreadsheet programs strip first) would run as a formula when opened.
 * Such a cell is written with a leading apostrophe, which spreadsheet programs show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as it is safe to write into a downloaded cell. */
export function escapeSpreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * Excel number formats of the typed columns: US dates, US date-times, dollars with negative amounts in
 * red parentheses (3-billing §2; docs/decisions/spreadsheets.md "Typed cells").
 */
export const XLSX_NUMBER_FORMATS = {
  date: 'mm/dd/yyyy',
  datetime: 'mm/dd/yyyy h:mm AM/PM',
  money: '"$"#,##0.00;[Red]("$"#,##0.00)',
} as const;

/** A cell value as a spreadsheet holds it: a typed value, a text, or nothing. */
export type SheetValue = string | number | Date | null;

/** What a spreadsheet cell holds: a kind of value (money in integer cents, ISO days and instants). */
export type SheetCellKind = ReportColumnKind;

/** The Excel number format of a column kind, or none for text and plain numbers. */
export function xlsxNumberFormat(kind: SheetCellKind): string | undefined {
  return kind === 'date' || kind === 'datetime' || kind === 'money' ? XLSX_NUMBER_FORMATS[kind] : undefined;
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
 * A value that does not fit its kind is written as escaped text rather than lost. Every spreadsheet the
 * portal writes (the server's report downloads, the browser's grid downloads) types its cells here.
 */
export function toXlsxValue(kind: SheetCellKind, value: unknown, timeZone: string): SheetValue {
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
