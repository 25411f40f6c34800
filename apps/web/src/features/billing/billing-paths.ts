import { menuPath } from '@exchange/domain';

/** billing/invoices: the Invoices screen (3-billing §2), the Billing > Invoices menu item. */
export const INVOICES_PATH = menuPath('Billing', 'Invoices');

/** billing/invoices/viewinvoice: View Invoice, which takes the invoice id in its query (open-points 13). */
export const VIEW_INVOICE_PATH = `${INVOICES_PATH}/viewinvoice`;

/** The address of one invoice's View Invoice screen (reload, bookmarks and emailed links open it). */
export function viewInvoiceHref(invoiceId: number): string {
  return `${VIEW_INVOICE_PATH}?id=${invoiceId}`;
}
