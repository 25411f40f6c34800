import {
  billingEndpoints,
  type FeeBody,
  GENERATE_MESSAGES,
  type InvoiceDocumentKind,
  type InvoicePaymentBody,
  type InvoiceRow,
  BILLING_MESSAGES as M,
} from '@exchange/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { familyKey } from '../../../lib/endpoint-query';
import { formToasts } from '../../../lib/form-toasts';
import { useSaveMutation } from '../../../lib/use-save-mutation';

/** What a billing save hook answers: `submit(body)`, `isPending`... (named, so it can be declared). */
export type BillingSaveMutation<TBody, TResult> = ReturnType<typeof useSaveMutation<TBody, TResult>>;

/** After any fee or payment: every invoice list and every invoice read (its status, lines, payments). */
export function refreshAfterBillingChange(queryClient: Pick<QueryClient, 'invalidateQueries'>) {
  return queryClient.invalidateQueries({ queryKey: familyKey('billing') });
}

/** What a billing save does once it worked (close its dialog), or once it failed. */
export interface BillingSaveOptions<TResult> {
  onSuccess?(result: TResult): void;
  onFailure?(error: unknown): void;
}

/** POST api/invoice/fee: "Fee added" (§8), or "There was a problem adding the fee." with field messages. */
export function useAddFee(
  options: BillingSaveOptions<InvoiceRow> = {},
): BillingSaveMutation<FeeBody, InvoiceRow> {
  const queryClient = useQueryClient();
  return useSaveMutation<FeeBody, InvoiceRow>({
    form: 'billing: add fee',
    send: (body) => callEndpoint(billingEndpoints.addFee, { body }),
    success: M.feeAdded,
    failure: M.addFeeFailed,
    failureOnFields: M.addFeeFailed,
    // The school is the screen's: a message about it is the toast's, not a field's.
    fields: ['aidYearId', 'participationTypeId', 'feeTypeId', 'feeAmount', 'feeNote'],
    fieldMap: { amount: 'feeAmount', invoiceNote: 'feeNote' },
    onSuccess: async (result) => {
      await refreshAfterBillingChange(queryClient);
      options.onSuccess?.(result);
    },
    onFailure: options.onFailure,
  });
}

/** A manual payment, write-off or refund of one invoice. */
export interface InvoicePaymentSave {
  invoiceId: number;
  body: InvoicePaymentBody;
}

/**
 * POST api/invoice/payment/{invoiceId}: "Invoice payment added." (§8); a refusal puts the server's
 * messages on the fields under "There was a problem adding the invoice payment.".
 */
export function useAddInvoicePayment(
  options: BillingSaveOptions<InvoiceRow> = {},
): BillingSaveMutation<InvoicePaymentSave, InvoiceRow> {
  const queryClient = useQueryClient();
  return useSaveMutation<InvoicePaymentSave, InvoiceRow>({
    form: 'billing: add payment',
    send: ({ invoiceId, body }) =>
      callEndpoint(billingEndpoints.addInvoicePayment, { params: { invoiceId }, body }),
    success: M.invoicePaymentAdded,
    failure: M.addInvoicePaymentFailed,
    failureOnFields: M.addInvoicePaymentFailed,
    fields: ['paymentTypeId', 'paymentAmount', 'paymentReceivedDate', 'invoicePaymentNote'],
    fieldMap: { amountPaid: 'paymentAmount', paymentDate: 'paymentReceivedDate' },
    reloadOnConflict: [familyKey('billing')],
    onSuccess: async (result) => {
      await refreshAfterBillingChange(queryClient);
      options.onSuccess?.(result);
    },
    onFailure: options.onFailure,
  });
}

/** Which document goes to whom. */
export interface InvoiceEmail {
  invoiceId: number;
  kind: InvoiceDocumentKind;
  email: string;
}

/** POST api/email/invoice/{id}?emailtype=&email=: "Email sent successfully." (§8) or the failure. */
export function useEmailInvoice(): BillingSaveMutation<InvoiceEmail, unknown> {
  return useSaveMutation<InvoiceEmail, unknown>({
    form: 'billing: email invoice',
    send: ({ invoiceId, kind, email }) =>
      callEndpoint(billingEndpoints.emailInvoice, {
        params: { id: invoiceId },
        query: { emailtype: kind, email },
      }),
    success: M.emailSent,
    failure: M.sendEmailFailed,
  });
}

/** POST api/invoice/generate/{aidYearId}: the previewed participation-fee invoices, created once. */
export function useGenerateParticipationInvoices(
  options: BillingSaveOptions<{ created: number }> = {},
): BillingSaveMutation<number, { created: number }> {
  const queryClient = useQueryClient();
  return useSaveMutation<number, { created: number }>({
    form: 'billing: generate invoices',
    send: (aidYearId) =>
      callEndpoint(billingEndpoints.generateParticipationInvoices, { params: { aidYearId } }),
    failure: GENERATE_MESSAGES.generateFailed,
    onSuccess: async (result) => {
      formToasts('billing: generate invoices').success(GENERATE_MESSAGES.created(result.created));
      await refreshAfterBillingChange(queryClient);
      options.onSuccess?.(result);
    },
    onFailure: options.onFailure,
  });
}

/** POST api/invoice/generate/{aidYearId}/membershipdues: each member school's dues, created once. */
export function useGenerateMembershipDuesInvoices(
  options: BillingSaveOptions<{ created: number }> = {},
): BillingSaveMutation<number, { created: number }> {
  const queryClient = useQueryClient();
  return useSaveMutation<number, { created: number }>({
    form: 'billing: generate membership dues',
    send: (aidYearId) =>
      callEndpoint(billingEndpoints.generateMembershipDuesInvoices, { params: { aidYearId } }),
    failure: GENERATE_MESSAGES.duesGenerateFailed,
    onSuccess: async (result) => {
      formToasts('billing: generate membership dues').success(GENERATE_MESSAGES.duesCreated(result.created));
      await refreshAfterBillingChange(queryClient);
      options.onSuccess?.(result);
    },
    onFailure: options.onFailure,
  });
}
