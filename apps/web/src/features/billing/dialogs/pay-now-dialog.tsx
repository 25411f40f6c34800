import {
  type CardFormValues,
  formatUsd,
  type InvoiceRow,
  BILLING_MESSAGES as M,
  type PaymentGatewayConfig,
} from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { type FormEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { StatusChangeDialog } from '../../../components/status-change-dialog';
import { useProgramToday } from '../../../lib/program-name';
import { usePaymentGateway } from '../api/billing-lookups';
import { CardFields } from './card-fields';
import { loadTokenizer, tokenizeCard, toSecureData } from './card-tokenizer';
import { DialogSubmitActions } from './dialog-actions';
import { usePayInvoiceByCard } from './pay-now-save';
import {
  afterFailedCharge,
  CARD_FORM_DEFAULTS,
  type CardAttempt,
  cardFormResolver,
  startCardAttempt,
  toCardPaymentBody,
} from './pay-now-values';

interface PayNowDialogProps {
  open: boolean;
  row: InvoiceRow | null;
  onClose(): void;
}

/**
 * Pay Now (3-billing §2, §5, §7; open-points 19, 26): the amount due, charged exactly, and the card form.
 * The card goes to the gateway's script alone, which answers a one-time token; the token is then sent
 * with the attempt's idempotency key, so a double press or a retry after a lost answer charges once.
 */
export function PayNowDialog({ open, row, onClose }: PayNowDialogProps) {
  const [attempt, setAttempt] = useState<CardAttempt>(() => startCardAttempt());
  const [tokenizing, setTokenizing] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening is a new payment attempt (adjusted while rendering, so the form never sees the old key).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setAttempt(startCardAttempt());
  }
  const save = usePayInvoiceByCard({
    onSuccess: onClose,
    onFailure: (error) => setAttempt((current) => afterFailedCharge(current, error)),
  });
  const busy = tokenizing || save.isPending;
  return (
    <StatusChangeDialog open={open && row !== null} title="Pay Now" busy={busy} onCancel={onClose}>
      {row && (
        <CardForm
          row={row}
          attempt={attempt}
          busy={busy}
          onTokenizing={setTokenizing}
          onProviderMessage={(message) => setAttempt((current) => ({ ...current, message }))}
          save={save}
          onCancel={onClose}
        />
      )}
    </StatusChangeDialog>
  );
}

interface CardFormProps {
  row: InvoiceRow;
  attempt: CardAttempt;
  busy: boolean;
  onTokenizing(tokenizing: boolean): void;
  onProviderMessage(message: string | null): void;
  save: ReturnType<typeof usePayInvoiceByCard>;
  onCancel(): void;
}

function CardForm({ row, attempt, busy, onTokenizing, onProviderMessage, save, onCancel }: CardFormProps) {
  const today = useProgramToday();
  const gateway = usePaymentGateway(true);
  const [resolver] = useState(() => cardFormResolver(today));
  const form = useForm<CardFormValues, unknown, CardFormValues>({
    defaultValues: CARD_FORM_DEFAULTS,
    mode: 'onTouched',
    resolver,
  });
  // Set at once (state waits for a render): a second press in the same moment sends nothing.
  const inFlight = useRef(false);

  const pay = async (card: CardFormValues, config: PaymentGatewayConfig) => {
    if (inFlight.current || save.isPending) return;
    inFlight.current = true;
    onTokenizing(true);
    onProviderMessage(null);
    try {
      const accept = await loadTokenizer(config.scriptUrl);
      const result = await tokenizeCard(accept, toSecureData(config, card));
      if (!result.ok) {
        onProviderMessage(result.message);
        return;
      }
      save.submit({ invoiceId: row.id, body: toCardPaymentBody(result.token, card, attempt.key) }, form);
    } catch {
      onProviderMessage(M.cardPaymentFailed);
    } finally {
      inFlight.current = false;
      onTokenizing(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The dialog sits in a portal, but React bubbles its submit to forms around the opener.
    event.stopPropagation();
    const config = gateway.data;
    void form.handleSubmit((card) => (config ? pay(card, config) : undefined))(event);
  };
  const due = formatUsd(row.invoiceAmountDue);
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Pay by card" autoComplete="on">
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText>
          Invoice <strong>{row.invoiceNumber}</strong>: <strong>{due}</strong> is charged to the card.
        </DialogContentText>
        {attempt.message && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {attempt.message}
          </Alert>
        )}
        <CardFields control={form.control} disabled={busy} />
      </DialogContent>
      <DialogSubmitActions
        submitLabel={`Pay ${due}`}
        busyLabel="Paying..."
        busy={busy}
        submitDisabled={!gateway.data}
        onCancel={onCancel}
      />
    </Box>
  );
}
