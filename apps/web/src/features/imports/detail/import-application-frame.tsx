import type { ImportListKind, ImportListRow } from '@exchange/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { ApplicationFrame, type LoadedApplication } from '../../../components/application-frame';
import { PageFrame } from '../../../components/page-frame';
import { applicationIdFromSearch, positiveIdFromSearch } from '../../../lib/application-detail';
import { useSchool } from '../../../lib/school-context';
import { useImportApplication } from '../api/import-application-api';
import { useImportRow } from '../api/imports-api';
import {
  IMPORT_DETAIL_SCREENS,
  type ImportDetailScreen,
  importDetailRedirect,
} from './import-application-values';

/** What an import detail screen shows once the application and the school's import row have loaded. */
export interface LoadedImportApplication extends LoadedApplication {
  row: ImportListRow;
  screen: ImportDetailScreen;
}

interface Props {
  /** Which list the screen belongs to: open, transfer or closed applications. */
  kind: ImportListKind;
  children: (loaded: LoadedImportApplication) => ReactNode;
}

/**
 * The import school of the address (?school=N) becomes the selected school once, so the list the user
 * returns to is that school's; a later choice of another school in the drawer leaves this application,
 * which belongs to the first, for that school's list. Answers true once the user chose another school.
 */
function useAddressSchool(requested: number | null): boolean {
  const { schools, selectedSchool, selectSchool } = useSchool();
  const synced = useRef(false);
  useEffect(() => {
    if (synced.current || requested === null) return;
    if (!schools.some((s) => s.id === requested)) return;
    synced.current = true;
    if (selectedSchool?.id !== requested) selectSchool(requested);
  }, [requested, schools, selectedSchool, selectSchool]);
  return synced.current && selectedSchool !== null && selectedSchool.id !== requested;
}

/**
 * The frame of the three import detail screens (2-applications §2; open-points 13): reads the application
 * id and the import school from the address (the selected school when the address names none), sends
 * the user to the list without an id, and shows "There was a problem getting the application data."
 * when the application or its row cannot be read (a 404 or 403 included). A link to an application on
 * another list (closed since, or a transfer) opens that list's detail.
 */
export function ImportApplicationScreen({ kind, children }: Props) {
  const [search] = useSearchParams();
  const { selectedSchool, loading } = useSchool();
  const screen = IMPORT_DETAIL_SCREENS[kind];
  const applicationId = applicationIdFromSearch(search);
  const requested = positiveIdFromSearch(search, 'school');
  const switchedAway = useAddressSchool(requested);
  const schoolId = requested ?? selectedSchool?.id ?? null;
  if (requested === null && loading) return <PageFrame title={screen.title} loading="Loading the school" />;
  if (applicationId === null || schoolId === null || switchedAway)
    return <Navigate to={screen.listPath} replace />;
  return (
    <ImportApplicationLoader
      key={`${applicationId}-${schoolId}`}
      kind={kind}
      applicationId={applicationId}
      schoolId={schoolId}
    >
      {children}
    </ImportApplicationLoader>
  );
}

interface LoaderProps extends Props {
  applicationId: number;
  schoolId: number;
}

function ImportApplicationLoader({ kind, applicationId, schoolId, children }: LoaderProps) {
  const screen = IMPORT_DETAIL_SCREENS[kind];
  const application = useImportApplication(applicationId, schoolId);
  const row = useImportRow(applicationId, schoolId);
  return (
    <ApplicationFrame
      title={screen.title}
      application={application}
      waitFor={[row]}
      backPath={screen.listPath}
      backLabel={screen.backLabel}
      redirectFor={(a) => importDetailRedirect(kind, a, schoolId)}
    >
      {(loaded) => row.data && children({ ...loaded, row: row.data, screen })}
    </ApplicationFrame>
  );
}
