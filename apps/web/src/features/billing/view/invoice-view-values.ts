import {
  defaultDocumentKind,
  type InvoiceDocumentKind,
  type InvoiceRow,
  isReceiptAvailable,
  isValidEmail,
  BILLING_MESSAGES as M,
} from '@exchange/domain';
// Explicit extensions: the API's form-message test imports this file too (apps/server/src/security).
import { positiveIdFromSearch } from '../../../lib/application-detail.js';

/** The invoice id of View Invoice's address (?id=N), or null (the screen then goes to the list). */
export function invoiceIdFromSearch(search: URLSearchParams): number | null {
  return positiveIdFromSearch(search, 'id');
}

type KindFacts = Pick<InvoiceRow, 'paymentDate' | 'invoiceAmountPaid' | 'invoiceAmountDue'>;

/**
 * The document shown: the one the user chose while it is available, else the default (3-billing §2:
 * Receipt when nothing is due and a receipt exists). A refund that reopens the invoice takes the receipt
 * away, and the invoice is shown again.
 */
export function shownDocumentKind(
  invoice: KindFacts,
  chosen: InvoiceDocumentKind | null,
): InvoiceDocumentKind {
  if (chosen === 'invoice') return 'invoice';
  if (chosen === 'receipt' && isReceiptAvailable(invoice)) return 'receipt';
  return defaultDocumentKind(invoice);
}

/** The recipient field's message: "Invalid email address." (§5) for text that is not an address; none while empty. */
export function recipientEmailError(text: string): string | null {
  return text.trim() && !isValidEmail(text) ? M.invalidEmail : null;
}

/** Send Email is enabled only for a valid address (§5: disabled while empty or invalid). */
export function maySendEmail(text: string): boolean {
  return isValidEmail(text);
}
