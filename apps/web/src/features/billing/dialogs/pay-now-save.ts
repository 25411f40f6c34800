import {
  billingEndpoints,
  type CardPaymentBody,
  type EndpointAnswer,
  type InvoiceDetail,
  type InvoiceRow,
  BILLING_MESSAGES as M,
} from '@exchange/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type ListAnswer } from '../../../lib/api';
import { endpointKey, familyKey } from '../../../lib/endpoint-query';
import { useSaveMutation } from '../../../lib/use-save-mutation';
import type { BillingSaveMutation, BillingSaveOptions } from '../api/billing-saves';
import { invoicePaymentsQuery, invoiceQuery } from '../api/invoice-queries';

/** What Pay Now answers: the invoice as the payment left it, the payment's id and the provider's reference. */
export type CardPaymentAnswer = EndpointAnswer<typeof billingEndpoints.payInvoiceByCard>;

/**
 * Puts Pay Now's answer into the cache instead of refetching the billing answers (issue 34):
 * - every invoice list held gets the answered row in place of the invoice's (Paid, nothing due, its
 *   actions as the server now answers them); the row stays where it was until the list is next read,
 *   when the server's order puts it with the paid invoices;
 * - View Invoice's invoice gets the answered row over it, keeping its school and billing contact, which a
 *   payment does not change;
 * - the lines are left alone: a payment does not change them.
 * The one refresh left is the invoice's payments: the answer does not carry the new payment's row (its
 * type, date, payer and card as recorded), so that list cannot be updated from it. It is refetched only
 * where a screen shows it (View Invoice, for the receipt); elsewhere it is only marked stale.
 */
export function putCardPaymentAnswer(
  queryClient: Pick<QueryClient, 'setQueriesData' | 'setQueryData' | 'invalidateQueries'>,
  answer: CardPaymentAnswer,
): Promise<void> {
  const row: InvoiceRow = answer.invoice;
  // The prefix of every invoice list's key, whatever the school (`invoiceListQuery`).
  const lists = endpointKey('billing', billingEndpoints.listInvoices);
  queryClient.setQueriesData<ListAnswer<InvoiceRow>>({ queryKey: lists }, (list) =>
    list?.rows.some((r) => r.id === row.id)
      ? { ...list, rows: list.rows.map((r) => (r.id === row.id ? row : r)) }
      : list,
  );
  queryClient.setQueryData<InvoiceDetail>(invoiceQuery(row.id).queryKey, (detail) =>
    detail ? { ...detail, ...row } : detail,
  );
  return queryClient.invalidateQueries({ queryKey: invoicePaymentsQuery(row.id).queryKey });
}

/** A card payment: the invoice and the provider's token with the attempt's idempotency key. */
export interface CardPaymentSave {
  invoiceId: number;
  body: CardPaymentBody;
}

/**
 * POST api/invoice/creditcardpayment/{invoiceId}: "Credit card payment added." (§8) and the answer put
 * into the cache (`putCardPaymentAnswer`); a declined or failed charge (402) says "There was a problem
 * adding the payment." and the dialog shows the provider's reason (`errors.card`) through `onFailure`.
 */
export function usePayInvoiceByCard(
  options: BillingSaveOptions<CardPaymentAnswer> = {},
): BillingSaveMutation<CardPaymentSave, CardPaymentAnswer> {
  const queryClient = useQueryClient();
  return useSaveMutation<CardPaymentSave, CardPaymentAnswer>({
    form: 'billing: pay now',
    send: ({ invoiceId, body }) =>
      callEndpoint(billingEndpoints.payInvoiceByCard, { params: { invoiceId }, body }),
    success: M.cardPaymentAdded,
    failure: M.cardPaymentFailed,
    failureOnFields: M.cardPaymentFailed,
    fields: ['cardZipCode', 'cardCVV'],
    fieldMap: { zip: 'cardZipCode', cvv: 'cardCVV' },
    // A 409 (in progress, nothing due) says the invoice changed: everything of it is read again.
    reloadOnConflict: [familyKey('billing')],
    onSuccess: async (answer) => {
      await putCardPaymentAnswer(queryClient, answer);
      options.onSuccess?.(answer);
    },
    onFailure: options.onFailure,
  });
}
