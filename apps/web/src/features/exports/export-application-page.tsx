import { APPLICATION_MESSAGES, APPLICATION_STATUS } from '@exchange/domain';
import { Navigate, useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { useCountries } from '../../lib/lookups';
import { useExportApplication } from './export-application-api';
import { ExportApplicationForm } from './export-application-form';
import { ExportApplicationLoadFailure } from './export-application-load-failure';
import {
  applicationIdFromSearch,
  CLOSED_LIST_PATH,
  EXPORT_LIST_PATH,
  pickApplication,
} from './export-application-values';

/** Loads the application, then shows the form; a failure (404, 403, outage) says so with a way back. */
function ExportApplicationLoader({ applicationId }: { applicationId: number }) {
  const loaded = useExportApplication(applicationId);
  const countries = useCountries();
  const application = pickApplication(loaded.data);
  const student = loaded.data;
  const countryName = countries.data?.find((c) => c.id === student?.countryId)?.countryName;
  const failed = loaded.isError || (student !== undefined && application === null);
  // A link to an application that has closed since opens its closed detail, which says what may change.
  if (application?.applicationStatus === APPLICATION_STATUS.CLOSED)
    return <Navigate to={`${CLOSED_LIST_PATH}/studentapplication?id=${application.id}`} replace />;
  return (
    <PageFrame
      title="Export Application"
      subtitle={student && `${student.studentFirstName} ${student.studentLastName}`}
      loading={loaded.isPending && 'Loading the application'}
      error={failed && APPLICATION_MESSAGES.applicationDataFailed}
      maxWidth={1200}
    >
      {failed ? (
        <ExportApplicationLoadFailure
          error={loaded.error}
          onRetry={() => void loaded.refetch()}
          backPath={EXPORT_LIST_PATH}
        />
      ) : (
        student &&
        application && (
          <ExportApplicationForm
            key={application.id}
            student={student}
            application={application}
            countryName={countryName}
          />
        )
      )}
    </PageFrame>
  );
}

/**
 * /exports/applications/studentapplication?id=N (2-applications §2; open-points 13): the id in the
 * address opens the same application on reload or from a link; without one the user goes to the list.
 */
export function ExportApplicationPage() {
  const [search] = useSearchParams();
  const applicationId = applicationIdFromSearch(search);
  if (applicationId === null) return <Navigate to={EXPORT_LIST_PATH} replace />;
  return <ExportApplicationLoader key={applicationId} applicationId={applicationId} />;
}
