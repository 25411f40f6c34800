import { canRecordRefund, formatUsd, type InvoicePaymentBody, type InvoiceRow } from '@exchange/domain';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { FormDateField } from '../../../components/form-date-field';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { StatusChangeDialog } from '../../../components/status-change-dialog';
import { useSignedInUser } from '../../../lib/auth-context';
import { useProgramToday } from '../../../lib/program-name';
import { usePaymentTypes } from '../api/billing-lookups';
import { useAddInvoicePayment } from '../api/billing-saves';
import { DialogSubmitActions } from './dialog-actions';
import {
  type PaymentDialogMode,
  type PaymentFormValues,
  paymentAmountHint,
  paymentFormDefaults,
  paymentFormResolver,
  paymentTypeOptions,
} from './payment-values';

const TITLES: Record<PaymentDialogMode, string> = { payment: 'Add Payment', refund: 'Record Refund' };

interface AddPaymentDialogProps {
  open: boolean;
  /** The invoice paid (null while no dialog was asked for). */
  row: InvoiceRow | null;
  mode: PaymentDialogMode;
  onClose(): void;
}

/**
 * Add Payment (3-billing §2, TE users): payment type (2 by default, 3 a write-off, never 1), the amount
 * (the amount due to begin with), the received date (today, not in the future) and a note; Record Refund
 * (open-points 21, TE billing users) the same with the amount given back and a note saying why.
 */
export function AddPaymentDialog({ open, row, mode, onClose }: AddPaymentDialogProps) {
  const save = useAddInvoicePayment({ onSuccess: onClose });
  return (
    <StatusChangeDialog
      open={open && row !== null}
      title={TITLES[mode]}
      busy={save.isPending}
      onCancel={onClose}
    >
      {row && <PaymentForm row={row} mode={mode} save={save} onCancel={onClose} />}
    </StatusChangeDialog>
  );
}

interface PaymentFormProps {
  row: InvoiceRow;
  mode: PaymentDialogMode;
  save: ReturnType<typeof useAddInvoicePayment>;
  onCancel(): void;
}

function PaymentForm({ row, mode, save, onCancel }: PaymentFormProps) {
  const today = useProgramToday();
  const user = useSignedInUser();
  const types = usePaymentTypes();
  const context = { row, mode, today, mayRefund: canRecordRefund(user) };
  const form = useForm<PaymentFormValues, unknown, InvoicePaymentBody>({
    defaultValues: paymentFormDefaults(row, mode, today),
    mode: 'onTouched',
    resolver: paymentFormResolver(context),
  });
  const { control, handleSubmit } = form;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The dialog sits in a portal, but React bubbles its submit to forms around the opener.
    event.stopPropagation();
    void handleSubmit((body) => save.submit({ invoiceId: row.id, body }, form))(event);
  };
  const refunding = mode === 'refund';
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={TITLES[mode]}>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText sx={{ mb: 1 }}>
          Invoice <strong>{row.invoiceNumber}</strong>, amount due{' '}
          <strong>{formatUsd(row.invoiceAmountDue)}</strong>
        </DialogContentText>
        <FormSelectField
          control={control}
          name="paymentTypeId"
          label="Payment Type"
          required
          fullWidth
          margin="normal"
          options={paymentTypeOptions(types.data ?? [], mode)}
        />
        <FormTextField
          control={control}
          name="paymentAmount"
          label={refunding ? 'Refund Amount' : 'Payment Amount'}
          required
          fullWidth
          margin="normal"
          helperText={paymentAmountHint(row, mode)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormDateField
          control={control}
          name="paymentReceivedDate"
          label={refunding ? 'Refund Date' : 'Payment Received Date'}
          required
        />
        <FormTextField
          control={control}
          name="invoicePaymentNote"
          label="Note"
          required={refunding}
          fullWidth
          margin="normal"
          multiline
          minRows={2}
        />
      </DialogContent>
      <DialogSubmitActions submitLabel={TITLES[mode]} busy={save.isPending} onCancel={onCancel} />
    </Box>
  );
}
