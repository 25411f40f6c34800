import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPE } from '../reference/reference.js';
import { sampleInvoice } from '../test/invoice-samples.js';
import type { InvoiceDetail, InvoiceLine, InvoicePayment } from './billing-schemas.js';
import {
  buildInvoiceDocument,
  DEFAULT_ORGANISATION,
  invoiceDocumentFileName,
  invoiceEmailSubject,
} from './invoice-document.js';
import { FEE_TYPE } from './invoice-rules.js';

const PROGRAM = 'Scholarship Exchange';

function makeInvoice(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return sampleInvoice(overrides);
}

function line(id: number, last: string, first: string, school = 'Beta College'): InvoiceLine {
  return {
    id,
    studentFirstName: first,
    studentLastName: last,
    enrolledSchoolName: school,
    enrolledSchoolCity: 'Lincoln',
    enrolledSchoolState: 'NE',
    amount: 25_000,
  };
}

function payment(
  id: number,
  typeId: number,
  cents: number,
  date: string,
  extra: Partial<InvoicePayment> = {},
) {
  const names: Record<number, string> = { 1: 'Credit Card', 2: 'Check', 3: 'Write-Off' };
  return {
    id,
    paymentTypeId: typeId,
    paymentType: names[typeId] ?? 'Other',
    amountPaid: cents,
    paymentDate: date,
    invoicePaymentNote: null,
    paidBy: null,
    referenceId: null,
    cardLastFour: null,
    ...extra,
  } satisfies InvoicePayment;
}

function build(
  invoice: InvoiceDetail,
  lines: InvoiceLine[] = [],
  payments: InvoicePayment[] = [],
  receipt = false,
) {
  return buildInvoiceDocument({
    invoice,
    lines,
    payments,
    kind: receipt ? 'receipt' : 'invoice',
    programName: PROGRAM,
    organisation: DEFAULT_ORGANISATION(PROGRAM),
  });
}

describe('buildInvoiceDocument: participation fees', () => {
  it('lists one line per student sorted by last name, formatted with cents, and counts them', () => {
    const doc = build(makeInvoice(), [
      line(1, 'Zhou', 'Amy'),
      line(2, 'adams', 'Ben', 'Gamma University'),
      line(3, 'Miller', 'Cara'),
    ]);
    expect(doc.lines.rows).toEqual([
      { description: 'adams, Ben - Gamma University, Lincoln, NE', amount: '$250.00' },
      { description: 'Miller, Cara - Beta College, Lincoln, NE', amount: '$250.00' },
      { description: 'Zhou, Amy - Beta College, Lincoln, NE', amount: '$250.00' },
    ]);
    expect(doc.lines.summary).toBe('Number of students: 3');
    expect(doc.lines.descriptionHeader).toBe('Student - Enrolled School');
    expect(doc.title).toBe('2026-27 Participation Fees - Undergraduate');
    expect(doc.facts).toEqual([
      { label: 'Invoice Number', value: '2026-000123' },
      { label: 'Invoice Date', value: '09/15/2026' },
      { label: 'Due Date', value: 'Upon Receipt' },
    ]);
  });

  it('leaves out the enrolled school parts that are unknown', () => {
    const doc = build(makeInvoice(), [
      { ...line(1, 'Lee', 'Jo'), enrolledSchoolCity: null, enrolledSchoolState: null },
      {
        ...line(2, 'Ng', 'Al'),
        enrolledSchoolName: null,
        enrolledSchoolCity: null,
        enrolledSchoolState: null,
      },
    ]);
    expect(doc.lines.rows.map((r) => r.description)).toEqual(['Lee, Jo - Beta College', 'Ng, Al']);
  });
});

describe('buildInvoiceDocument: other fee types and the due date', () => {
  it('gives membership dues one line, due July 31, and an invoice total, paid and balance', () => {
    const dues = makeInvoice({
      feeTypeId: FEE_TYPE.MEMBERSHIP_DUES,
      feeTypeName: 'Membership Dues',
      amount: 150_050,
      invoiceAmountPaid: 50_000,
      invoiceAmountDue: 100_050,
    });
    const doc = build(dues, [line(1, 'Ignored', 'Line')]);
    expect(doc.lines.rows).toEqual([{ description: 'Membership Dues 2026-2027', amount: '$1,500.50' }]);
    // Dues belong to the school: no program in the title, whatever the invoice row carries (issue 32).
    expect(dues.participationName).toBe('Undergraduate');
    expect(doc.title).toBe('2026-27 Membership Dues');
    expect(doc.lines.summary).toBeNull();
    expect(doc.facts.find((f) => f.label === 'Due Date')?.value).toBe('July 31');
    expect(doc.totals).toEqual([
      { label: 'Total', value: '$1,500.50' },
      { label: 'Amount Paid', value: '$500.00' },
      { label: 'Balance Due', value: '$1,000.50', strong: true },
    ]);
    expect(doc.notes[0]).toBe('Membership dues for the 2026-2027 academic year are due by July 31.');
    expect(doc.paidStamp).toBeNull();
    expect(doc.payments).toEqual([]);
  });

  it('says Upon Receipt for an administrative fee', () => {
    const doc = build(
      makeInvoice({ feeTypeId: FEE_TYPE.ADMINISTRATIVE_FEE, feeTypeName: 'Administrative Fee' }),
    );
    expect(doc.facts.find((f) => f.label === 'Due Date')?.value).toBe('Upon Receipt');
    expect(doc.lines.rows).toHaveLength(1);
  });
});

describe('buildInvoiceDocument: receipt arithmetic', () => {
  it('lists payments and refunds apart from write-offs and counts only money received as paid', () => {
    // $1,000.00 invoice: a $1,000 check, a $100 refund, a $60 card payment, a $40 write-off.
    const payments = [
      payment(4, PAYMENT_TYPE.WRITE_OFF, 4_000, '2026-10-20', { invoicePaymentNote: 'Board adjustment' }),
      payment(1, PAYMENT_TYPE.DEFAULT, 100_000, '2026-09-20', { invoicePaymentNote: 'Check #4471' }),
      payment(3, PAYMENT_TYPE.HIDDEN, 6_000, '2026-10-18', { cardLastFour: '1111', referenceId: '60012345' }),
      payment(2, PAYMENT_TYPE.DEFAULT, -10_000, '2026-10-01', { invoicePaymentNote: 'Duplicate check' }),
    ];
    const invoice = makeInvoice({
      amount: 100_000,
      invoiceAmountPaid: 100_000,
      invoiceAmountDue: 0,
      paymentDate: '2026-10-20',
      status: 'Paid',
    });
    const doc = build(invoice, [], payments, true);
    expect(doc.heading).toBe('Receipt');
    expect(doc.paidStamp).toBe('PAID on 10/20/2026');
    expect(doc.payments).toEqual([
      { date: '09/20/2026', type: 'Check', reference: 'Check #4471', amount: '$1,000.00' },
      { date: '10/01/2026', type: 'Refund (Check)', reference: 'Duplicate check', amount: '($100.00)' },
      {
        date: '10/18/2026',
        type: 'Credit Card',
        reference: 'Card ending 1111, Ref. 60012345',
        amount: '$60.00',
      },
    ]);
    expect(doc.writeOffs).toEqual([
      { date: '10/20/2026', type: 'Write-Off', reference: 'Board adjustment', amount: '$40.00' },
    ]);
    expect(doc.totals).toEqual([
      { label: 'Total', value: '$1,000.00' },
      { label: 'Amount Paid', value: '$960.00' },
      { label: 'Written Off', value: '$40.00' },
      { label: 'Date Paid', value: '10/20/2026' },
      { label: 'Balance Due', value: '$0.00', strong: true },
    ]);
    expect(doc.issuedOn).toBe('2026-10-20');
    expect(doc.fileName).toBe('2026-000123-receipt.pdf');
    expect(doc.documentTitle).toBe('Scholarship Exchange Receipt 2026-000123');
  });
});

describe('buildInvoiceDocument: bill-to block', () => {
  it('prints the billing contact, then the school with a US address', () => {
    const doc = build(makeInvoice());
    expect(doc.billTo).toEqual({
      contactLines: ['Dana Billing', 'billing@alpha.edu'],
      addressLines: ['Alpha University', '1 College Road', 'Business Office', 'Springfield, IL 62704-1234'],
    });
  });

  it('writes a non-US address as city, postal code and country name', () => {
    const school = {
      schoolName: 'Université Laval',
      address: '2325 rue de l’Université',
      address2: null,
      city: 'Québec',
      state: null,
      zip: 'G1V 0A6',
      zipFour: null,
      countryId: 2,
      countryName: 'Canada',
    };
    const doc = build(makeInvoice({ school }));
    expect(doc.billTo.addressLines).toEqual([
      'Université Laval',
      '2325 rue de l’Université',
      'Québec G1V 0A6',
      'Canada',
    ]);
  });

  it('says the billing contact is not on file when the school has none (open-points 27)', () => {
    const doc = build(makeInvoice({ billingContact: null }));
    expect(doc.billTo.contactLines).toEqual(['Billing contact not on file']);
  });
});

describe('document names and footer', () => {
  it('names the file and the e-mail subject after the invoice number (open-points 25)', () => {
    expect(invoiceDocumentFileName('2026-000123', 'invoice')).toBe('2026-000123-invoice.pdf');
    expect(invoiceDocumentFileName('2026-000123', 'receipt')).toBe('2026-000123-receipt.pdf');
    expect(invoiceEmailSubject(PROGRAM, 'invoice', '2026-000123')).toBe(
      'Scholarship Exchange Invoice 2026-000123',
    );
    expect(invoiceEmailSubject(PROGRAM, 'receipt', '2026-000123')).toBe(
      'Scholarship Exchange Receipt 2026-000123',
    );
  });

  it('carries the tax id, the fee-free card statement, the payee address and the contact', () => {
    const doc = build(makeInvoice());
    const org = DEFAULT_ORGANISATION(PROGRAM);
    expect(doc.taxId).toBe(`Tax ID (EIN): ${org.taxId}`);
    expect(doc.paymentInstructions[0]).toBe(
      'Payments by credit card are accepted with no fee, as are checks.',
    );
    expect(doc.paymentInstructions).toEqual(expect.arrayContaining(org.payeeAddressLines));
    expect(doc.contact).toContain(org.contactEmail);
    expect(doc.header.name).toBe('Scholarship Exchange Program Office');
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });
});
