import { BILLING_MESSAGES as M, parseDollarsToCents } from '@exchange/domain';

/**
 * What is wrong with a typed dollar amount before the schema sees its cents: "Required" when empty
 * (3-billing §5), the amount format when it is not a number of dollars with at most two decimals; null
 * when it converts (the schema then checks its size and sign).
 */
export function amountTextIssue(text: string): string | null {
  if (!text.trim()) return M.required;
  return Number.isNaN(parseDollarsToCents(text)) ? M.amountFormat : null;
}
