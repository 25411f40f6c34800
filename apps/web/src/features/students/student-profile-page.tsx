import { STUDENT_MESSAGES as M } from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageLoader } from '../../components/page-loader';
import { PasswordChangeForm } from '../../components/password-change-form';
import { useSignedInUser } from '../../lib/auth-context';
import { useErrorToast } from '../../lib/error-toast';
import { StudentProfileForm } from './student-profile-form';
import { useStudent, useStudentApplications, useStudentId } from './students-api';

/** The Update Password dialog of the profile, on the shared password form. */
function UpdatePasswordDialog({ userId, onClose }: { userId: number; onClose(): void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="update-password-title" maxWidth="xs" fullWidth>
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
    </Dialog>
  );
}

/** The notice after an email change: the new email is the sign-in user ID from now on. */
function EmailUpdatedDialog({ email, onClose }: { email: string; onClose(): void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="email-updated-title"
      aria-describedby="email-updated-text"
    >
      <DialogTitle id="email-updated-title">{M.emailUpdatedTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="email-updated-text">{M.emailUpdatedBody(email)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /studentprofile (1-core §2): the student's names, email, FERPA consent and password. */
export function StudentProfilePage() {
  const user = useSignedInUser();
  const studentId = useStudentId();
  const student = useStudent(studentId);
  const applications = useStudentApplications(studentId);
  useErrorToast(student.error, M.accountLoadFailed);
  useErrorToast(applications.error, M.applicationsLoadFailed);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [changedEmail, setChangedEmail] = useState<string | null>(null);

  return (
    <Box component="section" aria-labelledby="student-profile-title" sx={{ maxWidth: 720 }}>
      <Typography id="student-profile-title" variant="h1" gutterBottom>
        Student Profile
      </Typography>
      {student.isError && (
        <Button variant="outlined" onClick={() => student.refetch()}>
          Try again
        </Button>
      )}
      {student.data && applications.data !== undefined ? (
        <StudentProfileForm
          key={student.data.id}
          student={student.data}
          applications={applications.data?.studentApplication ?? []}
          onEmailChanged={setChangedEmail}
        />
      ) : (
        !student.isError && <PageLoader label="Loading your profile" />
      )}
      <Divider sx={{ my: 4 }} />
      <Typography variant="h2" sx={{ fontSize: '1.2rem' }} gutterBottom>
        Password
      </Typography>
      <Button variant="outlined" onClick={() => setPasswordOpen(true)}>
        Update Password
      </Button>
      {passwordOpen && <UpdatePasswordDialog userId={user.id} onClose={() => setPasswordOpen(false)} />}
      {changedEmail && <EmailUpdatedDialog email={changedEmail} onClose={() => setChangedEmail(null)} />}
    </Box>
  );
}
