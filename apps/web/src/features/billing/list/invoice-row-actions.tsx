import { type InvoiceRow, BILLING_MESSAGES as M, offersPaymentAction } from '@exchange/domain';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useContext } from 'react';
import { keepClickInControl, keepKeysInControl } from '../../../components/grid-page/cell-controls';
import type { RowAction, RowActionProps } from '../../../components/grid-page/grid-actions';
import { InvoiceDialogContext } from '../invoice-dialog-context';

interface PaymentActionButtonProps {
  /** The visible text: Add Payment, Pay Now, Record Refund. */
  text: string;
  invoiceNumber: string;
  disabled: boolean;
  onPress(): void;
  /** In a grid cell: the grid's tab index and small size. */
  tabIndex?: 0 | -1;
  variant?: 'outlined' | 'contained';
  /** Why a disabled action cannot be taken, in its tooltip: nothing due unless told. */
  disabledReason?: string;
}

/**
 * One payment action of an invoice; its accessible name names the invoice. A disabled one says why in
 * its tooltip (§2: nothing is due, or for a refund nothing received is left; the server answers the
 * action 'disabled' then).
 */
export function PaymentActionButton({
  text,
  invoiceNumber,
  disabled,
  onPress,
  tabIndex,
  variant = 'outlined',
  disabledReason = M.nothingDue,
}: PaymentActionButtonProps) {
  const inCell = tabIndex !== undefined;
  const button = (
    <Button
      size={inCell ? 'small' : 'medium'}
      variant={variant}
      disabled={disabled}
      tabIndex={tabIndex}
      aria-label={`${text} for invoice ${invoiceNumber}`}
      onKeyDown={inCell ? keepKeysInControl : undefined}
      onDoubleClick={inCell ? keepClickInControl : undefined}
      onClick={(event) => {
        if (inCell) keepClickInControl(event);
        onPress();
      }}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {text}
    </Button>
  );
  if (!disabled) return button;
  // A disabled button fires no pointer events, so its tooltip hangs on a wrapper.
  return (
    <Tooltip title={disabledReason} describeChild>
      <span>{button}</span>
    </Tooltip>
  );
}

/** Add Payment (TE users who may record billing) as the server answers it: shown, and enabled while something is due. */
export function AddPaymentAction({ row, tabIndex }: RowActionProps<InvoiceRow>) {
  const open = useContext(InvoiceDialogContext);
  if (row.actions.addPayment === 'hidden') return null;
  return (
    <PaymentActionButton
      text="Add Payment"
      invoiceNumber={row.invoiceNumber}
      disabled={row.actions.addPayment !== 'enabled'}
      onPress={() => open(row, 'payment')}
      tabIndex={tabIndex}
    />
  );
}

/** Pay Now (school users who may pay) as the server answers it: shown, and enabled while something is due. */
export function PayNowAction({ row, tabIndex }: RowActionProps<InvoiceRow>) {
  const open = useContext(InvoiceDialogContext);
  if (row.actions.payNow === 'hidden') return null;
  return (
    <PaymentActionButton
      text="Pay Now"
      invoiceNumber={row.invoiceNumber}
      disabled={row.actions.payNow !== 'enabled'}
      onPress={() => open(row, 'card')}
      tabIndex={tabIndex}
    />
  );
}

const ROW_ACTIONS: readonly RowAction<InvoiceRow>[] = [AddPaymentAction, PayNowAction];
const NO_ACTIONS: readonly RowAction<InvoiceRow>[] = [];

/**
 * The grid's row actions: Add Payment and Pay Now when some row offers one, else none, so a read-only
 * user's grid has no empty Actions column (§2: neither appears for read-only users).
 */
export function invoiceRowActions(
  rows: readonly Pick<InvoiceRow, 'actions'>[],
): readonly RowAction<InvoiceRow>[] {
  return rows.some((r) => offersPaymentAction(r.actions)) ? ROW_ACTIONS : NO_ACTIONS;
}
