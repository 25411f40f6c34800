/**
 * Requests and answers of the billing calls (3-billing §3, §7; open-points 17-27). Money is integer
 * cents (open-points 22) under the spec's field names. The server validates and serializes with these;
 * the web takes its types from them.
 */
import { z } from 'zod';
import { actionStateSchema } from '../common/action-schemas.js';
import { isIsoDate } from '../common/dates.js';
import { isValidEmail } from '../common/email.js';
import { VALIDATION_MESSAGES, whenMissing } from '../common/validation-messages.js';
import { PAYMENT_TYPES } from '../reference/reference.js';
import { BILLING_MESSAGES as M } from './billing-messages.js';
import { cardCvvField, cardZipField } from './card-rules.js';
import { MAX_BILLING_CENTS } from './money.js';

const MAX_INT = 2_147_483_647;
const id = z.number().int().positive().max(MAX_INT);
const cents = z.number().int();
/** Accepted and ignored: the acting user comes from the session. */
const ignored = z.unknown().optional();
/**
 * What Add Fee and Add Payment need (3-billing §5): "Required", the billing forms' word, when nothing was
 * chosen or typed (null or missing), on the screen and from the API alike.
 */
const requiredId = z
  .number({ error: whenMissing(M.required) })
  .int()
  .positive()
  .max(MAX_INT);
const requiredCents = z.number({ error: whenMissing(M.required) }).int();
const requiredDate = z
  .string({ error: whenMissing(M.required) })
  .trim()
  .min(1, M.required)
  .refine((v) => isIsoDate(v), VALIDATION_MESSAGES.date);
const optionalNote = z
  .string()
  .trim()
  .max(1000, 'Must be 1000 characters or less')
  .nullish()
  .transform((v) => v || null);

/** Path parameters `{ id }` and `{ invoiceId }` of the calls on one invoice. */
export const invoiceIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_INT) });
export const invoicePaymentParams = z.object({ invoiceId: z.coerce.number().int().positive().max(MAX_INT) });
export const aidYearIdParams = z.object({ aidYearId: z.coerce.number().int().positive().max(MAX_INT) });

/** GET api/invoice/list: ?schoolid= one school; without it every school (TE users only). */
export const invoiceListQuery = z.object({
  schoolid: z.coerce.number().int().positive().max(MAX_INT).optional(),
  modifiedby: ignored,
});

/**
 * What the reader may do on an invoice (billing-access.ts `invoiceRowActions`): a payment 'disabled' while
 * nothing is due, a refund while nothing is refundable.
 */
export const invoiceActionsSchema = z.object({
  addPayment: actionStateSchema,
  payNow: actionStateSchema,
  refund: actionStateSchema,
});

/** One invoice as the grid and View Invoice read it (3-billing §3 Invoice). */
export const invoiceRowSchema = z.object({
  id,
  invoiceNumber: z.string(),
  aidYearId: id,
  aidYearName: z.string(),
  schoolID: id,
  schoolName: z.string(),
  amount: cents.describe('Cents'),
  invoiceAmountPaid: cents.describe('Cents; 0 when nothing was paid'),
  invoiceAmountDue: cents.describe('Cents: amount minus paid'),
  invoiceAmountRefundable: cents.describe(
    'Cents: the money received less refunds, write-offs excluded; the most a refund may give back',
  ),
  invoiceDate: z.string(),
  modifiedDate: z.string().describe('When the invoice or its last payment was recorded (ISO instant)'),
  feeTypeId: id,
  feeTypeName: z.string(),
  participationTypeId: id.nullable(),
  participationName: z.string().nullable(),
  paymentDate: z
    .string()
    .nullable()
    .describe('The received date of the payment that settled it; null while open'),
  status: z.enum(['Open', 'Paid']),
  note: z.string().nullable(),
  actions: invoiceActionsSchema,
});
export type InvoiceRow = z.output<typeof invoiceRowSchema>;
export const invoiceListSchema = z.array(invoiceRowSchema);

/** The school block and billing contact a document is addressed to (open-points 27). */
export const invoiceSchoolSchema = z.object({
  schoolName: z.string(),
  address: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  zipFour: z.string().nullable(),
  countryId: id,
  countryName: z.string().nullable(),
});
export const billingContactSchema = z.object({ name: z.string(), email: z.string() });

/** GET api/invoice/{id}: the invoice with its school address and billing contact. */
export const invoiceDetailSchema = invoiceRowSchema.extend({
  school: invoiceSchoolSchema,
  billingContact: billingContactSchema.nullable(),
});
export type InvoiceDetail = z.output<typeof invoiceDetailSchema>;

/** GET api/invoice/{id}/listdetail: one participation-fee line (3-billing §3 Invoice detail line). */
export const invoiceLineSchema = z.object({
  id,
  studentFirstName: z.string(),
  studentLastName: z.string(),
  enrolledSchoolName: z.string().nullable(),
  enrolledSchoolCity: z.string().nullable(),
  enrolledSchoolState: z.string().nullable(),
  amount: cents,
});
export type InvoiceLine = z.output<typeof invoiceLineSchema>;
export const invoiceLinesSchema = z.array(invoiceLineSchema);

/** GET api/invoice/{id}/listpayment: one payment, write-off or refund. */
export const invoicePaymentSchema = z.object({
  id,
  paymentTypeId: id,
  paymentType: z.string(),
  amountPaid: cents.describe('Cents; negative for a refund'),
  paymentDate: z.string(),
  invoicePaymentNote: z.string().nullable(),
  paidBy: z.string().nullable(),
  referenceId: z.string().nullable(),
  cardLastFour: z.string().nullable(),
});
export type InvoicePayment = z.output<typeof invoicePaymentSchema>;
export const invoicePaymentsSchema = z.array(invoicePaymentSchema);

/** POST api/invoice/payment/{invoiceId} (3-billing §7; open-points 18, 21, 23). */
export const invoicePaymentBodySchema = z.object({
  amountPaid: requiredCents
    .refine((v) => v !== 0, M.amountNotZero)
    .refine((v) => Math.abs(v) <= MAX_BILLING_CENTS, M.amountTooLarge)
    .describe('Cents; negative for a refund (TE billing users, note required)'),
  paymentTypeId: requiredId.refine((v) => PAYMENT_TYPES.some((t) => t.id === v), VALIDATION_MESSAGES.option),
  paymentDate: requiredDate.describe('The payment received date (YYYY-MM-DD)'),
  invoicePaymentNote: optionalNote,
  modifiedBy: ignored,
});
export type InvoicePaymentBody = z.input<typeof invoicePaymentBodySchema>;

/** POST api/invoice/fee (3-billing §7). */
export const feeBodySchema = z.object({
  schoolID: id,
  amount: requiredCents
    .refine((v) => v > 0, M.amountPositive)
    .refine((v) => v <= MAX_BILLING_CENTS, M.amountTooLarge)
    .describe('Cents'),
  feeTypeId: requiredId,
  participationTypeId: requiredId,
  aidYearId: requiredId,
  invoiceNote: optionalNote,
  modifiedBy: ignored,
});
export type FeeBody = z.input<typeof feeBodySchema>;

/**
 * GET api/invoice/invoicetype: the fee types, each with the amount Add Fee starts at, from its fee
 * setting (open-points 33; `FEE_TYPE_SETTING`); null for participation fees (billed per student).
 */
export const feeTypeListSchema = z.array(
  z.object({
    id,
    feeType: z.string(),
    defaultAmount: cents
      .nullable()
      .describe('Cents: the fee setting Add Fee prefills; null when the fee type has no setting above 0'),
  }),
);
export type FeeTypeOption = z.output<typeof feeTypeListSchema>[number];
/** A catalogue entry of GET api/invoice/invoicepaymenttype. */
export const paymentTypeListSchema = z.array(z.object({ id, paymentType: z.string() }));

/** GET api/invoice/paymentgateway: what the browser needs to turn a card into a token. */
export const paymentGatewaySchema = z.object({
  gateway: z.enum(['authorize.net', 'test']),
  scriptUrl: z.string(),
  apiLoginId: z.string(),
  clientKey: z.string().describe('The public client key (not a secret)'),
});
export type PaymentGatewayConfig = z.output<typeof paymentGatewaySchema>;

/**
 * POST api/invoice/creditcardpayment/{invoiceId} (3-billing §7; open-points 19, 26): the provider's
 * one-time token, never a card number. amountPaid is accepted and ignored: the server charges what is due.
 */
export const cardPaymentBodySchema = z.object({
  token: z.object({
    dataDescriptor: z.string().trim().min(1).max(100),
    dataValue: z.string().trim().min(1).max(8192),
  }),
  amountPaid: ignored,
  cvv: cardCvvField().describe(
    'Required and checked as the card form checks it (3-billing §5), never stored or logged',
  ),
  zip: cardZipField().describe('Checked as the card form checks it (3-billing §5)'),
  sendReceipt: z.union([z.literal(0), z.literal(1)]).optional(),
  idempotencyKey: z.uuid().describe('One per payment attempt: a repeated key charges once'),
  modifiedBy: ignored,
});
export type CardPaymentBody = z.input<typeof cardPaymentBodySchema>;

export const cardPaymentAnswerSchema = z.object({
  invoice: invoiceRowSchema,
  paymentId: id,
  referenceId: z.string(),
});

/** GET api/invoice/{id}/pdf: which document. */
export const invoicePdfQuery = z.object({ type: z.enum(['invoice', 'receipt']).default('invoice') });

/** POST api/email/invoice/{id}?emailtype=&email= (3-billing §7). */
export const invoiceEmailQuery = z.object({
  emailtype: z.enum(['invoice', 'receipt']),
  email: z
    .string({ error: M.invalidEmail })
    .trim()
    .max(254, M.invalidEmail)
    .refine(isValidEmail, M.invalidEmail),
});

/** One invoice the generator would create: an export school and program with its new students. */
export const participationInvoicePlanSchema = z.object({
  schoolID: id,
  schoolName: z.string(),
  participationTypeId: id,
  participationName: z.string(),
  studentCount: z.number().int().positive(),
  amount: cents,
});
export const participationPreviewSchema = z.object({
  aidYearId: id,
  aidYearName: z.string(),
  feePerStudent: cents,
  invoices: z.array(participationInvoicePlanSchema),
  /**
   * Export schools left out: they already have a participation-fee invoice of the aid year added by hand
   * (Add Fee, no student lines), so generating would bill their students twice.
   */
  billedByHand: z.array(z.object({ schoolID: id, schoolName: z.string() })),
});
export type ParticipationPreview = z.output<typeof participationPreviewSchema>;
export const participationGeneratedSchema = z.object({
  created: z.number().int().min(0),
  invoices: invoiceListSchema,
});

/**
 * One membership dues invoice the generator would create: a member school without dues for the aid year.
 * Dues belong to the school, not to an exchange program (`invoiceCarriesProgram`).
 */
export const membershipDuesPlanSchema = z.object({
  schoolID: id,
  schoolName: z.string(),
  amount: cents,
});
/** GET api/invoice/generate/{aidYearId}/membershipdues. */
export const membershipDuesPreviewSchema = z.object({
  aidYearId: id,
  aidYearName: z.string(),
  duesAmount: cents.describe('Cents: the MEMBERSHIP_DUES setting, billed once per member school'),
  invoices: z.array(membershipDuesPlanSchema),
});
export type MembershipDuesPreview = z.output<typeof membershipDuesPreviewSchema>;
