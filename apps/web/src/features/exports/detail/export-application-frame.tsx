import type { ComponentProps } from 'react';
import { ApplicationFrame } from '../../../components/application-frame';
import { useExportApplication } from '../api/export-application-api';

type Props = Omit<ComponentProps<typeof ApplicationFrame>, 'application' | 'backLabel'> & {
  applicationId: number;
  backLabel?: string;
};

/** The shared application detail frame over the export side's read of the application. */
export function ExportApplicationFrame({ applicationId, backLabel = 'Back to Exports', ...rest }: Props) {
  const application = useExportApplication(applicationId);
  return <ApplicationFrame application={application} backLabel={backLabel} {...rest} />;
}
