import {
  applicationStatesOf,
  STUDENT_MESSAGES as M,
  type NewApplicationType,
  newApplicationRefusal,
} from '@exchange/domain';
import Button from '@mui/material/Button';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { PageLoader } from '../../components/page-loader';
import { useErrorToast } from '../../lib/error-toast';
import { enqueueSnackbar } from '../../lib/toasts';
import { applicationTypeFrom, isTransfer } from './application-form';
import { EzApplicationForm } from './ez-application-form';
import { useStudent, useStudentApplications, useStudentId, useTransferPrefill } from './students-api';

/** The page frame: heading and a short introduction. */
function EzFrame({ transfer, children }: { transfer: boolean; children: ReactNode }) {
  return (
    <PageFrame
      title={transfer ? 'EZ Application: Transfer' : 'EZ Application'}
      intro={
        <>
          Fields marked * are required.{' '}
          {transfer
            ? 'Your export approval carries over; each school you choose decides on the transfer.'
            : 'Your employer school reviews the application first; each school you choose then decides on it.'}
        </>
      }
      maxWidth={880}
    >
      {children}
    </PageFrame>
  );
}

/** Loads what the form starts from and turns away a student who may not start this application. */
function EzApplicationLoader({ type }: { type: NewApplicationType }) {
  const transfer = isTransfer(type);
  const navigate = useNavigate();
  const studentId = useStudentId();
  const applications = useStudentApplications(studentId);
  const student = useStudent(studentId);
  const prefill = useTransferPrefill(studentId, transfer);
  useErrorToast(applications.error, M.applicationsLoadFailed);
  useErrorToast(student.error, M.accountLoadFailed);
  useErrorToast(prefill.error, M.applicationLoadFailed);

  // Once this page has created the application, the refreshed list must not read as "one already open".
  const [created, setCreated] = useState(false);
  const listed = applications.data;
  const refusal =
    created || listed === undefined || applications.isFetching
      ? null
      : newApplicationRefusal(applicationStatesOf(listed?.studentApplication ?? []), type);
  useEffect(() => {
    if (!refusal) return;
    enqueueSnackbar(refusal, { variant: 'warning', preventDuplicate: true });
    navigate('/applicationstatus', { replace: true });
  }, [refusal, navigate]);

  const failed = applications.isError || student.isError || prefill.isError;
  if (failed) {
    return (
      <EzFrame transfer={transfer}>
        <Button
          variant="outlined"
          sx={{ mt: 3 }}
          onClick={() => {
            for (const q of [applications, student, prefill]) if (q.isError) q.refetch();
          }}
        >
          Try again
        </Button>
      </EzFrame>
    );
  }
  // Wait for fresh data: the form starts from it and keeps its own copy while the student edits.
  const fresh = !applications.isFetching && !student.isFetching;
  const ready = fresh && listed !== undefined && !refusal && student.data && (!transfer || prefill.data);
  return (
    <EzFrame transfer={transfer}>
      {ready && student.data ? (
        <EzApplicationForm
          type={type}
          student={student.data}
          prefill={prefill.data}
          canCancel={listed !== null}
          onCreated={() => setCreated(true)}
        />
      ) : (
        <PageLoader label="Loading the application form" />
      )}
    </EzFrame>
  );
}

/**
 * /ezapplication (1-core §2): needs the application type (OPEN or TRANSFER) in the navigation state;
 * without it the student goes to /applicationstatus.
 */
export function EzApplicationPage() {
  const { state } = useLocation();
  const type = applicationTypeFrom(state);
  if (!type) return <Navigate to="/applicationstatus" replace />;
  return <EzApplicationLoader key={type} type={type} />;
}
