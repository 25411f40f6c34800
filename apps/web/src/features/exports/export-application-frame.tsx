import {
  APPLICATION_MESSAGES,
  type StudentApplicationView,
  type StudentWithApplications,
} from '@exchange/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { useCountries } from '../../lib/lookups';
import { useExportApplication } from './export-application-api';
import { ExportApplicationLoadFailure } from './export-application-load-failure';
import { pickApplication } from './export-application-values';

/** What a detail screen shows once its application has loaded. */
export interface LoadedApplication {
  student: StudentWithApplications;
  application: StudentApplicationView;
  countryName: string | undefined;
}

interface Props {
  applicationId: number;
  title: string;
  backPath: string;
  backLabel?: string;
  /** Where to send the user instead, for an application this screen does not show (null: show it). */
  redirectFor?: (application: StudentApplicationView) => string | null;
  children: (loaded: LoadedApplication) => ReactNode;
}

/**
 * The frame of the export detail screens: loads the application by its id, titles the page with the
 * student's name, and says so (with the way back, and Try again for an outage) when it cannot be loaded.
 */
export function ExportApplicationFrame({
  applicationId,
  title,
  backPath,
  backLabel,
  redirectFor,
  children,
}: Props) {
  const loaded = useExportApplication(applicationId);
  const countries = useCountries();
  const student = loaded.data;
  const application = pickApplication(student);
  const countryName = countries.data?.find((c) => c.id === student?.countryId)?.countryName;
  const failed = loaded.isError || (student !== undefined && application === null);
  const redirect = application ? redirectFor?.(application) : null;
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <PageFrame
      title={title}
      subtitle={student && `${student.studentFirstName} ${student.studentLastName}`}
      loading={loaded.isPending && 'Loading the application'}
      error={failed && APPLICATION_MESSAGES.applicationDataFailed}
      maxWidth={1200}
    >
      {failed ? (
        <ExportApplicationLoadFailure
          error={loaded.error}
          onRetry={() => void loaded.refetch()}
          backPath={backPath}
          backLabel={backLabel}
        />
      ) : (
        student && application && children({ student, application, countryName })
      )}
    </PageFrame>
  );
}
