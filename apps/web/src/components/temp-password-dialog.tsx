import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAuth } from '../lib/auth-context';
import { PasswordChangeForm } from './password-change-form';

/**
 * The blocking dialog of 1-core §4: while isPasswordTemp is 1 the user must set a new password.
 * It has no close button and ignores Escape and backdrop clicks (no onClose).
 */
export function TempPasswordDialog() {
  const { user, updateUser } = useAuth();
  if (user?.isPasswordTemp !== 1) return null;
  return (
    <Dialog open aria-labelledby="temp-password-title" aria-describedby="temp-password-text" maxWidth="xs">
      <PasswordChangeForm
        userId={user.id}
        onUpdated={() => updateUser({ isPasswordTemp: 0 })}
        layout={(fields, submit) => (
          <>
            <DialogTitle id="temp-password-title">Update Temporary Password</DialogTitle>
            <DialogContent>
              <DialogContentText id="temp-password-text">
                Your password is temporary. Choose a new password to continue.
              </DialogContentText>
              {fields}
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>{submit}</DialogActions>
          </>
        )}
      />
    </Dialog>
  );
}
