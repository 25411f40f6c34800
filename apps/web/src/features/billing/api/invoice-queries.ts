import {
  billingEndpoints,
  GENERATE_MESSAGES,
  type InvoiceDocumentKind,
  BILLING_MESSAGES as M,
} from '@exchange/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, callListEndpoint, endpointHref, errorMessage } from '../../../lib/api';
import { useErrorToast } from '../../../lib/error-toast';
import { endpointKey, queryKeys } from '../../../lib/query-keys';

/**
 * GET api/invoice/list: one school's invoices, or every school's for a TE user (null). Open first, then
 * newest invoice date, as the server sends them. A school without invoices answers no rows and the
 * server's sentence; a failure is toasted (§8).
 */
export function useInvoiceList(schoolId: number | null, enabled: boolean) {
  const query = useQuery({
    queryKey: queryKeys.billing.list(schoolId),
    queryFn: ({ signal }) =>
      callListEndpoint(
        billingEndpoints.listInvoices,
        { query: schoolId === null ? {} : { schoolid: schoolId } },
        { signal },
      ),
    enabled,
    // A payment made on View Invoice must not be shown stale when the list is opened again.
    staleTime: 0,
  });
  useErrorToast(query.error, M.invoiceDataFailed);
  return query;
}

/** GET api/invoice/{id}: the invoice with its school and billing contact; a 404 says why. */
export function useInvoice(id: number) {
  const query = useQuery({
    queryKey: queryKeys.billing.invoice(id),
    queryFn: ({ signal }) => callEndpoint(billingEndpoints.getInvoice, { params: { id } }, { signal }),
    staleTime: 0,
  });
  useErrorToast(query.error, errorMessage(query.error, M.invoiceDataFailed));
  return query;
}

/** GET api/invoice/{id}/listdetail: the participation-fee lines (none for other fee types). */
export function useInvoiceLines(id: number) {
  const query = useQuery({
    queryKey: queryKeys.billing.lines(id),
    queryFn: ({ signal }) => callEndpoint(billingEndpoints.listInvoiceLines, { params: { id } }, { signal }),
  });
  useErrorToast(query.error, M.invoiceDetailsFailed);
  return query;
}

/** GET api/invoice/{id}/listpayment: payments, write-offs and refunds, oldest first. */
export function useInvoicePayments(id: number) {
  const query = useQuery({
    queryKey: queryKeys.billing.payments(id),
    queryFn: ({ signal }) =>
      callEndpoint(billingEndpoints.listInvoicePayments, { params: { id } }, { signal }),
    staleTime: 0,
  });
  useErrorToast(query.error, M.invoicePaymentsFailed);
  return query;
}

/** GET api/invoice/{id}/pdf?type=: the PDF the browser downloads (the same file the email attaches). */
export function invoicePdfHref(id: number, kind: InvoiceDocumentKind): string {
  return endpointHref(billingEndpoints.downloadInvoicePdf, { params: { id }, query: { type: kind } });
}

/** GET api/invoice/generate/{aidYearId}: the participation invoices generating would create (TE Admin). */
export function useParticipationPreview(aidYearId: number | null) {
  const query = useQuery({
    queryKey: queryKeys.billing.participationPreview(aidYearId ?? 0),
    queryFn: ({ signal }) =>
      callEndpoint(
        billingEndpoints.previewParticipationInvoices,
        { params: { aidYearId: aidYearId ?? 0 } },
        { signal },
      ),
    enabled: aidYearId !== null,
    staleTime: 0,
  });
  useErrorToast(query.error, errorMessage(query.error, GENERATE_MESSAGES.previewFailed));
  return query;
}

/** The key of a dues preview: under the billing prefix, so any fee or generation refreshes it. */
export const membershipDuesPreviewKey = (aidYearId: number) => [
  ...queryKeys.billing.all,
  ...endpointKey('previewMembershipDuesInvoices', { params: { aidYearId } }),
];

/** GET api/invoice/generate/{aidYearId}/membershipdues: the dues invoices generating would create. */
export function useMembershipDuesPreview(aidYearId: number | null) {
  const query = useQuery({
    queryKey: membershipDuesPreviewKey(aidYearId ?? 0),
    queryFn: ({ signal }) =>
      callEndpoint(
        billingEndpoints.previewMembershipDuesInvoices,
        { params: { aidYearId: aidYearId ?? 0 } },
        { signal },
      ),
    enabled: aidYearId !== null,
    staleTime: 0,
  });
  useErrorToast(query.error, errorMessage(query.error, GENERATE_MESSAGES.duesPreviewFailed));
  return query;
}
