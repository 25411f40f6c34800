import {
  BILLING_MESSAGES,
  buildInvoiceDocument,
  DEFAULT_ORGANISATION,
  type InvoiceDetail,
  type InvoiceDocumentKind,
  type InvoiceLine,
  type InvoicePayment,
  isReceiptAvailable,
} from '@exchange/domain';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMemo, useState } from 'react';
import { useProgramName } from '../../../lib/program-name';
import { invoicePdfHref } from '../api/invoice-queries';
import { useInvoicePaymentDialogs } from '../dialogs/invoice-payment-dialogs';
import { PaymentActionButton } from '../list/invoice-row-actions';
import { InvoiceDocumentView } from './invoice-document-view';
import { InvoiceEmailForm } from './invoice-email-form';
import { shownDocumentKind } from './invoice-view-values';

interface Props {
  invoice: InvoiceDetail;
  lines: InvoiceLine[];
  payments: InvoicePayment[];
}

/**
 * The invoice's payment actions as the server answers them (Add Payment, Pay Now, Record Refund): each
 * shown unless 'hidden', usable only when 'enabled'; a disabled one says why in its tooltip.
 */
function InvoiceActions({ invoice }: { invoice: InvoiceDetail }) {
  const { open, dialogs } = useInvoicePaymentDialogs();
  const { actions } = invoice;
  if (Object.values(actions).every((state) => state === 'hidden')) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {actions.addPayment !== 'hidden' && (
        <PaymentActionButton
          text="Add Payment"
          invoiceNumber={invoice.invoiceNumber}
          disabled={actions.addPayment !== 'enabled'}
          onPress={() => open(invoice, 'payment')}
        />
      )}
      {actions.payNow !== 'hidden' && (
        <PaymentActionButton
          text="Pay Now"
          variant="contained"
          invoiceNumber={invoice.invoiceNumber}
          disabled={actions.payNow !== 'enabled'}
          onPress={() => open(invoice, 'card')}
        />
      )}
      {actions.refund !== 'hidden' && (
        <PaymentActionButton
          text="Record Refund"
          invoiceNumber={invoice.invoiceNumber}
          disabled={actions.refund !== 'enabled'}
          disabledReason={BILLING_MESSAGES.nothingRefundable}
          onPress={() => open(invoice, 'refund')}
        />
      )}
      {dialogs}
    </Stack>
  );
}

/**
 * View Invoice once loaded (3-billing §2): the Invoice / Receipt toggle (Receipt only once paid; opened as
 * the domain's default), Download PDF of the chosen document, the recipient and Send Email, the
 * payment actions, then the document itself, built by the same model the PDF is drawn from.
 */
export function InvoiceView({ invoice, lines, payments }: Props) {
  const programName = useProgramName();
  const [chosen, setChosen] = useState<InvoiceDocumentKind | null>(null);
  const kind = shownDocumentKind(invoice, chosen);
  const receiptAvailable = isReceiptAvailable(invoice);
  const doc = useMemo(
    () =>
      buildInvoiceDocument({
        invoice,
        lines,
        payments,
        kind,
        programName,
        organisation: DEFAULT_ORGANISATION(programName),
      }),
    [invoice, lines, payments, kind, programName],
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={kind}
          aria-label="Document"
          onChange={(_event, next: InvoiceDocumentKind | null) => next && setChosen(next)}
        >
          <ToggleButton value="invoice">Invoice</ToggleButton>
          <ToggleButton value="receipt" disabled={!receiptAvailable}>
            Receipt
          </ToggleButton>
        </ToggleButtonGroup>
        <Button
          variant="outlined"
          startIcon={<Download />}
          href={invoicePdfHref(invoice.id, kind)}
          download={doc.fileName}
        >
          Download PDF
        </Button>
        <InvoiceActions invoice={invoice} />
      </Stack>
      <InvoiceEmailForm
        invoiceId={invoice.id}
        kind={kind}
        defaultEmail={invoice.billingContact?.email ?? ''}
      />
      <InvoiceDocumentView document={doc} />
    </Stack>
  );
}
