import { APPLICATION_MESSAGES } from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode, useId, useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './form-text-field';

interface StatusChangeDialogProps {
  open: boolean;
  title: string;
  /** The change is being saved: the dialog cannot be dismissed. */
  busy: boolean;
  onCancel(): void;
  /** The dialog's form: mounted afresh at each opening, kept while the dialog fades out. */
  children: ReactNode;
}

/**
 * The frame of the dialogs that collect what a new status needs before it is saved (Update Export
 * Status, Update Import Status). Each opening mounts a fresh form (empty fields, today's date), and the
 * form stays while the dialog fades, so its content does not jump as it closes.
 */
export function StatusChangeDialog({ open, title, busy, onCancel, children }: StatusChangeDialogProps) {
  const titleId = useId();
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  const [faded, setFaded] = useState(true);
  // Adjusted while rendering (not in an effect) so the fresh form is there on the opening frame.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setOpening((n) => n + 1);
      setFaded(false);
    }
  }
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onExited: () => setFaded(true) } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {!faded && <Fragment key={opening}>{children}</Fragment>}
    </Dialog>
  );
}

interface StatusChangeActionsProps {
  busy: boolean;
  /** Confirm waits until what the status needs is given. */
  confirmDisabled: boolean;
  onCancel(): void;
}

/** Cancel and Confirm (a submit of the dialog's form), both waiting while the change is saved. */
export function StatusChangeActions({ busy, confirmDisabled, onCancel }: StatusChangeActionsProps) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={busy || confirmDisabled}>
        {busy ? 'Saving...' : 'Confirm'}
      </Button>
    </DialogActions>
  );
}

interface StatusReasonFieldProps<TIn extends FieldValues, TOut> {
  control: Control<TIn, unknown, TOut>;
  name: Path<TIn>;
}

/** The reason a denial asks for (§4: more than 5 characters), focused as the dialog opens. */
export function StatusReasonField<TIn extends FieldValues, TOut>({
  control,
  name,
}: StatusReasonFieldProps<TIn, TOut>) {
  return (
    <FormTextField
      control={control}
      name={name}
      label="Reason"
      required
      fullWidth
      multiline
      minRows={2}
      margin="normal"
      autoFocus
      helperText={APPLICATION_MESSAGES.reasonTooShort}
    />
  );
}

interface StatusValueLineProps {
  label: string;
  value: string;
  /** A control after the value (Change). */
  children?: ReactNode;
}

/** One "label: value" line under a status select: what the status dialog collected ("Not given"). */
export function StatusValueLine({ label, value, children }: StatusValueLineProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {label}:
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {value || 'Not given'}
      </Typography>
      {children}
    </Box>
  );
}
