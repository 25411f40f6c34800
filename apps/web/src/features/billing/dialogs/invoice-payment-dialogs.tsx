import type { InvoiceRow } from '@exchange/domain';
import { type ReactNode, useCallback, useState } from 'react';
import type { InvoiceDialogKind, OpenInvoiceDialog } from '../invoice-dialog-context';
import { AddPaymentDialog } from './add-payment-dialog';
import { PayNowDialog } from './pay-now-dialog';

interface DialogState {
  row: InvoiceRow;
  kind: InvoiceDialogKind;
  open: boolean;
}

/**
 * The payment dialogs of a screen (the Invoices grid, View Invoice): `open(row, kind)` shows Add Payment,
 * Record Refund or Pay Now for the row; the row stays while the dialog closes, so it does not go blank.
 */
export function useInvoicePaymentDialogs(): { open: OpenInvoiceDialog; dialogs: ReactNode } {
  const [state, setState] = useState<DialogState | null>(null);
  const open = useCallback<OpenInvoiceDialog>((row, kind) => setState({ row, kind, open: true }), []);
  const close = useCallback(() => setState((current) => current && { ...current, open: false }), []);
  const row = state?.row ?? null;
  const kind = state?.kind ?? 'payment';
  const shown = state?.open ?? false;
  const dialogs = (
    <>
      <AddPaymentDialog
        open={shown && kind !== 'card'}
        row={row}
        mode={kind === 'refund' ? 'refund' : 'payment'}
        onClose={close}
      />
      <PayNowDialog open={shown && kind === 'card'} row={row} onClose={close} />
    </>
  );
  return { open, dialogs };
}
