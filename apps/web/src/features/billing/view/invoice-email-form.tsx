import type { InvoiceDocumentKind } from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useEmailInvoice } from '../api/billing-saves';
import { maySendEmail, recipientEmailError } from './invoice-view-values';

interface Props {
  invoiceId: number;
  /** The document the email carries (the toggle's choice). */
  kind: InvoiceDocumentKind;
  /** The billing contact's address, offered to begin with. */
  defaultEmail: string;
}

/**
 * The recipient and Send Email (3-billing §2, §5): the chosen document goes to that address as a PDF
 * attachment; Send waits for a valid address and for the call.
 */
export function InvoiceEmailForm({ invoiceId, kind, defaultEmail }: Props) {
  const [email, setEmail] = useState(defaultEmail);
  const [touched, setTouched] = useState(false);
  const send = useEmailInvoice();
  const error = touched ? recipientEmailError(email) : null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (maySendEmail(email) && !send.isPending) send.submit({ invoiceId, kind, email: email.trim() });
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={`Email the ${kind}`}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        label="Recipient Email"
        type="email"
        size="small"
        margin="none"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setTouched(true)}
        error={error !== null}
        helperText={error ?? undefined}
        sx={{ flex: '1 1 240px', maxWidth: 360 }}
      />
      <Button type="submit" variant="contained" disabled={!maySendEmail(email) || send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Email'}
      </Button>
    </Box>
  );
}
