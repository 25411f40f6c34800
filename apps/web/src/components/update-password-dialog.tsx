import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { PasswordChangeForm } from './password-change-form';

interface Props {
  userId: number;
  open: boolean;
  onClose(): void;
}

/** The profile's Update Password dialog: current, new and confirmed password; Escape or Cancel closes. */
export function UpdatePasswordDialog({ userId, open, onClose }: Props) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="update-password-title" maxWidth="xs" fullWidth>
      {open && (
        <PasswordChangeForm
          userId={userId}
          onUpdated={onClose}
          layout={(fields, submit) => (
            <>
              <DialogTitle id="update-password-title">Update Password</DialogTitle>
              <DialogContent>{fields}</DialogContent>
              <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={onClose}>Cancel</Button>
                {submit}
              </DialogActions>
            </>
          )}
        />
      )}
    </Dialog>
  );
}
