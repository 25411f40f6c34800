import { lookupFailedMessage } from '../common/ui-messages.js';

/** Every billing text of 3-billing §5 and §8 and open-points 17-27, once. */
export const BILLING_MESSAGES = {
  // §8 errors
  paymentTypesFailed: 'There was a problem getting the invoice payment type list.',
  addInvoicePaymentFailed: 'There was a problem adding the invoice payment.',
  aidYearsFailed: 'There was a problem getting the aid year list.',
  feeTypesFailed: 'There was a problem getting the fee type list.',
  schoolInfoFailed: 'There was a problem getting the school info.',
  /** Add Fee's exchange programs: §8's Fee Types wording, "also used for programme types". */
  programsFailed: lookupFailedMessage('Fee Types'),
  addFeeFailed: 'There was a problem adding the fee.',
  invoiceDataFailed: 'There was a problem getting the invoice data.',
  invoiceContactFailed: 'There was a problem getting invoice contact info.',
  contactInfoFailed: 'There was a problem getting the contact information.',
  invoiceDetailsFailed: 'There was a problem getting the invoice details.',
  invoicePaymentsFailed: 'There was a problem getting the invoice payments data.',
  sendEmailFailed: 'There was a problem sending the email.',
  cardPaymentFailed: 'There was a problem adding the payment.',
  schoolListFailed: 'There was an error getting the admin school list.',
  // §8 info and success
  noData: 'There is no data for the selected parameters.',
  cardPaymentAdded: 'Credit card payment added.',
  invoicePaymentAdded: 'Invoice payment added.',
  feeAdded: 'Fee added',
  emailSent: 'Email sent successfully.',
  // §5 validation
  required: 'Required',
  numericOnly: 'Numeric values only',
  twoDigits: 'Must be 2 digits',
  fourDigits: 'Must be 4 digits',
  fiveDigits: 'Must be 5 digits',
  validMonth: 'Please enter a valid month value.',
  invalidEmail: 'Invalid email address.',
  // open-points 21, 23, 26 and the amount fields
  overPayment: 'The payment is more than the amount due.',
  nothingDue: 'Nothing is due on this invoice.',
  refundNeedsNote: 'A refund needs a note saying why.',
  refundNotAllowed: 'Only a TE billing user may record a refund.',
  refundTooLarge: 'A refund cannot be more than the amount received.',
  nothingRefundable: 'Nothing received on this invoice is left to refund.',
  writeOffNegative: 'A write-off cannot be negative: record a refund as a check.',
  amountNotZero: 'The amount cannot be 0.',
  amountPositive: 'The amount must be more than 0.',
  amountFormat: 'Enter an amount in dollars, such as 1250 or 1250.50.',
  amountTooLarge: 'The amount is too large.',
  cardPaymentTypeRefused: 'Credit card payments are made with Pay Now, not entered by hand.',
  receivedInFuture: 'The payment received date cannot be in the future.',
  receivedBeforeInvoice: 'The payment received date cannot be before the invoice date.',
  cardExpired: 'The card has expired.',
  cardNumberInvalid: 'Enter a card number of 13 to 19 digits.',
  cardNumberChecksum: 'This card number is not valid. Check the digits.',
  cvvLength: 'Must be 3 or 4 digits',
  paymentInProgress: 'A payment of this invoice is already in progress. Reload the invoice in a moment.',
  programNotOffered: 'The school does not offer this exchange program.',
  noParticipationFee: 'The participation fee setting is not a dollar amount. Correct it in Fees Settings.',
  noMembershipDues: 'The membership dues setting is not an amount above 0. Correct it in Fees Settings.',
  duesAidYearEnded:
    'This aid year has ended: membership dues are billed for a current or coming aid year only.',
  receiptNotAvailable: 'A receipt is available once the invoice has a payment.',
  billingContactMissing: 'Billing contact not on file',
  gatewayFailed: 'The card form could not be loaded. Reload the page and try again.',
} as const;

/**
 * Texts of the invoice generator (beyond the spec: issue 22 participation fees, issue 24 membership
 * dues, open-points 33). One button opens it; the dialog asks which invoices to generate.
 */
export const GENERATE_MESSAGES = {
  button: 'Generate Invoices',
  kindLabel: 'Invoices',
  previewFailed: 'There was a problem getting the participation invoices to generate.',
  generateFailed: 'There was a problem generating the participation invoices.',
  nothingToGenerate: 'Every enrolled student of this aid year is already on a participation invoice.',
  billedByHand: (schools: string) =>
    `Left out, already billed by hand for this aid year (Add Fee): ${schools}. Add their students' fees by hand too.`,
  /** "3 participation invoices created." */
  created: (count: number) =>
    count === 1 ? '1 participation invoice created.' : `${count} participation invoices created.`,
  duesPreviewFailed: 'There was a problem getting the membership dues invoices to generate.',
  duesGenerateFailed: 'There was a problem generating the membership dues invoices.',
  duesNothingToGenerate: 'Every member school already has a membership dues invoice for this aid year.',
  /** "40 membership dues invoices created." */
  duesCreated: (count: number) =>
    count === 1 ? '1 membership dues invoice created.' : `${count} membership dues invoices created.`,
} as const;
