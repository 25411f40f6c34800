import { BILLING_MESSAGES as M, parseDollarsToCents } from '@exchange/domain';

/**
 * A typed dollar amount as the API takes it: null while empty (the schema then says "Required", as the
 * API does for a missing amount), its cents, or NaN when it is not a number of dollars.
 */
export function typedCents(text: string): number | null {
  return text.trim() ? parseDollarsToCents(text) : null;
}

/**
 * The one amount rule the API cannot see (it takes cents, never the typed text): a text that is not a
 * number of dollars with at most two decimals; null otherwise (the schema checks the cents).
 */
export function amountTextIssue(text: string): string | null {
  return Number.isNaN(typedCents(text)) ? M.amountFormat : null;
}
