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
