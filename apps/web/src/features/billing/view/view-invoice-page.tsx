import { BILLING_MESSAGES as M } from '@exchange/domain';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { ApplicationLoadFailure } from '../../../components/application-load-failure';
import { PageFrame } from '../../../components/page-frame';
import { errorMessage } from '../../../lib/api';
import { useInvoice, useInvoiceLines, useInvoicePayments } from '../api/invoice-queries';
import { INVOICES_PATH } from '../billing-paths';
import { InvoiceView } from './invoice-view';
import { invoiceIdFromSearch } from './invoice-view-values';

const BACK_LABEL = 'Back to Invoices';

/**
 * /billing/invoices/viewinvoice?id=N (3-billing §2, open-points 13): the invoice whose id the address
 * names, so reloads, bookmarks and emailed links open it; without a valid id it goes to the Invoices list.
 */
export function ViewInvoicePage() {
  const [search] = useSearchParams();
  const invoiceId = invoiceIdFromSearch(search);
  if (invoiceId === null) return <Navigate to={INVOICES_PATH} replace />;
  return <InvoiceScreen key={invoiceId} invoiceId={invoiceId} />;
}

/** Loads the invoice, its lines and its payments (each failure toasted with its §8 text). */
function InvoiceScreen({ invoiceId }: { invoiceId: number }) {
  const invoice = useInvoice(invoiceId);
  const lines = useInvoiceLines(invoiceId);
  const payments = useInvoicePayments(invoiceId);
  const loads = [invoice, lines, payments];
  const failed = loads.find((q) => q.isError);
  const pending = !failed && loads.some((q) => q.isPending);
  // The invoice's own failure says why (a 404: no such invoice); the others their §8 text.
  const failure = invoice.isError
    ? errorMessage(invoice.error, M.invoiceDataFailed)
    : lines.isError
      ? M.invoiceDetailsFailed
      : M.invoicePaymentsFailed;
  return (
    <PageFrame
      title="View Invoice"
      subtitle={invoice.data && `${invoice.data.invoiceNumber} · ${invoice.data.schoolName}`}
      loading={pending && 'Loading the invoice'}
      error={failed && failure}
      maxWidth={1100}
    >
      {failed ? (
        <ApplicationLoadFailure
          error={failed.error}
          onRetry={() => {
            for (const q of loads) if (q.isError) void q.refetch();
          }}
          backPath={INVOICES_PATH}
          backLabel={BACK_LABEL}
        />
      ) : (
        invoice.data &&
        lines.data &&
        payments.data && (
          <>
            <Button component={RouterLink} to={INVOICES_PATH} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
              {BACK_LABEL}
            </Button>
            <InvoiceView invoice={invoice.data} lines={lines.data} payments={payments.data} />
          </>
        )
      )}
    </PageFrame>
  );
}
