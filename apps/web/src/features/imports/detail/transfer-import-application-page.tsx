import { APPLICATION_STATUS } from '@exchange/domain';
import { ImportApplicationForm } from './import-application-form';
import { ImportApplicationScreen } from './import-application-frame';

/**
 * The transfer detail, /imports/transferapplications/studentapplication?id=&school= (2-applications §2):
 * Import Application for a TRANSFER application, whose way back is the transfer list.
 */
export function TransferImportApplicationPage() {
  return (
    <ImportApplicationScreen kind={APPLICATION_STATUS.TRANSFER}>
      {(loaded) => <ImportApplicationForm {...loaded} />}
    </ImportApplicationScreen>
  );
}
