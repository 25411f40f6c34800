import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { Fragment, type ReactNode, useId, useState } from 'react';

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
