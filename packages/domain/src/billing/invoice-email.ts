/**
 * The text of the email that carries an invoice or receipt (open-points 25), written from the same view
 * model as the attached PDF and the screen (invoice-document.ts), so the body and the document cannot
 * disagree: a receipt of an invoice paid partly by check and partly written off says "Amount Paid" and
 * "Written Off" in the body exactly as the PDF does (issue 32).
 */
import type { InvoiceDocument } from './invoice-document.js';

/** The email body: what is attached, the document's totals rows as the PDF prints them, the programme. */
export function invoiceEmailText(document: InvoiceDocument): string {
  const what = document.kind === 'receipt' ? 'receipt' : 'invoice';
  return [
    `Attached is the ${what} ${document.invoiceNumber} for ${document.schoolName}: ${document.title}.`,
    '',
    ...document.totals.map((row) => `${row.label}: ${row.value}`),
    '',
    document.programName,
  ].join('\n');
}
