import { canUpdateApplication, STUDENT_MESSAGES as M } from '@exchange/domain';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { PageLoader } from '../../components/page-loader';
import { useErrorToast } from '../../lib/error-toast';
import { enqueueSnackbar } from '../../lib/toasts';
import { applicationIdFrom } from './application-form';
import { useApplication, useStudentApplications, useStudentId } from './students-api';
import { UpdateApplicationForm } from './update-application-form';

/** Loads the application and the student's other applications, then shows the form. */
function UpdateApplicationLoader({ applicationId }: { applicationId: number }) {
  const navigate = useNavigate();
  const studentId = useStudentId();
  const loaded = useApplication(applicationId);
  const siblings = useStudentApplications(studentId);
  useErrorToast(loaded.error, M.applicationLoadFailed);
  useErrorToast(siblings.error, M.applicationsLoadFailed);

  const application = loaded.data?.studentApplication[0];
  const refused = application !== undefined && !canUpdateApplication(application);
  useEffect(() => {
    if (!refused) return;
    enqueueSnackbar(M.applicationNotUpdatable, { variant: 'warning', preventDuplicate: true });
    navigate('/applicationstatus', { replace: true });
  }, [refused, navigate]);

  if (loaded.isError || siblings.isError) {
    return (
      <Button
        variant="outlined"
        sx={{ mt: 3 }}
        onClick={() => {
          for (const q of [loaded, siblings]) if (q.isError) q.refetch();
        }}
      >
        Try again
      </Button>
    );
  }
  // Wait for fresh data: the form starts from it and keeps its own copy while the student edits.
  if (!loaded.data || !application || refused || siblings.data === undefined || loaded.isFetching) {
    return <PageLoader label="Loading the application" />;
  }
  return (
    <UpdateApplicationForm
      student={loaded.data}
      application={application}
      siblings={siblings.data?.studentApplication ?? []}
    />
  );
}

/**
 * /updateapplication (1-core §2): the navigation state is the application id; without it the student
 * goes to /applicationstatus.
 */
export function UpdateApplicationPage() {
  const { state } = useLocation();
  const applicationId = applicationIdFrom(state);
  if (applicationId === null) return <Navigate to="/applicationstatus" replace />;
  return (
    <PageFrame
      title="Update EZ Application"
      intro="Keep your address, phone and birth date current, and change the schools you apply to."
      maxWidth={880}
    >
      <UpdateApplicationLoader key={applicationId} applicationId={applicationId} />
    </PageFrame>
  );
}
