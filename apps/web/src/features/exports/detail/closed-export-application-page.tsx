import { APPLICATION_MESSAGES } from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApplicationFacts } from '../../../components/application-facts';
import type { LoadedApplication } from '../../../components/application-frame';
import { FormNote } from '../../../components/form-note';
import { FormSection } from '../../../components/form-section';
import { employeeFacts, studentFacts } from '../../../lib/application-facts';
import { ExportApplicationClosedStatusForm } from './export-application-closed-status-form';
import { ExportApplicationDeleteAction } from './export-application-delete-action';
import { applicationFacts, importSchoolRows } from './export-application-display';
import { ExportApplicationFrame } from './export-application-frame';
import { ExportApplicationSchoolsGrid } from './export-application-schools-grid';
import { CLOSED_LIST_PATH } from './export-application-values';

/**
 * The closed application, all read-only but the export status where the server offers choices, and
 * Delete App where the server allows it (open-points 9: as on an open application).
 */
export function ClosedExportApplication({ student, application: a, countryName }: LoadedApplication) {
  const rows = useMemo(() => importSchoolRows(a.studentApplicationSchool), [a.studentApplicationSchool]);
  const deleteNoteId = useId();
  const remove = a.exportActions.delete;
  return (
    <>
      <FormSection title="Student Information">
        <ApplicationFacts facts={studentFacts(student, countryName)} />
      </FormSection>
      <FormSection title="Employee Information">
        <ApplicationFacts facts={employeeFacts(a)} />
      </FormSection>
      <FormSection title="Application Information">
        <ApplicationFacts facts={applicationFacts(a, student)} />
        <Box sx={{ mt: 3 }}>
          <ExportApplicationClosedStatusForm application={a} />
        </Box>
      </FormSection>
      <FormSection
        title="Import Schools"
        description="Newest status change first. Hover over or focus a school to see its import liaison."
      >
        <ExportApplicationSchoolsGrid rows={rows} exportFileName={`application-${a.id}-import-schools`} />
      </FormSection>
      {remove === 'disabled' && <FormNote id={deleteNoteId}>{APPLICATION_MESSAGES.deleteRefused}</FormNote>}
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', mb: 2 }}
      >
        <Button variant="outlined" component={RouterLink} to={CLOSED_LIST_PATH}>
          Back to Closed Exports
        </Button>
        {remove !== 'hidden' && (
          <ExportApplicationDeleteAction
            applicationId={a.id}
            description={`${student.studentFirstName} ${student.studentLastName} (${a.aidyearName})`}
            state={remove}
            describedBy={deleteNoteId}
            listPath={CLOSED_LIST_PATH}
          />
        )}
      </Stack>
    </>
  );
}

/**
 * /exports/closedapplications/studentapplication?id=N (2-applications §2; open-points 13): the closed
 * detail, read-only; without an id the user goes to /exports/applications as the spec says.
 */
export function ClosedExportApplicationPage() {
  return (
    <ExportApplicationFrame
      title="Export Closed Application"
      backPath={CLOSED_LIST_PATH}
      backLabel="Back to Closed Exports"
    >
      {(loaded) => <ClosedExportApplication key={loaded.application.id} {...loaded} />}
    </ExportApplicationFrame>
  );
}
