import { formatUsDate, isIsoDate } from '../common/dates.js';
import { isValidEmail } from '../common/email.js';
import { TRAINING_MESSAGES as M } from './training-messages.js';

/**
 * A cell of the roster as the server's readers hand it over: text, a number, a true/false, a date cell
 * (its calendar day, YYYY-MM-DD), or nothing. Formulas never get here: a file holding one is refused.
 */
export type RosterCell = string | number | boolean | { readonly day: string } | null;

/** A data row that names an account to mark trained. */
export interface RosterEntry {
  row: number;
  email: string;
  completedOn: string;
}

/** A data row that cannot be read: what it says in the email cell (when anything) and why. */
export interface RefusedRosterRow {
  row: number;
  email: string | null;
  reason: string;
}

const MAX_EMAIL_LENGTH = 254;
/** A text a spreadsheet would run as a formula once written back (= + - @): no address starts so. */
const FORMULA_START = /^[=+\-@]/;

/** True when the cell holds nothing (blank text included). */
export function isBlankCell(cell: RosterCell): boolean {
  return cell === null || (typeof cell === 'string' && cell.trim() === '');
}

/** The cell as the summary shows it (what the row said), or null when blank. */
export function cellText(cell: RosterCell): string | null {
  if (isBlankCell(cell)) return null;
  if (typeof cell === 'object' && cell !== null) return formatUsDate(cell.day);
  return String(cell).trim().slice(0, MAX_EMAIL_LENGTH);
}

/** The email of a row, lowercased, or the reason it is refused. */
export function parseRosterEmail(cell: RosterCell): { email: string } | { reason: string } {
  if (isBlankCell(cell)) return { reason: M.emailMissing };
  if (typeof cell !== 'string') return { reason: M.emailInvalid };
  const email = cell.trim();
  if (email.length > MAX_EMAIL_LENGTH || FORMULA_START.test(email) || !isValidEmail(email)) {
    return { reason: M.emailInvalid };
  }
  return { email: email.toLowerCase() };
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A text date, YYYY-MM-DD or MM/DD/YYYY (US order, 1-core §9), as YYYY-MM-DD when it is a real day. */
function dayFromText(text: string): string | null {
  if (isIsoDate(text)) return text;
  const us = US_DATE.exec(text);
  if (!us) return null;
  const day = `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  return isIsoDate(day) ? day : null;
}

/**
 * The completion day of a row (YYYY-MM-DD) or the reason it is refused: a date cell, or text written
 * YYYY-MM-DD or MM/DD/YYYY; a plain number is no date (its meaning depends on the sheet's format); a
 * day after `today` (the programme's today) has not happened yet.
 */
export function parseCompletionDate(cell: RosterCell, today: string): { day: string } | { reason: string } {
  if (isBlankCell(cell)) return { reason: M.dateMissing };
  let day: string | null = null;
  if (typeof cell === 'object' && cell !== null) day = isIsoDate(cell.day) ? cell.day : null;
  else if (typeof cell === 'string') day = dayFromText(cell.trim());
  if (day === null) return { reason: M.dateInvalid };
  if (day > today) return { reason: M.dateInFuture(formatUsDate(day)) };
  return { day };
}

/** The row's cells by column (the header decides where each is). */
export interface RosterRowCells {
  row: number;
  email: RosterCell;
  completionDate: RosterCell;
}

/** One data row checked: an entry to match with an account, or a refused row with its reason. */
export function checkRosterRow(
  cells: RosterRowCells,
  today: string,
): { entry: RosterEntry } | { refused: RefusedRosterRow } {
  const email = parseRosterEmail(cells.email);
  if ('reason' in email) {
    return { refused: { row: cells.row, email: cellText(cells.email), reason: email.reason } };
  }
  const date = parseCompletionDate(cells.completionDate, today);
  if ('reason' in date) return { refused: { row: cells.row, email: email.email, reason: date.reason } };
  return { entry: { row: cells.row, email: email.email, completedOn: date.day } };
}
