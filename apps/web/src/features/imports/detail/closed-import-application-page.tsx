import { APPLICATION_STATUS } from '@exchange/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { ApplicationFacts } from '../../../components/application-facts';
import { FormSection } from '../../../components/form-section';
import { closedImportFacts } from './import-application-display';
import { ImportApplicationScreen, type LoadedImportApplication } from './import-application-frame';
import { ImportApplicationSections } from './import-application-sections';

/**
 * True when this tab holds an earlier page of the app: React Router numbers its history entries
 * (history.state.idx, 0 for the first page of the app in the tab; a redirect replaces, keeping it).
 */
function hasPreviousAppPage(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/**
 * Back "returns to the previous page" (§2); a detail opened from its address alone (a link, a
 * bookmark) has none in the app, so it goes to the closed list instead of leaving the app.
 */
function BackButton({ listPath }: { listPath: string }) {
  const navigate = useNavigate();
  return (
    <Button variant="outlined" onClick={() => (hasPreviousAppPage() ? navigate(-1) : navigate(listPath))}>
      Back
    </Button>
  );
}

/** The closed application, all read-only: the sections, then the import school's decision. */
function ClosedImportApplication(loaded: LoadedImportApplication) {
  return (
    <>
      <ImportApplicationSections {...loaded} />
      <FormSection title="Import Decision">
        <ApplicationFacts facts={closedImportFacts(loaded.row)} />
      </FormSection>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
        <BackButton listPath={loaded.screen.listPath} />
      </Stack>
    </>
  );
}

/**
 * Import Closed Application, /imports/closedapplications/studentapplication?id=&school= (2-applications
 * §2): student, employee and application information, the import status, exchange program,
 * withdrawal or graduation date, leave dates and the count of other import schools applied, read-only.
 */
export function ClosedImportApplicationPage() {
  return (
    <ImportApplicationScreen kind={APPLICATION_STATUS.CLOSED}>
      {(loaded) => <ClosedImportApplication {...loaded} />}
    </ImportApplicationScreen>
  );
}
