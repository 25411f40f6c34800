import { COUNTRY_US, FEE_TYPES, PAYMENT_TYPE, PAYMENT_TYPES } from '../reference/reference.js';
import { IMPORT_STATUS } from '../statuses/statuses.js';
import { BILLING_MESSAGES as M } from './billing-messages.js';

/** Fee type ids (3-billing §9). */
export const FEE_TYPE = { MEMBERSHIP_DUES: 1, PARTICIPATION_FEES: 2, ADMINISTRATIVE_FEE: 3 } as const;

/** Invoice status, derived from what is due (open-points 20). */
export type InvoiceStatus = 'Open' | 'Paid';

/** What is still due: amount minus paid (a refund raises it again). */
export function amountDueCents(amountCents: number, paidCents: number | null | undefined): number {
  return amountCents - (paidCents ?? 0);
}

/**
 * What a refund may still give back (open-points 21): the money received less what was already refunded.
 * `paidCents` is the invoice's paid total (payments, write-offs and refunds, as `invoiceAmountPaid`);
 * a write-off counts as paid but was never received, so it is taken off and never refunded.
 */
export function refundableCents(
  paidCents: number | null | undefined,
  writtenOffCents: number | null | undefined,
): number {
  return Math.max(0, (paidCents ?? 0) - (writtenOffCents ?? 0));
}

/** Open while something is due, Paid when nothing is (3-billing §4, open-points 20). */
export function invoiceStatusOf(dueCents: number): InvoiceStatus {
  return dueCents > 0 ? 'Open' : 'Paid';
}

/** "2026-2027" -> "2026-27": the academic year without the repeated century (3-billing §2). */
export function shortAcademicYear(aidYearName: string): string {
  const match = /^(\d{2})(\d{2})-(\d{2})(\d{2})$/.exec(aidYearName);
  if (!match || match[1] !== match[3]) return aidYearName;
  return `${match[1]}${match[2]}-${match[4]}`;
}

/** M Dues, P Fee, Admin Fee (3-billing §2); the full name for a type the catalogue does not shorten. */
export function feeTypeShortName(feeTypeId: number, feeTypeName = ''): string {
  return FEE_TYPES.find((f) => f.id === feeTypeId)?.shortName ?? feeTypeName;
}

/** "July 31" for membership dues, otherwise "Upon Receipt" (3-billing §2). */
export function invoiceDueDateText(feeTypeId: number): string {
  return feeTypeId === FEE_TYPE.MEMBERSHIP_DUES ? 'July 31' : 'Upon Receipt';
}

/**
 * Membership dues belong to the school, not to an exchange program (issue 32): a dues invoice names no
 * program; participation and administrative fees name the program they bill.
 */
export function invoiceCarriesProgram(feeTypeId: number): boolean {
  return feeTypeId !== FEE_TYPE.MEMBERSHIP_DUES;
}

/** The program an invoice of this fee type is stored with and shown with: none for membership dues. */
export function invoiceProgramOf<T>(feeTypeId: number, program: T | null): T | null {
  return invoiceCarriesProgram(feeTypeId) ? program : null;
}

/** Participation fees list each exported student (3-billing §2). */
export function listsStudents(feeTypeId: number): boolean {
  return feeTypeId === FEE_TYPE.PARTICIPATION_FEES;
}

/** Import statuses for which the employer school owes the participation fee of that student. */
export const BILLABLE_IMPORT_STATUSES: readonly number[] = [
  IMPORT_STATUS.ENROLLED,
  IMPORT_STATUS.LEAVE_OF_ABSENCE,
  IMPORT_STATUS.WITHDRAWN,
  IMPORT_STATUS.GRADUATED,
];

/** The payment types offered when recording a payment by hand: 1 (card) is hidden, 2 first (default). */
export function paymentTypesForEntry<T extends { id: number }>(types: readonly T[]): T[] {
  return types.filter((t) => t.id !== PAYMENT_TYPE.HIDDEN);
}

/** The payment type the Add Payment dialog starts with (3-billing §4). */
export const DEFAULT_ENTRY_PAYMENT_TYPE = PAYMENT_TYPE.DEFAULT;

/** Payment type 3 is a write-off: on a receipt it is listed apart and not counted as paid. */
export function isWriteOff(paymentTypeId: number): boolean {
  return paymentTypeId === PAYMENT_TYPE.WRITE_OFF;
}

/** Name of a payment type id. */
export function paymentTypeName(id: number): string {
  return PAYMENT_TYPES.find((t) => t.id === id)?.paymentType ?? `Payment type ${id}`;
}

/** Receipt is offered once the invoice has a payment date and something was paid (3-billing §2). */
export function isReceiptAvailable(invoice: {
  paymentDate: string | null;
  invoiceAmountPaid: number;
}): boolean {
  return invoice.paymentDate !== null && invoice.invoiceAmountPaid !== 0;
}

export type InvoiceDocumentKind = 'invoice' | 'receipt';

/** View Invoice opens as Receipt when nothing is due and a receipt exists, else as Invoice. */
export function defaultDocumentKind(invoice: {
  paymentDate: string | null;
  invoiceAmountPaid: number;
  invoiceAmountDue: number;
}): InvoiceDocumentKind {
  return invoice.invoiceAmountDue === 0 && isReceiptAvailable(invoice) ? 'receipt' : 'invoice';
}

/** `{first year}-{6-digit sequence}` (open-points 24): 2026 and 123 -> "2026-000123". */
export function formatInvoiceNumber(aidYearName: string, sequence: number): string {
  return `${aidYearName.slice(0, 4)}-${String(sequence).padStart(6, '0')}`;
}

/** What a manual payment is checked against (open-points 18, 21, 23). */
export interface PaymentCheckInput {
  amountCents: number;
  paymentTypeId: number;
  receivedDate: string;
  note: string | null | undefined;
  invoiceDate: string;
  dueCents: number;
  /** What a refund may give back: `refundableCents` of the invoice (its `invoiceAmountRefundable`). */
  refundableCents: number;
  today: string;
  /** The caller is a TE billing user, who alone may record a refund. */
  mayRefund: boolean;
}

/** The first rule a manual payment breaks, as `{ field, message }`, or null when it may be recorded. */
export function checkManualPayment(p: PaymentCheckInput): { field: string; message: string } | null {
  if (p.paymentTypeId === PAYMENT_TYPE.HIDDEN)
    return { field: 'paymentTypeId', message: M.cardPaymentTypeRefused };
  if (p.amountCents === 0) return { field: 'amountPaid', message: M.amountNotZero };
  if (p.amountCents < 0) {
    if (isWriteOff(p.paymentTypeId)) return { field: 'amountPaid', message: M.writeOffNegative };
    if (!p.mayRefund) return { field: 'amountPaid', message: M.refundNotAllowed };
    if (!p.note?.trim()) return { field: 'invoicePaymentNote', message: M.refundNeedsNote };
    if (-p.amountCents > p.refundableCents) return { field: 'amountPaid', message: M.refundTooLarge };
  } else if (p.amountCents > p.dueCents) {
    return { field: 'amountPaid', message: M.overPayment };
  }
  if (p.receivedDate > p.today) return { field: 'paymentDate', message: M.receivedInFuture };
  if (p.receivedDate < p.invoiceDate) return { field: 'paymentDate', message: M.receivedBeforeInvoice };
  return null;
}

/** A school user who may be the billing contact, with the roles they hold at the school. */
export interface BillingContactCandidate {
  firstName: string;
  lastName: string;
  email: string;
  holdsBilling: boolean;
  isPrimaryTelo: boolean;
}

/**
 * The bill-to contact (open-points 27): the first billing-role user by last name, else the primary TELO,
 * else none ("Billing contact not on file" on the document).
 */
export function chooseBillingContact<T extends BillingContactCandidate>(users: readonly T[]): T | null {
  const byName = [...users].sort(
    (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
  );
  return byName.find((u) => u.holdsBilling) ?? byName.find((u) => u.isPrimaryTelo) ?? null;
}

/** A school's postal address as stored. */
export interface PostalAddress {
  address: string;
  address2?: string | null;
  city: string;
  state: string | null;
  zip: string | null;
  zipFour?: string | null;
  countryId: number;
  countryName: string | null;
}

/**
 * The address block of a document (3-billing §2): street lines, then "City, ST 12345-6789" for the US
 * (country id 1), otherwise "City Postal" and the country name.
 */
export function formatAddressLines(a: PostalAddress): string[] {
  const street = [a.address, a.address2 ?? ''].map((l) => l.trim()).filter(Boolean);
  if (a.countryId === COUNTRY_US) {
    const zip = [a.zip, a.zipFour].filter((z) => z?.trim()).join('-');
    return [...street, `${a.city}, ${a.state ?? ''} ${zip}`.trim()];
  }
  return [...street, [a.city, a.zip].filter((p) => p?.trim()).join(' '), a.countryName ?? ''].filter(Boolean);
}
