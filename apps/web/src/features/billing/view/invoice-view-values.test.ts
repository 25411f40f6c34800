import { BILLING_MESSAGES as M } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import {
  invoiceIdFromSearch,
  maySendEmail,
  recipientEmailError,
  shownDocumentKind,
} from './invoice-view-values';

const open = { paymentDate: null, invoiceAmountPaid: 20_000, invoiceAmountDue: 10_000 };
const paid = { paymentDate: '2026-09-01', invoiceAmountPaid: 30_000, invoiceAmountDue: 0 };

describe('View Invoice', () => {
  it('takes the invoice id from the address, and nothing else for one', () => {
    expect(invoiceIdFromSearch(new URLSearchParams('id=123'))).toBe(123);
    for (const search of ['', 'id=', 'id=0', 'id=-4', 'id=12a', 'invoice=5']) {
      expect(invoiceIdFromSearch(new URLSearchParams(search))).toBeNull();
    }
  });

  it('opens a paid invoice as its receipt, an open one as the invoice (3-billing §2)', () => {
    expect(shownDocumentKind(paid, null)).toBe('receipt');
    expect(shownDocumentKind(open, null)).toBe('invoice');
  });

  it("shows the user's choice while it is available", () => {
    expect(shownDocumentKind(paid, 'invoice')).toBe('invoice');
    expect(shownDocumentKind(paid, 'receipt')).toBe('receipt');
    // A refund reopened the invoice: its receipt is gone, the invoice is shown.
    expect(shownDocumentKind(open, 'receipt')).toBe('invoice');
  });

  it('says "Invalid email address." for what is not an address, and lets Send wait for one (§5)', () => {
    expect(recipientEmailError('')).toBeNull();
    expect(recipientEmailError('billing@alpha')).toBe(M.invalidEmail);
    expect(recipientEmailError('billing@alpha.edu')).toBeNull();
    expect(maySendEmail('')).toBe(false);
    expect(maySendEmail('billing@alpha')).toBe(false);
    expect(maySendEmail(' billing@alpha.edu ')).toBe(true);
  });
});
