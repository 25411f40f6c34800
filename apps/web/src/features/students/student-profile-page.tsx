import { STUDENT_MESSAGES as M } from '@exchange/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageFrame } from '../../components/page-frame';
import { PageLoader } from '../../components/page-loader';
import { UpdatePasswordDialog } from '../../components/update-password-dialog';
import { useSignedInUser } from '../../lib/auth-context';
import { useErrorToast } from '../../lib/error-toast';
import { StudentProfileForm } from './student-profile-form';
import { useStudent, useStudentApplications, useStudentId } from './students-api';

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
    <PageFrame title="Student Profile" maxWidth={720}>
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
      <UpdatePasswordDialog userId={user.id} open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      {changedEmail && <EmailUpdatedDialog email={changedEmail} onClose={() => setChangedEmail(null)} />}
    </PageFrame>
  );
}
