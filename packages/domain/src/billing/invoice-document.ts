/**
 * The printed invoice or receipt of View Invoice (3-billing §2; open-points 22, 25, 27) as one plain,
 * serialisable view model: the server renders it to PDF, the web shows it on screen, so both say the
 * same thing. Every amount is already formatted with cents and every date in US format.
 */
import { formatUsDate } from '../common/dates.js';
import { BILLING_MESSAGES } from './billing-messages.js';
import type { InvoiceDetail, InvoiceLine, InvoicePayment } from './billing-schemas.js';
import {
  FEE_TYPE,
  formatAddressLines,
  type InvoiceDocumentKind,
  invoiceDueDateText,
  invoiceProgramOf,
  isWriteOff,
  listsStudents,
  shortAcademicYear,
} from './invoice-rules.js';
import { formatUsd } from './money.js';

/** Who issues the documents: the header block, the payee and the contact for questions. */
export interface DocumentOrganisation {
  name: string;
  addressLines: string[];
  /** The employer identification number printed in the footer. */
  taxId: string;
  /** Whom checks are made payable to. */
  payee: string;
  /** Where checks are mailed. */
  payeeAddressLines: string[];
  contactEmail: string;
  contactPhone?: string;
}

/**
 * The programme office used when the deployment configures no other. The address, tax id and phone are
 * invented (555-01xx numbers are reserved for fiction; 12-3456789 is the IRS's sample EIN); a deployment
 * passes its real organisation instead.
 */
export function DEFAULT_ORGANISATION(programName: string): DocumentOrganisation {
  const office = `${programName} Program Office`;
  const address = ['100 Example Plaza, Suite 400', 'Springfield, IL 62701'];
  return {
    name: office,
    addressLines: address,
    taxId: '12-3456789',
    payee: programName,
    payeeAddressLines: [office, 'Attn: Billing', ...address],
    contactEmail: 'billing@example.org',
    contactPhone: '(555) 010-0100',
  };
}

/** A label and its value (the number, date and total rows). */
export interface InvoiceDocumentRow {
  label: string;
  value: string;
  /** The row that matters most (Balance Due): printed bold. */
  strong?: boolean;
}

/** One charge of the lines table. */
export interface InvoiceDocumentLine {
  description: string;
  amount: string;
}

/** One payment, refund or write-off on a receipt. */
export interface InvoiceDocumentPayment {
  date: string;
  type: string;
  reference: string;
  amount: string;
}

/** The whole document, ready to lay out. */
export interface InvoiceDocument {
  kind: InvoiceDocumentKind;
  programName: string;
  /** "Invoice" or "Receipt". */
  heading: string;
  invoiceNumber: string;
  /** The school billed (the first line of the bill-to address). */
  schoolName: string;
  /**
   * Academic year, fee type and exchange program: "2026-27 Participation Fees - Undergraduate"; membership
   * dues name no program ("2026-27 Membership Dues").
   */
  title: string;
  /** The PDF's title, also the e-mail subject (open-points 25). */
  documentTitle: string;
  fileName: string;
  /** The day the document speaks for (YYYY-MM-DD): the PDF's creation date, so renders are reproducible. */
  issuedOn: string;
  header: { name: string; lines: string[] };
  /** Invoice number, invoice date, due date. */
  facts: InvoiceDocumentRow[];
  /** The billing contact (name and e-mail, or the missing text), then the school and its address. */
  billTo: { contactLines: string[]; addressLines: string[] };
  /** "PAID on 07/15/2026" on a receipt; null on an invoice. */
  paidStamp: string | null;
  lines: {
    caption: string;
    descriptionHeader: string;
    amountHeader: string;
    rows: InvoiceDocumentLine[];
    /** "Number of students: N" for participation fees. */
    summary: string | null;
    /** The note entered with the fee. */
    note: string | null;
  };
  /** Payments and refunds (receipt only), oldest first. */
  payments: InvoiceDocumentPayment[];
  /** Write-offs (payment type 3), listed apart from the payments (receipt only). */
  writeOffs: InvoiceDocumentPayment[];
  totals: InvoiceDocumentRow[];
  /** Notes per fee type and document kind. */
  notes: string[];
  /** How to pay: the card and check statement, the payee and the mailing address. */
  paymentInstructions: string[];
  taxId: string;
  contact: string;
}

export interface InvoiceDocumentInput {
  invoice: InvoiceDetail;
  lines: InvoiceLine[];
  payments: InvoicePayment[];
  kind: InvoiceDocumentKind;
  programName: string;
  organisation: DocumentOrganisation;
}

/** "2026-000123-invoice.pdf" or "2026-000123-receipt.pdf" (the download and the e-mail attachment). */
export function invoiceDocumentFileName(invoiceNumber: string, kind: InvoiceDocumentKind): string {
  return `${invoiceNumber}-${kind}.pdf`;
}

/** "{product} Invoice {n}" or "{product} Receipt {n}" (open-points 25). */
export function invoiceEmailSubject(
  programName: string,
  kind: InvoiceDocumentKind,
  invoiceNumber: string,
): string {
  return `${programName} ${kind === 'receipt' ? 'Receipt' : 'Invoice'} ${invoiceNumber}`;
}

/** "Last, First - Enrolled School, City, ST" (3-billing §2). */
function describeStudentLine(line: InvoiceLine): string {
  const name = `${line.studentLastName.trim()}, ${line.studentFirstName.trim()}`;
  const school = [line.enrolledSchoolName, line.enrolledSchoolCity, line.enrolledSchoolState]
    .map((p) => p?.trim() ?? '')
    .filter(Boolean)
    .join(', ');
  return school ? `${name} - ${school}` : name;
}

/** Students by last name, then first name, then id, so equal names keep one order. */
function compareStudents(a: InvoiceLine, b: InvoiceLine): number {
  const byName = (x: string, y: string) => x.localeCompare(y, 'en', { sensitivity: 'base', numeric: true });
  return (
    byName(a.studentLastName, b.studentLastName) ||
    byName(a.studentFirstName, b.studentFirstName) ||
    a.id - b.id
  );
}

/** The lines table: one line per student for participation fees, else one line for the fee. */
function buildLines(invoice: InvoiceDetail, lines: InvoiceLine[]): InvoiceDocument['lines'] {
  const students = listsStudents(invoice.feeTypeId) && lines.length > 0;
  const rows = students
    ? [...lines]
        .sort(compareStudents)
        .map((l) => ({ description: describeStudentLine(l), amount: formatUsd(l.amount) }))
    : [
        {
          description: `${invoice.feeTypeName} ${invoice.aidYearName}`,
          amount: formatUsd(invoice.amount),
        },
      ];
  return {
    caption: `Charges of invoice ${invoice.invoiceNumber}`,
    descriptionHeader: students ? 'Student - Enrolled School' : 'Description',
    amountHeader: 'Amount',
    rows,
    summary: students ? `Number of students: ${lines.length}` : null,
    note: invoice.note?.trim() || null,
  };
}

/** A payment as a receipt prints it: a refund is named so and its amount is in parentheses. */
function describePayment(p: InvoicePayment): InvoiceDocumentPayment {
  const reference = [
    p.cardLastFour ? `Card ending ${p.cardLastFour}` : '',
    p.referenceId ? `Ref. ${p.referenceId}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return {
    date: formatUsDate(p.paymentDate),
    type: p.amountPaid < 0 ? `Refund (${p.paymentType})` : p.paymentType,
    // A check has no provider reference: its note ("Check #4471") is what the school can match.
    reference: reference || p.invoicePaymentNote?.trim() || '',
    amount: formatUsd(p.amountPaid),
  };
}

/** Payments oldest first (then by id: the order they were recorded on one day). */
function byPaymentDate(a: InvoicePayment, b: InvoicePayment): number {
  return a.paymentDate.localeCompare(b.paymentDate) || a.id - b.id;
}

/** Footer notes per fee type, then one per document kind. */
function buildNotes(invoice: InvoiceDetail, kind: InvoiceDocumentKind): string[] {
  const year = invoice.aidYearName;
  const perFeeType: Record<number, string> = {
    [FEE_TYPE.MEMBERSHIP_DUES]: `Membership dues for the ${year} academic year are due by July 31.`,
    [FEE_TYPE.PARTICIPATION_FEES]: `Participation fees are billed for each exported student enrolled at a member school in the ${year} academic year.`,
    [FEE_TYPE.ADMINISTRATIVE_FEE]: 'Administrative fees are due upon receipt.',
  };
  const byKind =
    kind === 'receipt'
      ? 'Thank you for your payment. Please keep this receipt for your records.'
      : `Please write the invoice number ${invoice.invoiceNumber} on your check.`;
  return [perFeeType[invoice.feeTypeId], byKind].filter((n): n is string => Boolean(n));
}

/** Builds the invoice or receipt view model from the API answers (3-billing §2, open-points 22, 25, 27). */
export function buildInvoiceDocument(input: InvoiceDocumentInput): InvoiceDocument {
  const { invoice, kind, programName, organisation: org } = input;
  const receipt = kind === 'receipt';
  const ordered = [...input.payments].sort(byPaymentDate);
  const writeOffs = ordered.filter((p) => isWriteOff(p.paymentTypeId));
  const paid = ordered.filter((p) => !isWriteOff(p.paymentTypeId));
  const writtenOffCents = writeOffs.reduce((sum, p) => sum + p.amountPaid, 0);
  // The invoice row's paid total is the single source; write-offs are not money received.
  const amountPaidCents = invoice.invoiceAmountPaid - writtenOffCents;
  const paidOn = invoice.paymentDate ?? paid.at(-1)?.paymentDate ?? null;
  const invoiceDate = invoice.invoiceDate.slice(0, 10);

  const totals: InvoiceDocumentRow[] = [
    { label: 'Total', value: formatUsd(invoice.amount) },
    { label: 'Amount Paid', value: formatUsd(amountPaidCents) },
  ];
  if (writtenOffCents !== 0) totals.push({ label: 'Written Off', value: formatUsd(writtenOffCents) });
  if (receipt) totals.push({ label: 'Date Paid', value: formatUsDate(paidOn) });
  totals.push({ label: 'Balance Due', value: formatUsd(invoice.invoiceAmountDue), strong: true });

  const contact = invoice.billingContact;
  return {
    kind,
    programName,
    heading: receipt ? 'Receipt' : 'Invoice',
    invoiceNumber: invoice.invoiceNumber,
    schoolName: invoice.school.schoolName,
    title: [
      `${shortAcademicYear(invoice.aidYearName)} ${invoice.feeTypeName}`,
      invoiceProgramOf(invoice.feeTypeId, invoice.participationName),
    ]
      .filter(Boolean)
      .join(' - '),
    documentTitle: invoiceEmailSubject(programName, kind, invoice.invoiceNumber),
    fileName: invoiceDocumentFileName(invoice.invoiceNumber, kind),
    issuedOn: (receipt && paidOn ? paidOn : invoiceDate).slice(0, 10),
    header: {
      name: org.name,
      lines: [...org.addressLines, org.contactEmail, ...(org.contactPhone ? [org.contactPhone] : [])],
    },
    facts: [
      { label: 'Invoice Number', value: invoice.invoiceNumber },
      { label: 'Invoice Date', value: formatUsDate(invoiceDate) },
      { label: 'Due Date', value: invoiceDueDateText(invoice.feeTypeId) },
    ],
    billTo: {
      contactLines: contact
        ? [contact.name, contact.email].filter(Boolean)
        : [BILLING_MESSAGES.billingContactMissing],
      addressLines: [invoice.school.schoolName, ...formatAddressLines(invoice.school)],
    },
    paidStamp: receipt && paidOn ? `PAID on ${formatUsDate(paidOn)}` : null,
    lines: buildLines(invoice, input.lines),
    payments: receipt ? paid.map(describePayment) : [],
    writeOffs: receipt ? writeOffs.map(describePayment) : [],
    totals,
    notes: buildNotes(invoice, kind),
    paymentInstructions: [
      'Payments by credit card are accepted with no fee, as are checks.',
      `Pay by credit card with Pay Now on the Invoices page of the ${programName} portal.`,
      `Make checks payable to ${org.payee} and mail them to:`,
      ...org.payeeAddressLines,
    ],
    taxId: `Tax ID (EIN): ${org.taxId}`,
    contact: `Questions? Contact ${org.name} at ${org.contactEmail}${org.contactPhone ? ` or ${org.contactPhone}` : ''}.`,
  };
}
