import { ROLE, SCHOOL_ROLES } from '@exchange/domain';
import type { AccessCase } from './access-case.js';
import {
  OWN_ADMIN_READ_ONLY,
  other,
  own,
  type PersonaFixtures,
  type SignedInPersona,
} from './persona-fixtures.js';

/**
 * Who may call the billing operations (issue 22; open-points 17, 19, 21; 3-billing §6), part of ACCESS in
 * access-declarations.ts. The fixture's invoices are open membership dues of school A and of school B.
 * Roles 1, 4, 6 and 7 at the invoice's school see it (read-only included), and TE users see every
 * school's; the matrix's TE users hold TE Admin ('te') and TE Admin read-only ('teRead'). Writes send
 * `{}`, so an allowed caller gets 400 and nothing is written.
 */
const ALL_ROLES = SCHOOL_ROLES.map((r) => r.id);
const BILLING_ROLES = [ROLE.ADMIN, ROLE.BILLING, ROLE.PRIMARY_TELO, ROLE.SECONDARY_TELO];
const TE: SignedInPersona[] = ['te', 'teRead'];
const STAFF: SignedInPersona[] = [...own(...ALL_ROLES), OWN_ADMIN_READ_ONLY, ...other(...ALL_ROLES), ...TE];
/** Who sees school A's invoices. */
const OWN_VIEWERS: SignedInPersona[] = [...own(...BILLING_ROLES), OWN_ADMIN_READ_ONLY, ...TE];
/** Who sees school B's invoices. */
const OTHER_VIEWERS: SignedInPersona[] = [...other(...BILLING_ROLES), ...TE];
/** Add Fee and Add Payment: TE users who may write billing (not read-only). */
const RECORDERS: SignedInPersona[] = ['te'];

const ownInvoice = (fx: PersonaFixtures) => ({ id: fx.billing.ownInvoiceId });
const otherInvoice = (fx: PersonaFixtures) => ({ id: fx.billing.otherInvoiceId });

export const BILLING_ACCESS: Record<string, readonly AccessCase[]> = {
  'GET /api/invoice/list': [
    {
      label: 'school A',
      query: (fx) => ({ schoolid: fx.ownSchoolId }),
      allowed: OWN_VIEWERS,
      allowedStatus: [200],
    },
    {
      label: 'school B',
      query: (fx) => ({ schoolid: fx.otherSchoolId }),
      allowed: OTHER_VIEWERS,
      allowedStatus: [200],
    },
    // Every school's invoices: the all-schools view is TE only.
    { label: 'all schools', allowed: TE, allowedStatus: [200] },
  ],
  'GET /api/invoice/{id}': [
    { label: "school A's invoice", params: ownInvoice, allowed: OWN_VIEWERS, allowedStatus: [200] },
    { label: "school B's invoice", params: otherInvoice, allowed: OTHER_VIEWERS, allowedStatus: [200] },
  ],
  'GET /api/invoice/{id}/listdetail': [
    { label: "school A's invoice", params: ownInvoice, allowed: OWN_VIEWERS, allowedStatus: [200] },
  ],
  'GET /api/invoice/{id}/listpayment': [
    { label: "school A's invoice", params: ownInvoice, allowed: OWN_VIEWERS, allowedStatus: [200] },
  ],
  'GET /api/invoice/{id}/pdf': [
    { label: "school A's invoice", params: ownInvoice, allowed: OWN_VIEWERS, allowedStatus: [200] },
  ],
  // Without ?emailtype= and ?email= an allowed caller gets 400 and nothing is mailed.
  'POST /api/email/invoice/{id}': [{ label: "school A's invoice", params: ownInvoice, allowed: OWN_VIEWERS }],
  'POST /api/invoice/payment/{invoiceId}': [
    {
      label: "school A's invoice",
      params: (fx) => ({ invoiceId: fx.billing.ownInvoiceId }),
      allowed: RECORDERS,
    },
  ],
  'POST /api/invoice/fee': [{ allowed: RECORDERS }],
  // Pay Now: school users with role 1, 4, 6 or 7 at the invoice's school, not read-only; never TE users.
  'POST /api/invoice/creditcardpayment/{invoiceId}': [
    {
      label: "school A's invoice",
      params: (fx) => ({ invoiceId: fx.billing.ownInvoiceId }),
      allowed: own(...BILLING_ROLES),
    },
    {
      label: "school B's invoice",
      params: (fx) => ({ invoiceId: fx.billing.otherInvoiceId }),
      allowed: other(...BILLING_ROLES),
    },
  ],
  'GET /api/invoice/invoicetype': [{ allowed: STAFF, allowedStatus: [200] }],
  'GET /api/invoice/invoicepaymenttype': [{ allowed: STAFF, allowedStatus: [200] }],
  'GET /api/invoice/paymentgateway': [{ allowed: STAFF, allowedStatus: [200] }],
  // Participation-fee invoices: TE Admin previews (read-only too) and generates (not read-only).
  'GET /api/invoice/generate/{aidYearId}': [
    { params: (fx) => ({ aidYearId: fx.applications.aidYearId }), allowed: TE, allowedStatus: [200] },
  ],
  // The fixture aid year's enrolled students are exported by school B, which offers no program: nothing
  // to bill, so generating answers 200 with nothing created and writes nothing.
  'POST /api/invoice/generate/{aidYearId}': [
    { params: (fx) => ({ aidYearId: fx.applications.aidYearId }), allowed: ['te'], allowedStatus: [200] },
  ],
  // Membership dues invoices (open-points 33): the same access as the participation generator.
  'GET /api/invoice/generate/{aidYearId}/membershipdues': [
    { params: (fx) => ({ aidYearId: fx.applications.aidYearId }), allowed: TE, allowedStatus: [200] },
  ],
  // Every member school owes the fixture aid year's dues, so the allowed call names an aid year nobody
  // has: 404, nothing written (the API tests generate them).
  'POST /api/invoice/generate/{aidYearId}/membershipdues': [
    { params: () => ({ aidYearId: 2_000_000_000 }), allowed: ['te'], allowedStatus: [404] },
  ],
};
