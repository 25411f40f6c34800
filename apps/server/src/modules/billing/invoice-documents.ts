import {
  buildInvoiceDocument,
  DEFAULT_ORGANISATION,
  type InvoiceDocumentKind,
  invoiceEmailText,
  isReceiptAvailable,
  BILLING_MESSAGES as M,
  type SessionUser,
} from '@exchange/domain';
import type { AppConfig } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { type EmailAttachment, enqueueEmail } from '../../platform/outbox/outbox-repo.js';
import { conflict } from '../../plugins/errors.js';
import { getInvoiceDetail, getInvoiceLines, getInvoicePayments } from './billing-service.js';
import { renderInvoicePdf } from './invoice-pdf.js';

/** A rendered invoice or receipt: its PDF and what an email about it says. */
export interface RenderedInvoiceDocument {
  fileName: string;
  pdf: Buffer;
  subject: string;
  text: string;
}

/**
 * Renders the invoice or receipt the reader sees as one PDF (open-points 25: the download and the email
 * attachment are the same file). 409 for a receipt of an invoice with nothing paid.
 */
export async function renderDocument(
  db: DbOrTx,
  config: Pick<AppConfig, 'programName'>,
  user: SessionUser,
  invoiceId: number,
  kind: InvoiceDocumentKind,
): Promise<RenderedInvoiceDocument> {
  const [invoice, lines, payments] = await Promise.all([
    getInvoiceDetail(db, user, invoiceId),
    getInvoiceLines(db, invoiceId),
    getInvoicePayments(db, invoiceId),
  ]);
  if (kind === 'receipt' && !isReceiptAvailable(invoice)) throw conflict(M.receiptNotAvailable);
  const document = buildInvoiceDocument({
    invoice,
    lines,
    payments,
    kind,
    programName: config.programName,
    organisation: DEFAULT_ORGANISATION(config.programName),
  });
  // The file, the subject and the body all come from the one view model (issue 32).
  return {
    fileName: document.fileName,
    pdf: await renderInvoicePdf(document),
    subject: document.documentTitle,
    text: invoiceEmailText(document),
  };
}

/** The PDF as an email attachment. */
export function asAttachment(doc: RenderedInvoiceDocument): EmailAttachment {
  return { fileName: doc.fileName, contentType: 'application/pdf', content: doc.pdf };
}

/** Mails the invoice or receipt to one address through the outbox, the PDF attached (3-billing §7). */
export async function emailDocument(
  db: Db,
  config: AppConfig,
  user: SessionUser,
  invoiceId: number,
  kind: InvoiceDocumentKind,
  to: string,
) {
  const doc = await renderDocument(db, config, user, invoiceId, kind);
  await inTransaction(db, user.id, (tx) =>
    enqueueEmail(tx, { to, subject: doc.subject, text: doc.text, attachments: [asAttachment(doc)] }),
  );
  return { message: M.emailSent };
}
