import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAuth } from '../lib/auth-context';
import { PasswordChangeForm } from './password-change-form';

/**
 * The blocking dialog of 1-core §4: while isPasswordTemp is 1 the user must set a new password.
 * It ignores Escape and backdrop clicks (no onClose); its one way out is Sign Out, for a user who does
 * not have the temporary password at hand and would otherwise be left to close the tab.
 */
export function TempPasswordDialog() {
  const { user, updateUser, signOut } = useAuth();
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
            <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'space-between' }}>
              <Button onClick={() => void signOut()}>Sign Out</Button>
              {submit}
            </DialogActions>
          </>
        )}
      />
    </Dialog>
  );
}
