import {
  billingEndpoints,
  GENERATE_MESSAGES,
  type InvoiceDocumentKind,
  BILLING_MESSAGES as M,
} from '@exchange/domain';
import { useQuery } from '@tanstack/react-query';
import { endpointHref, errorMessage } from '../../../lib/api';
import { endpointListQuery, endpointQuery } from '../../../lib/endpoint-query';
import { useErrorToast } from '../../../lib/error-toast';

/**
 * GET api/invoice/list: one school's invoices, or every school's for a TE user (null). Open first, then
 * newest invoice date, as the server sends them. A school without invoices answers no rows and the
 * server's sentence; a failure is toasted (§8).
 */
export function invoiceListQuery(schoolId: number | null) {
  return endpointListQuery('billing', billingEndpoints.listInvoices, {
    query: schoolId === null ? {} : { schoolid: schoolId },
  });
}

/** The invoice list of `invoiceListQuery`, read afresh each time it opens; a failure is toasted (§8). */
export function useInvoiceList(schoolId: number | null, enabled: boolean) {
  const query = useQuery({
    ...invoiceListQuery(schoolId),
    enabled,
    // A payment made on View Invoice must not be shown stale when the list is opened again.
    staleTime: 0,
  });
  useErrorToast(query.error, M.invoiceDataFailed);
  return query;
}

/** GET api/invoice/{id}: the invoice with its school and billing contact. */
export function invoiceQuery(id: number) {
  return endpointQuery('billing', billingEndpoints.getInvoice, { params: { id } });
}

/** The invoice of `invoiceQuery`; a 404 says why. */
export function useInvoice(id: number) {
  const query = useQuery({
    ...invoiceQuery(id),
    staleTime: 0,
  });
  useErrorToast(query.error, errorMessage(query.error, M.invoiceDataFailed));
  return query;
}

/** GET api/invoice/{id}/listdetail: the participation-fee lines (none for other fee types). */
export function useInvoiceLines(id: number) {
  const query = useQuery({
    ...endpointQuery('billing', billingEndpoints.listInvoiceLines, { params: { id } }),
  });
  useErrorToast(query.error, M.invoiceDetailsFailed);
  return query;
}

/** GET api/invoice/{id}/listpayment: payments, write-offs and refunds, oldest first. */
export function invoicePaymentsQuery(id: number) {
  return endpointQuery('billing', billingEndpoints.listInvoicePayments, { params: { id } });
}

/** The payments of `invoicePaymentsQuery`; a failure is toasted (§8). */
export function useInvoicePayments(id: number) {
  const query = useQuery({
    ...invoicePaymentsQuery(id),
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
    ...endpointQuery('billing', billingEndpoints.previewParticipationInvoices, {
      params: { aidYearId: aidYearId ?? 0 },
    }),
    enabled: aidYearId !== null,
    staleTime: 0,
  });
  useErrorToast(query.error, errorMessage(query.error, GENERATE_MESSAGES.previewFailed));
  return query;
}

/**
 * GET api/invoice/generate/{aidYearId}/membershipdues: the dues invoices generating would create; in the
 * billing family, so any fee or generation refreshes it.
 */
export function useMembershipDuesPreview(aidYearId: number | null) {
  const query = useQuery({
    ...endpointQuery('billing', billingEndpoints.previewMembershipDuesInvoices, {
      params: { aidYearId: aidYearId ?? 0 },
    }),
    enabled: aidYearId !== null,
    staleTime: 0,
  });
  useErrorToast(query.error, errorMessage(query.error, GENERATE_MESSAGES.duesPreviewFailed));
  return query;
}
