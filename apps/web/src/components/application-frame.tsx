import {
  APPLICATION_MESSAGES,
  type StudentApplicationView,
  type StudentWithApplications,
} from '@exchange/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { pickApplication } from '../lib/application-detail';
import { useCountries } from '../lib/lookups';
import { ApplicationLoadFailure } from './application-load-failure';
import { PageFrame } from './page-frame';

/** What a detail screen shows once its application has loaded. */
export interface LoadedApplication {
  student: StudentWithApplications;
  application: StudentApplicationView;
  countryName: string | undefined;
}

interface Props {
  title: string;
  /** The screen's GET api/student/application/{id} (each feature reads it with its own hook). */
  application: UseQueryResult<StudentWithApplications>;
  /** Further loads the screen needs (the import row): the content shows once every one answered. */
  waitFor?: readonly UseQueryResult<unknown>[];
  backPath: string;
  backLabel: string;
  /** Where to send the user instead, for an application this screen does not show (null: show it). */
  redirectFor?: (application: StudentApplicationView) => string | null;
  children: (loaded: LoadedApplication) => ReactNode;
}

/**
 * The frame of every application detail screen (export and import side): titles the page with the
 * student's name once the application has loaded, and when it (or a further load) cannot be loaded says
 * "There was a problem getting the application data." with the way back, and Try again for an outage.
 */
export function ApplicationFrame({
  title,
  application: query,
  waitFor = [],
  backPath,
  backLabel,
  redirectFor,
  children,
}: Props) {
  const countries = useCountries();
  const loads = [query, ...waitFor];
  const student = query.data;
  const application = pickApplication(student);
  const countryName = countries.data?.find((c) => c.id === student?.countryId)?.countryName;
  const failedLoad = loads.find((q) => q.isError);
  const failed = failedLoad !== undefined || (student !== undefined && application === null);
  const pending = !failed && loads.some((q) => q.isPending);
  const redirect = application ? redirectFor?.(application) : null;
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <PageFrame
      title={title}
      subtitle={student && `${student.studentFirstName} ${student.studentLastName}`}
      loading={pending && 'Loading the application'}
      error={failed && APPLICATION_MESSAGES.applicationDataFailed}
      maxWidth={1200}
    >
      {failed ? (
        <ApplicationLoadFailure
          error={failedLoad?.error}
          onRetry={() => {
            for (const q of loads) if (q.isError) void q.refetch();
          }}
          backPath={backPath}
          backLabel={backLabel}
        />
      ) : (
        student && application && !pending && children({ student, application, countryName })
      )}
    </PageFrame>
  );
}
