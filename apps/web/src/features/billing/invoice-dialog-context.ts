import type { InvoiceRow } from '@exchange/domain';
import { createContext } from 'react';

/** Which payment dialog an action opens: Add Payment, Record Refund or Pay Now. */
export type InvoiceDialogKind = 'payment' | 'refund' | 'card';

/** Opens a payment dialog for an invoice. */
export type OpenInvoiceDialog = (row: InvoiceRow, kind: InvoiceDialogKind) => void;

/** The opener of the screen that holds the dialogs (the grid's row actions read it). */
export const InvoiceDialogContext = createContext<OpenInvoiceDialog>(() => undefined);
