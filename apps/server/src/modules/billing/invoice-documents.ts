import {
  buildInvoiceDocument,
  DEFAULT_ORGANISATION,
  type InvoiceDetail,
  type InvoiceDocument,
  type InvoiceDocumentKind,
  invoiceEmailText,
  isReceiptAvailable,
  BILLING_MESSAGES as M,
  ROLE,
  type SessionUser,
} from '@exchange/domain';
import type { AppConfig } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import {
  type AttachmentRenderers,
  attachmentRenderedAtSend,
  type EmailAttachment,
  enqueueEmail,
  type OutgoingEmail,
  RENDER_AT_SEND,
} from '../../platform/outbox/outbox-repo.js';
import { conflict, notFound } from '../../plugins/errors.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { toInvoiceDetail, toInvoiceLine, toInvoicePayment } from './invoice-views.js';
import {
  findInvoice,
  findSchoolAddress,
  listContactCandidates,
  listInvoiceLines,
  listPayments,
  type StoredInvoice,
} from './invoices-repo.js';

/** A rendered invoice or receipt: its PDF and what an email about it says. */
export interface RenderedInvoiceDocument {
  fileName: string;
  pdf: Buffer;
  subject: string;
  text: string;
}

/** The view model of an invoice or receipt, with the invoice as the reader sees it (its billing contact). */
export interface InvoiceDocumentOf {
  detail: InvoiceDetail;
  document: InvoiceDocument;
}

/**
 * The invoice or receipt view model of an invoice already read (`findInvoice`): its school address,
 * billing contact, lines and payments are read here, the invoice itself is not read again. 409 for a
 * receipt of an invoice with nothing paid.
 */
export async function invoiceDocumentOf(
  db: DbOrTx,
  config: Pick<AppConfig, 'programName'>,
  user: SessionUser,
  invoice: StoredInvoice,
  kind: InvoiceDocumentKind,
): Promise<InvoiceDocumentOf> {
  const [school, candidates, lines, payments] = await Promise.all([
    findSchoolAddress(db, invoice.schoolId),
    listContactCandidates(db, invoice.schoolId, ROLE.BILLING, ROLE.PRIMARY_TELO),
    listInvoiceLines(db, invoice.id),
    listPayments(db, invoice.id),
  ]);
  const detail = toInvoiceDetail(invoice, user, school!, candidates);
  if (kind === 'receipt' && !isReceiptAvailable(detail)) throw conflict(M.receiptNotAvailable);
  const document = buildInvoiceDocument({
    invoice: detail,
    lines: lines.map(toInvoiceLine),
    payments: payments.map(toInvoicePayment),
    kind,
    programName: config.programName,
    organisation: DEFAULT_ORGANISATION(config.programName),
  });
  return { detail, document };
}

/**
 * Renders the invoice or receipt the reader sees as one PDF (open-points 25: the download and the email
 * attachment are the same file). 404 for an unknown invoice, 409 for a receipt of an invoice with
 * nothing paid.
 */
export async function renderDocument(
  db: DbOrTx,
  config: Pick<AppConfig, 'programName'>,
  user: SessionUser,
  invoiceId: number,
  kind: InvoiceDocumentKind,
): Promise<RenderedInvoiceDocument> {
  const invoice = await findInvoice(db, invoiceId);
  if (!invoice) throw notFound('No such invoice.');
  const { document } = await invoiceDocumentOf(db, config, user, invoice, kind);
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

/** The outbox renderer of an invoice or receipt PDF: the attachment's stored input is the view model. */
export const INVOICE_PDF_RENDERER = `${RENDER_AT_SEND}invoice-pdf`;

/**
 * The renderers of billing's render-at-send attachments, given to the outbox worker (main.ts): the PDF is
 * drawn from the view model stored when the email was queued, so it is the file the download of that
 * moment answers (renders are reproducible: invoice-pdf.ts). A change of `InvoiceDocument` must keep the
 * rows queued by the previous version renderable until they are sent.
 */
export const invoiceAttachmentRenderers: AttachmentRenderers = {
  [INVOICE_PDF_RENDERER]: async (input) => ({
    contentType: 'application/pdf',
    content: await renderInvoicePdf(input as InvoiceDocument),
  }),
};

/**
 * The email carrying an invoice or receipt to one address, its PDF rendered by the outbox worker when it
 * sends (`invoiceAttachmentRenderers`), not by the request that queues it. Subject, body and file name are
 * the ones `renderDocument` gives, from the same view model.
 */
export function documentEmail(to: string, document: InvoiceDocument): OutgoingEmail {
  return {
    to,
    subject: document.documentTitle,
    text: invoiceEmailText(document),
    attachments: [attachmentRenderedAtSend(INVOICE_PDF_RENDERER, document.fileName, document)],
  };
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
