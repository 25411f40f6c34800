import { APPLICATION_STATUS } from '@exchange/domain';
import { ExportApplicationForm } from './export-application-form';
import { ExportApplicationFrame } from './export-application-frame';
import { CLOSED_LIST_PATH, EXPORT_LIST_PATH } from './export-application-values';

/**
 * /exports/applications/studentapplication?id=N (2-applications §2; open-points 13): the id in the
 * address opens the same application on reload or from a link; without one the user goes to the list.
 * A link to an application that has closed since opens its closed detail, which says what may change.
 */
export function ExportApplicationPage() {
  return (
    <ExportApplicationFrame
      title="Export Application"
      backPath={EXPORT_LIST_PATH}
      redirectFor={(a) =>
        a.applicationStatus === APPLICATION_STATUS.CLOSED
          ? `${CLOSED_LIST_PATH}/studentapplication?id=${a.id}`
          : null
      }
    >
      {({ student, application, countryName }) => (
        <ExportApplicationForm
          key={application.id}
          student={student}
          application={application}
          countryName={countryName}
        />
      )}
    </ExportApplicationFrame>
  );
}
