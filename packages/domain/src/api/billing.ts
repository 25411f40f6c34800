import {
  aidYearIdParams,
  cardPaymentAnswerSchema,
  cardPaymentBodySchema,
  feeBodySchema,
  feeTypeListSchema,
  invoiceDetailSchema,
  invoiceEmailQuery,
  invoiceIdParams,
  invoiceLinesSchema,
  invoiceListQuery,
  invoiceListSchema,
  invoicePaymentBodySchema,
  invoicePaymentParams,
  invoicePaymentsSchema,
  invoicePdfQuery,
  invoiceRowSchema,
  membershipDuesPreviewSchema,
  participationGeneratedSchema,
  participationPreviewSchema,
  paymentGatewaySchema,
  paymentTypeListSchema,
} from '../billing/billing-schemas.js';
import { messageSchema } from '../common/api-params.js';
import { binaryFileSchema } from '../common/binary-file.js';
import { defineEndpoint } from './endpoint.js';

const tag = 'Billing';

/** Record rules of the billing endpoints, looked up by the billing module on the invoice (open-points 17). */
export const BILLING_RECORD_RULES = {
  invoiceReader: 'billingInvoiceReader',
  cardPayer: 'billingCardPayer',
} as const;

const readers =
  'Roles 1, 4, 6 or 7 at the school (read-only included) or a TE user holding TE Admin or Billing.';
const invoiceReader = {
  kind: 'record',
  rule: BILLING_RECORD_RULES.invoiceReader,
  who: `${readers} The school is the invoice's.`,
} as const;
const cents = 'Money in integer cents (open-points 22).';

/** The billing calls of 3-billing §7, with the document download and the invoice generators. */
export const billingEndpoints = {
  listInvoices: defineEndpoint({
    operationId: 'listInvoices',
    method: 'GET',
    path: '/api/invoice/list',
    tag,
    summary: 'Invoices of a school or of every school',
    description: `?schoolid= one school; without it every school (TE users only). Open first, then newest invoice date. ${cents} 404 with a sentence when there is none.`,
    access: {
      kind: 'schoolRight',
      right: 'viewBilling',
      in: 'query',
      param: 'schoolid',
      allSchools: 'teOnly',
    },
    query: invoiceListQuery,
    response: invoiceListSchema,
    errors: [404],
  }),
  getInvoice: defineEndpoint({
    operationId: 'getInvoice',
    method: 'GET',
    path: '/api/invoice/{id}',
    tag,
    summary: 'One invoice with its school address and billing contact',
    description: `View Invoice by address (open-points 13, 27). ${cents}`,
    access: invoiceReader,
    params: invoiceIdParams,
    response: invoiceDetailSchema,
    errors: [404],
  }),
  listInvoiceLines: defineEndpoint({
    operationId: 'listInvoiceLines',
    method: 'GET',
    path: '/api/invoice/{id}/listdetail',
    tag,
    summary: 'Participation-fee lines of an invoice',
    description: `One line per exported student, by last name; empty for other fee types. ${cents}`,
    access: invoiceReader,
    params: invoiceIdParams,
    response: invoiceLinesSchema,
    errors: [404],
  }),
  listInvoicePayments: defineEndpoint({
    operationId: 'listInvoicePayments',
    method: 'GET',
    path: '/api/invoice/{id}/listpayment',
    tag,
    summary: 'Payments, write-offs and refunds of an invoice',
    description: `Oldest first. ${cents}`,
    access: invoiceReader,
    params: invoiceIdParams,
    response: invoicePaymentsSchema,
    errors: [404],
  }),
  downloadInvoicePdf: defineEndpoint({
    operationId: 'downloadInvoicePdf',
    method: 'GET',
    path: '/api/invoice/{id}/pdf',
    tag,
    summary: 'The invoice or receipt as a PDF',
    description:
      '?type=invoice or receipt; the same document the email attaches. 409 for a receipt of an invoice ' +
      'with nothing paid.',
    access: invoiceReader,
    params: invoiceIdParams,
    query: invoicePdfQuery,
    response: binaryFileSchema,
    download: { contentType: 'application/pdf' },
    errors: [404, 409],
  }),
  addInvoicePayment: defineEndpoint({
    operationId: 'addInvoicePayment',
    method: 'POST',
    path: '/api/invoice/payment/{invoiceId}',
    tag,
    summary: 'Record a payment, write-off or refund',
    description:
      'Payment type 2 or 3 (1, the card payment, is refused: open-points 18); more than is due is refused ' +
      '(open-points 21); a refund is a negative amount with a note, by TE billing users; the received date is ' +
      `not in the future nor before the invoice date (open-points 23). Answers the invoice. ${cents}`,
    access: { kind: 'teUser', right: 'recordBilling' },
    params: invoicePaymentParams,
    body: invoicePaymentBodySchema,
    response: invoiceRowSchema,
    errors: [404, 409],
  }),
  addFee: defineEndpoint({
    operationId: 'addFee',
    method: 'POST',
    path: '/api/invoice/fee',
    tag,
    summary: 'Add a fee (a new invoice)',
    description: `A new invoice numbered {first year}-{6-digit sequence}, dated today (open-points 20, 24). ${cents}`,
    access: { kind: 'teUser', right: 'recordBilling' },
    body: feeBodySchema,
    response: invoiceRowSchema,
    errors: [404],
  }),
  listFeeTypes: defineEndpoint({
    operationId: 'listFeeTypes',
    method: 'GET',
    path: '/api/invoice/invoicetype',
    tag,
    summary: 'Fee types',
    description: `Each with defaultAmount, its fee setting's amount (open-points 33) that Add Fee prefills. ${cents}`,
    access: { kind: 'staff' },
    response: feeTypeListSchema,
  }),
  listPaymentTypes: defineEndpoint({
    operationId: 'listPaymentTypes',
    method: 'GET',
    path: '/api/invoice/invoicepaymenttype',
    tag,
    summary: 'Payment types',
    description: 'All of them; Add Payment offers 2 (the default) and 3 (write-off), never 1 (card).',
    access: { kind: 'staff' },
    response: paymentTypeListSchema,
  }),
  getPaymentGateway: defineEndpoint({
    operationId: 'getPaymentGateway',
    method: 'GET',
    path: '/api/invoice/paymentgateway',
    tag,
    summary: 'The card tokenizer the browser loads',
    description: 'Authorize.Net Accept.js with the public client key, or the built-in test gateway.',
    access: { kind: 'staff' },
    response: paymentGatewaySchema,
  }),
  payInvoiceByCard: defineEndpoint({
    operationId: 'payInvoiceByCard',
    method: 'POST',
    path: '/api/invoice/creditcardpayment/{invoiceId}',
    tag,
    summary: 'Pay an invoice by card (Pay Now)',
    description:
      'Charges the token for exactly the amount due, recomputed here (open-points 19). A repeated ' +
      'idempotencyKey answers the first attempt and charges once; 409 while another payment of the invoice is ' +
      'in progress or when nothing is due; 402 when the provider declines or fails (nothing recorded). The ' +
      'receipt goes to the payer and the billing contact (open-points 25).',
    access: {
      kind: 'record',
      rule: BILLING_RECORD_RULES.cardPayer,
      who: "School users holding role 1, 4, 6 or 7 at the invoice's school, without a read-only marker.",
    },
    params: invoicePaymentParams,
    body: cardPaymentBodySchema,
    response: cardPaymentAnswerSchema,
    errors: [402, 404, 409],
  }),
  emailInvoice: defineEndpoint({
    operationId: 'emailInvoice',
    method: 'POST',
    path: '/api/email/invoice/{id}',
    tag,
    summary: 'Email the invoice or receipt',
    description:
      '?emailtype=invoice or receipt, ?email= the recipient; the PDF attached, sent through the outbox ' +
      '(open-points 25). 409 for a receipt of an invoice with nothing paid.',
    access: invoiceReader,
    params: invoiceIdParams,
    query: invoiceEmailQuery,
    response: messageSchema,
    errors: [404, 409],
  }),
  previewParticipationInvoices: defineEndpoint({
    operationId: 'previewParticipationInvoices',
    method: 'GET',
    path: '/api/invoice/generate/{aidYearId}',
    tag,
    summary: 'Preview the participation-fee invoices of an aid year',
    description:
      'The invoices generating would create: one per export school and program for students not yet ' +
      `billed, at the PARTICIPATION_FEE setting per student; 409 when that setting is not above 0. ${cents}`,
    access: { kind: 'teAdmin', mode: 'read' },
    params: aidYearIdParams,
    response: participationPreviewSchema,
    errors: [404, 409],
  }),
  generateParticipationInvoices: defineEndpoint({
    operationId: 'generateParticipationInvoices',
    method: 'POST',
    path: '/api/invoice/generate/{aidYearId}',
    tag,
    summary: 'Generate the participation-fee invoices of an aid year',
    description:
      'Creates the previewed invoices in one transaction; a student already billed for the aid year is ' +
      'never billed again, so a second run creates nothing.',
    access: { kind: 'teAdmin', mode: 'write' },
    params: aidYearIdParams,
    response: participationGeneratedSchema,
    errors: [404, 409],
  }),
  previewMembershipDuesInvoices: defineEndpoint({
    operationId: 'previewMembershipDuesInvoices',
    method: 'GET',
    path: '/api/invoice/generate/{aidYearId}/membershipdues',
    tag,
    summary: 'Preview the membership dues invoices of an aid year',
    description:
      'The invoices generating would create: one per member school (neither archived nor closed, offering ' +
      'an exchange program, joined by the end of the aid year) with no membership dues invoice for the aid ' +
      `year yet, at the MEMBERSHIP_DUES setting (open-points 33). 409 when that setting is not above 0 or the aid year has ended. ${cents}`,
    access: { kind: 'teAdmin', mode: 'read' },
    params: aidYearIdParams,
    response: membershipDuesPreviewSchema,
    errors: [404, 409],
  }),
  generateMembershipDuesInvoices: defineEndpoint({
    operationId: 'generateMembershipDuesInvoices',
    method: 'POST',
    path: '/api/invoice/generate/{aidYearId}/membershipdues',
    tag,
    summary: 'Generate the membership dues invoices of an aid year',
    description:
      'Creates the previewed invoices (fee type 1, due July 31, dated today) in one transaction; a school ' +
      'with membership dues for the aid year, generated or added by hand, gets none, so a second run ' +
      'creates nothing.',
    access: { kind: 'teAdmin', mode: 'write' },
    params: aidYearIdParams,
    response: participationGeneratedSchema,
    errors: [404, 409],
  }),
};
