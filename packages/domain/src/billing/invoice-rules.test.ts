import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '../reference/reference.js';
import { BILLING_MESSAGES as M } from './billing-messages.js';
import {
  amountDueCents,
  checkManualPayment,
  chooseBillingContact,
  defaultDocumentKind,
  FEE_TYPE,
  feeTypeShortName,
  formatAddressLines,
  formatInvoiceNumber,
  invoiceCarriesProgram,
  invoiceDueDateText,
  invoiceProgramOf,
  invoiceStatusOf,
  isReceiptAvailable,
  type PaymentCheckInput,
  paymentTypesForEntry,
  refundableCents,
  shortAcademicYear,
} from './invoice-rules.js';

describe('invoice rules (3-billing §2-§4, open-points 18-27)', () => {
  it('derives what is due and the status', () => {
    expect(amountDueCents(10_000, null)).toBe(10_000);
    expect(amountDueCents(10_000, 2_500)).toBe(7_500);
    expect(invoiceStatusOf(1)).toBe('Open');
    expect(invoiceStatusOf(0)).toBe('Paid');
  });

  it('writes the academic year without the repeated century, and the fee types short', () => {
    expect(shortAcademicYear('2026-2027')).toBe('2026-27');
    expect(shortAcademicYear('1999-2000')).toBe('1999-2000');
    expect(feeTypeShortName(FEE_TYPE.MEMBERSHIP_DUES)).toBe('M Dues');
    expect(feeTypeShortName(FEE_TYPE.PARTICIPATION_FEES)).toBe('P Fee');
    expect(feeTypeShortName(FEE_TYPE.ADMINISTRATIVE_FEE)).toBe('Admin Fee');
  });

  it('is due July 31 for membership dues and upon receipt otherwise', () => {
    expect(invoiceDueDateText(FEE_TYPE.MEMBERSHIP_DUES)).toBe('July 31');
    expect(invoiceDueDateText(FEE_TYPE.PARTICIPATION_FEES)).toBe('Upon Receipt');
  });

  it('numbers invoices {first year}-{6-digit sequence}', () => {
    expect(formatInvoiceNumber('2026-2027', 123)).toBe('2026-000123');
  });

  it('offers a receipt once paid, and opens as one when nothing is due', () => {
    const paid = { paymentDate: '2026-08-01', invoiceAmountPaid: 5_000, invoiceAmountDue: 0 };
    expect(isReceiptAvailable(paid)).toBe(true);
    expect(defaultDocumentKind(paid)).toBe('receipt');
    expect(defaultDocumentKind({ ...paid, invoiceAmountDue: 100 })).toBe('invoice');
    expect(isReceiptAvailable({ paymentDate: null, invoiceAmountPaid: 5_000 })).toBe(false);
    expect(paymentTypesForEntry([{ id: 1 }, { id: 2 }, { id: 3 }]).map((t) => t.id)).toEqual([2, 3]);
  });

  const base: PaymentCheckInput = {
    amountCents: 5_000,
    paymentTypeId: PAYMENT_TYPE.DEFAULT,
    receivedDate: '2026-09-01',
    note: null,
    invoiceDate: '2026-08-01',
    dueCents: 10_000,
    refundableCents: 0,
    today: '2026-09-15',
    mayRefund: false,
  };
  const check = (p: Partial<PaymentCheckInput>) => checkManualPayment({ ...base, ...p })?.message ?? null;

  it('accepts a payment or write-off up to what is due, received between the invoice date and today', () => {
    expect(check({})).toBeNull();
    expect(check({ amountCents: 10_000, paymentTypeId: PAYMENT_TYPE.WRITE_OFF })).toBeNull();
    expect(check({ receivedDate: '2026-08-01' })).toBeNull();
    expect(check({ receivedDate: '2026-09-15' })).toBeNull();
  });

  it('refuses the card type, zero, over-payment and dates outside the window', () => {
    expect(check({ paymentTypeId: PAYMENT_TYPE.HIDDEN })).toBe(M.cardPaymentTypeRefused);
    expect(check({ amountCents: 0 })).toBe(M.amountNotZero);
    expect(check({ amountCents: 10_001 })).toBe(M.overPayment);
    expect(check({ dueCents: 0 })).toBe(M.overPayment);
    expect(check({ receivedDate: '2026-09-16' })).toBe(M.receivedInFuture);
    expect(check({ receivedDate: '2026-07-31' })).toBe(M.receivedBeforeInvoice);
  });

  it('lets only a TE billing user refund, with a note, up to what is refundable', () => {
    const refund = { amountCents: -2_000, refundableCents: 5_000, dueCents: 0 };
    expect(check(refund)).toBe(M.refundNotAllowed);
    expect(check({ ...refund, mayRefund: true })).toBe(M.refundNeedsNote);
    expect(check({ ...refund, mayRefund: true, note: 'Duplicate check' })).toBeNull();
    expect(check({ ...refund, mayRefund: true, note: 'x', amountCents: -5_001 })).toBe(M.refundTooLarge);
    expect(check({ ...refund, mayRefund: true, note: 'x', paymentTypeId: PAYMENT_TYPE.WRITE_OFF })).toBe(
      M.writeOffNegative,
    );
  });

  it('refunds the money received less refunds, never a write-off (open-points 21)', () => {
    // A $1,500 invoice settled by a $1,300 check and a $200 write-off: the paid total is $1,500.
    expect(refundableCents(150_000, 20_000)).toBe(130_000);
    // After a $300 refund the paid total is $1,200: $1,000 of the check is left to give back.
    expect(refundableCents(120_000, 20_000)).toBe(100_000);
    // Written off in full, or nothing paid: nothing to give back.
    expect(refundableCents(150_000, 150_000)).toBe(0);
    expect(refundableCents(0, 0)).toBe(0);
    expect(refundableCents(null, null)).toBe(0);
    // And the check the payment call makes reads the same figure.
    const refund = { ...base, mayRefund: true, note: 'Returned', dueCents: 0 };
    const refundable = refundableCents(150_000, 20_000);
    expect(checkManualPayment({ ...refund, amountCents: -130_000, refundableCents: refundable })).toBeNull();
    expect(
      checkManualPayment({ ...refund, amountCents: -130_001, refundableCents: refundable })?.message,
    ).toBe(M.refundTooLarge);
    expect(checkManualPayment({ ...refund, amountCents: -1, refundableCents: 0 })?.message).toBe(
      M.refundTooLarge,
    );
  });

  it('bills the first billing-role user by last name, else the primary TELO, else nobody', () => {
    const user = (lastName: string, holdsBilling: boolean, isPrimaryTelo = false) => ({
      firstName: 'A',
      lastName,
      email: `${lastName}@x.edu`,
      holdsBilling,
      isPrimaryTelo,
    });
    expect(
      chooseBillingContact([user('Young', true), user('Adams', false, true), user('Brown', true)])?.lastName,
    ).toBe('Brown');
    expect(chooseBillingContact([user('Adams', false, true)])?.lastName).toBe('Adams');
    expect(chooseBillingContact([])).toBeNull();
  });

  it('formats US addresses with ZIP+4 and others with the postal code and country', () => {
    const us = {
      address: '1 Main St',
      address2: 'Suite 2',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      zipFour: '1234',
      countryId: 1,
      countryName: 'United States',
    };
    expect(formatAddressLines(us)).toEqual(['1 Main St', 'Suite 2', 'Springfield, IL 62701-1234']);
    expect(formatAddressLines({ ...us, address2: null, zipFour: null })).toEqual([
      '1 Main St',
      'Springfield, IL 62701',
    ]);
    expect(
      formatAddressLines({
        ...us,
        address2: null,
        state: 'FC',
        city: 'Toronto',
        zip: 'M5V 2T6',
        countryId: 2,
        countryName: 'Canada',
      }),
    ).toEqual(['1 Main St', 'Toronto M5V 2T6', 'Canada']);
  });
});

describe('the exchange program of an invoice (issue 32)', () => {
  it('is none for membership dues, which belong to the school', () => {
    expect(invoiceCarriesProgram(FEE_TYPE.MEMBERSHIP_DUES)).toBe(false);
    expect(invoiceProgramOf(FEE_TYPE.MEMBERSHIP_DUES, 'Undergraduate')).toBeNull();
    expect(invoiceProgramOf(FEE_TYPE.PARTICIPATION_FEES, 'Undergraduate')).toBe('Undergraduate');
    expect(invoiceProgramOf(FEE_TYPE.ADMINISTRATIVE_FEE, 2)).toBe(2);
  });
});
