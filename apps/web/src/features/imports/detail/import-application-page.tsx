import { APPLICATION_STATUS } from '@exchange/domain';
import { ImportApplicationForm } from './import-application-form';
import { ImportApplicationScreen } from './import-application-frame';

/**
 * Import Application, /imports/applications/studentapplication?id={applicationId}&school={schoolId}
 * (2-applications §2; open-points 13): an open application as the import school reviews it.
 */
export function ImportApplicationPage() {
  return (
    <ImportApplicationScreen kind={APPLICATION_STATUS.OPEN}>
      {(loaded) => <ImportApplicationForm {...loaded} />}
    </ImportApplicationScreen>
  );
}
