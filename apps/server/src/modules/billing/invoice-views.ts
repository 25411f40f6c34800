import {
  amountDueCents,
  chooseBillingContact,
  type InvoiceDetail,
  type InvoiceLine,
  type InvoicePayment,
  type InvoiceRow,
  invoiceProgramOf,
  invoiceRowActions,
  invoiceStatusOf,
  refundableCents,
  type SessionUser,
} from '@exchange/domain';
import { personName } from '../../platform/email/email-format.js';
import type {
  StoredContactCandidate,
  StoredInvoice,
  StoredInvoiceLine,
  StoredPayment,
  StoredSchoolAddress,
} from './invoices-repo.js';

/** A stored invoice as the API answers it for this reader (3-billing §3 Invoice), money in cents. */
export function toInvoiceRow(inv: StoredInvoice, user: SessionUser): InvoiceRow {
  const due = amountDueCents(inv.amountCents, inv.paidCents);
  const refundable = refundableCents(inv.paidCents, inv.writtenOffCents);
  return {
    id: inv.id,
    invoiceNumber: inv.invoiceNumber,
    aidYearId: inv.aidYearId,
    aidYearName: inv.aidYearName,
    schoolID: inv.schoolId,
    schoolName: inv.schoolName,
    amount: inv.amountCents,
    invoiceAmountPaid: inv.paidCents,
    invoiceAmountDue: due,
    invoiceAmountRefundable: refundable,
    invoiceDate: inv.invoiceDate,
    modifiedDate: inv.modifiedAt,
    feeTypeId: inv.feeTypeId,
    feeTypeName: inv.feeTypeName,
    // Dues belong to the school (issue 32): a dues invoice stored with a program before 0017 names none.
    participationTypeId: invoiceProgramOf(inv.feeTypeId, inv.participationTypeId),
    participationName: invoiceProgramOf(inv.feeTypeId, inv.participationName),
    // Shown only when fully paid (3-billing §3): the settling payment's received date (open-points 23).
    paymentDate: due <= 0 ? inv.paidOn : null,
    status: invoiceStatusOf(due),
    note: inv.note,
    actions: invoiceRowActions(user, {
      schoolID: inv.schoolId,
      invoiceAmountRefundable: refundable,
      invoiceAmountDue: due,
    }),
  };
}

/** The invoice with its bill-to block (open-points 27). */
export function toInvoiceDetail(
  inv: StoredInvoice,
  user: SessionUser,
  school: StoredSchoolAddress,
  candidates: readonly StoredContactCandidate[],
): InvoiceDetail {
  const contact = chooseBillingContact(candidates);
  return {
    ...toInvoiceRow(inv, user),
    school,
    billingContact: contact
      ? { name: personName(contact.firstName, contact.lastName), email: contact.email }
      : null,
  };
}

/** A participation-fee line as the API answers it. */
export function toInvoiceLine(l: StoredInvoiceLine): InvoiceLine {
  const { amountCents, ...rest } = l;
  return { ...rest, amount: amountCents };
}

/** A payment as the API answers it. */
export function toInvoicePayment(p: StoredPayment): InvoicePayment {
  return {
    id: p.id,
    paymentTypeId: p.paymentTypeId,
    paymentType: p.paymentType,
    amountPaid: p.amountCents,
    paymentDate: p.paymentDate,
    invoicePaymentNote: p.note,
    paidBy: p.paidByFirst || p.paidByLast ? personName(p.paidByFirst, p.paidByLast) : null,
    referenceId: p.referenceId,
    cardLastFour: p.cardLastFour,
  };
}
