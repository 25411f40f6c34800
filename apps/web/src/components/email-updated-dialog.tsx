import { staffUserEndpoints, USER_MESSAGES } from '@exchange/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../lib/api';
import { useAuth } from '../lib/auth-context';

/**
 * 'User Email Updated' (1-core §2): after an administrator changed this user's email, the new email is
 * the sign-in user ID. Their session ends at its next reload (the marker no longer matches, 1-core §4),
 * so the dialog shows once they sign in with the new email, until acknowledged (POST
 * api/user/emailnotice/ack); it waits for the temporary-password dialog, which comes first.
 */
export function EmailUpdatedDialog() {
  const { user, updateUser } = useAuth();
  const acknowledge = useMutation({
    mutationFn: () => callEndpoint(staffUserEndpoints.acknowledgeEmailNotice),
    onSettled: (fresh) => updateUser(fresh ?? { emailChanged: 0 }),
  });
  if (user?.emailChanged !== 1 || user.isPasswordTemp === 1) return null;
  return (
    <Dialog open aria-labelledby="email-updated-title" aria-describedby="email-updated-text" maxWidth="xs">
      <DialogTitle id="email-updated-title">{USER_MESSAGES.emailUpdatedTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="email-updated-text">
          {USER_MESSAGES.emailUpdatedBody(user.email)}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          variant="contained"
          autoFocus
          disabled={acknowledge.isPending}
          onClick={() => acknowledge.mutate()}
        >
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
