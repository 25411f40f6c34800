/** Money in integer cents (open-points 22): the API and the database carry cents, screens format them. */

const WHOLE = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Whole dollars, rounded half up (away from zero for refunds): 123450 -> 1235. */
export function roundToWholeDollars(cents: number): number {
  const sign = cents < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(cents) + 50) / 100);
}

/**
 * A negative amount (a refund, a write-off, a reopened balance) in parentheses, "($1,235)": the one way
 * every screen, document and download shows one (3-billing §2 "negative payments are shown in
 * parentheses and red"; open-points 21). The red is the screen's.
 */
function withNegativeInParentheses(cents: number, format: (positiveCents: number) => string): string {
  return cents < 0 ? `(${format(-cents)})` : format(cents);
}

/** "$1,235" for grids (3-billing §2: whole USD, rounded half up); a negative amount is "($1,235)". */
export function formatWholeUsd(cents: number): string {
  return withNegativeInParentheses(cents, (c) => WHOLE.format(roundToWholeDollars(c)));
}

/** "$1,234.50" for documents (3-billing §9: cents on the invoice); a negative amount is "($1,234.50)". */
export function formatUsd(cents: number): string {
  return withNegativeInParentheses(cents, (c) => CENTS.format(c / 100));
}

const AMOUNT_TEXT = /^-?\$?\s*\d{1,3}(,\d{3})*(\.\d{1,2})?$|^-?\$?\s*\d+(\.\d{1,2})?$/;

/**
 * A typed dollar amount ("1,234.5", "$75", "-25.00") in cents; NaN when it is not a number with at most
 * two decimals. Exact: no floating-point rounding ("0.29" is 29 cents).
 */
export function parseDollarsToCents(text: string): number {
  const t = text.trim();
  if (!AMOUNT_TEXT.test(t)) return Number.NaN;
  const negative = t.startsWith('-');
  const [whole = '0', fraction = ''] = t.replace(/[-$,\s]/g, '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** Cents as the amount a form field shows ("1234.50"). */
export function centsToAmountText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Largest invoice or payment amount accepted: $10,000,000 (fits the database's integer cents). */
export const MAX_BILLING_CENTS = 1_000_000_000;
