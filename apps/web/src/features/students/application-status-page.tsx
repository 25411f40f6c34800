import {
  APPLICATION_STATUS,
  applicationStatesOf,
  canStartNewApplication,
  isTransferOffered,
  STUDENT_MESSAGES as M,
  type NewApplicationType,
} from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { PageLoader } from '../../components/page-loader';
import { useSignedInUser } from '../../lib/auth-context';
import { useErrorToast } from '../../lib/error-toast';
import { ApplicationCard } from './application-card';
import { useStudentApplications, useStudentId } from './students-api';

/** The navigation state /ezapplication needs. */
function ezState(applicationType: NewApplicationType) {
  return { state: { applicationType } };
}

/**
 * /applicationstatus, the student landing (1-core §2, §4): applications newest first, new application
 * and transfer offers, and the temporary-password gate. A student without an application goes on to
 * the EZ application.
 */
export function ApplicationStatusPage() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const studentId = useStudentId();
  const applications = useStudentApplications(studentId);
  useErrorToast(applications.error, M.applicationsLoadFailed);

  const none = applications.data === null && !applications.isFetching;
  const mustChangePassword = user.isPasswordTemp === 1;
  useEffect(() => {
    if (none && !mustChangePassword)
      navigate('/ezapplication', { replace: true, ...ezState(APPLICATION_STATUS.OPEN) });
  }, [none, mustChangePassword, navigate]);

  const list = [...(applications.data?.studentApplication ?? [])].sort((x, y) => y.id - x.id);
  const states = applicationStatesOf(list);
  const canStart = applications.data !== undefined && canStartNewApplication(states);
  const transferOffered = isTransferOffered(states);

  return (
    <PageFrame title="Application Status" maxWidth={960}>
      {(canStart || transferOffered) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
          {canStart && (
            <Button
              variant="contained"
              onClick={() => navigate('/ezapplication', ezState(APPLICATION_STATUS.OPEN))}
            >
              Start a New Application
            </Button>
          )}
          {transferOffered && (
            <Button
              variant="contained"
              onClick={() => navigate('/ezapplication', ezState(APPLICATION_STATUS.TRANSFER))}
            >
              Start a Transfer Application
            </Button>
          )}
        </Stack>
      )}
      {applications.isPending && <PageLoader label="Loading your applications" />}
      {applications.isError && (
        <Button variant="outlined" sx={{ mt: 2 }} onClick={() => applications.refetch()}>
          Try again
        </Button>
      )}
      {applications.data === null && (
        <Alert severity="info">You have not submitted an application yet.</Alert>
      )}
      {list.map((a) => (
        <ApplicationCard key={a.id} application={a} />
      ))}
    </PageFrame>
  );
}
