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

/** "$1,235" for grids (3-billing §2: whole USD); negative amounts keep their minus sign. */
export function formatWholeUsd(cents: number): string {
  return WHOLE.format(roundToWholeDollars(cents));
}

/** "$1,234.50" for documents (3-billing §9: cents on the invoice). */
export function formatUsd(cents: number): string {
  return CENTS.format(cents / 100);
}

/** "$1,234.50" for a positive amount and "($1,234.50)" for a refund, as reports show them. */
export function formatUsdSigned(cents: number): string {
  return cents < 0 ? `(${formatUsd(-cents)})` : formatUsd(cents);
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
