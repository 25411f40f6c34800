import type { InvoiceDetail, InvoiceLine } from '../billing/billing-schemas.js';
import { FEE_TYPE } from '../billing/invoice-rules.js';
import { COUNTRY_US } from '../reference/reference.js';

/**
 * A made-up open participation-fee invoice of Alpha University for 2026-2027, as GET api/invoice/{id}
 * answers it: the one sample the document tests, the PDF tests, the PDF benchmark and the screens' tests
 * start from (each overrides what it is about).
 */
export function sampleInvoice(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  const amount = overrides.amount ?? 75_000;
  return {
    id: 7,
    invoiceNumber: '2026-000123',
    aidYearId: 3,
    aidYearName: '2026-2027',
    schoolID: 11,
    schoolName: 'Alpha University',
    amount,
    invoiceAmountPaid: 0,
    invoiceAmountDue: amount,
    invoiceAmountRefundable: 0,
    invoiceDate: '2026-09-15',
    modifiedDate: '2026-09-15T14:00:00.000Z',
    feeTypeId: FEE_TYPE.PARTICIPATION_FEES,
    feeTypeName: 'Participation Fees',
    participationTypeId: 1,
    participationName: 'Undergraduate',
    paymentDate: null,
    status: 'Open',
    note: null,
    actions: { addPayment: 'hidden', payNow: 'hidden', refund: 'hidden' },
    school: {
      schoolName: 'Alpha University',
      address: '1 College Road',
      address2: 'Business Office',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
      zipFour: '1234',
      countryId: COUNTRY_US,
      countryName: 'United States',
    },
    billingContact: { name: 'Dana Billing', email: 'billing@alpha.edu' },
    ...overrides,
  };
}

const FIRST = ['Avery', 'Jordan', 'Riley', 'Morgan', 'Casey', 'Quinn', 'Harper', 'Rowan', 'Emerson', 'Sage'];
const LAST = ['Abbott', 'Bramley', 'Castellanos', 'Dunmore', 'Eastwood', 'Fairbanks', 'Galloway', 'Hartwell'];
const SCHOOLS = [
  { name: 'Beta College', city: 'Lincoln', state: 'NE' },
  { name: 'Gamma University of the Northern Plains', city: 'Fargo', state: 'ND' },
  { name: 'Delta State University', city: 'Cleveland', state: 'MS' },
  { name: 'Epsilon Institute of Technology', city: 'Troy', state: 'NY' },
];

/** `count` made-up participation-fee lines of `cents` each, over four enrolled schools (a big roster). */
export function sampleStudentLines(count: number, cents = 25_000): InvoiceLine[] {
  return Array.from({ length: count }, (_, i) => {
    const school = SCHOOLS[i % SCHOOLS.length]!;
    return {
      id: i + 1,
      studentFirstName: FIRST[i % FIRST.length]!,
      studentLastName: `${LAST[(i * 7) % LAST.length]!}-${Math.floor(i / LAST.length) + 1}`,
      enrolledSchoolName: school.name,
      enrolledSchoolCity: school.city,
      enrolledSchoolState: school.state,
      amount: cents,
    };
  });
}
