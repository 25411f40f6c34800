import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

interface Props {
  /** The submit button's text (Add Fee, Add Payment, Pay...). */
  submitLabel: string;
  busyLabel?: string;
  busy: boolean;
  /** The submit waits for what it needs (a loaded list, a valid address). */
  submitDisabled?: boolean;
  onCancel(): void;
}

/** Cancel and the dialog form's submit, both waiting while the call runs (a second press sends nothing). */
export function DialogSubmitActions({
  submitLabel,
  busyLabel = 'Saving...',
  busy,
  submitDisabled = false,
  onCancel,
}: Props) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={busy || submitDisabled}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </DialogActions>
  );
}
