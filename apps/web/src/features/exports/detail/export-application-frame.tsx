import type { ComponentProps } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { ApplicationFrame } from '../../../components/application-frame';
import { applicationIdFromSearch } from '../../../lib/application-detail';
import { useExportApplication } from '../api/export-application-api';
import { EXPORT_LIST_PATH } from './export-application-values';

type Props = Omit<ComponentProps<typeof ApplicationFrame>, 'application' | 'backLabel'> & {
  backLabel?: string;
};

/**
 * The shared application detail frame over the export side's read of the application whose id the
 * address names (`?id=N`, open-points 13): reload, bookmarks and emailed links open the same one, and an
 * address without an id goes to the export list as the spec says.
 */
export function ExportApplicationFrame(props: Props) {
  const [search] = useSearchParams();
  const applicationId = applicationIdFromSearch(search);
  if (applicationId === null) return <Navigate to={EXPORT_LIST_PATH} replace />;
  return <ExportApplicationOf key={applicationId} applicationId={applicationId} {...props} />;
}

function ExportApplicationOf({
  applicationId,
  backLabel = 'Back to Exports',
  ...rest
}: Props & { applicationId: number }) {
  const application = useExportApplication(applicationId);
  return <ApplicationFrame application={application} backLabel={backLabel} {...rest} />;
}
