import {
  APPLICATION_MESSAGES,
  type ExportApplicationEditBody,
  type StudentApplicationView,
  type StudentWithApplications,
} from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId, useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApplicationFacts } from '../../../components/application-facts';
import { CloseApplicationAction } from '../../../components/close-application-action';
import { FormNote } from '../../../components/form-note';
import { FormSection } from '../../../components/form-section';
import { employerLabel, studentFacts } from '../../../lib/application-facts';
import { useRecordForm } from '../../../lib/use-record-form';
import { useUpdateExportApplication } from '../api/export-application-api';
import { ExportApplicationDeleteAction } from './export-application-delete-action';
import { applicationFacts, importSchoolRows } from './export-application-display';
import { ExportApplicationEmployeeFields } from './export-application-employee-fields';
import { ExportApplicationSchoolsGrid } from './export-application-schools-grid';
import { ExportApplicationStatusField } from './export-application-status-field';
import {
  EXPORT_LIST_PATH,
  type ExportApplicationFormValues,
  exportApplicationFormValues,
  exportApplicationResolver,
  exportStatusChoices,
  exportUpdateSuccess,
} from './export-application-values';

interface Props {
  student: StudentWithApplications;
  application: StudentApplicationView;
  countryName: string | undefined;
}

/**
 * Export Application (2-applications §2, §5): Student, Employee and Application Information, the
 * editable export status and employee fields, the import schools, and Update App, Delete App, Close App
 * (open-points 43) and Back to Exports as the server's actions allow.
 */
export function ExportApplicationForm({ student, application: a, countryName }: Props) {
  const navigate = useNavigate();
  const deleteNoteId = useId();
  const closeNoteId = useId();
  const actions = a.exportActions;
  const editable = actions.editApplication === 'enabled';
  const statusEditable = actions.editStatus === 'enabled' && a.exportStatusOptions.length > 0;

  const values = useMemo(() => exportApplicationFormValues(a), [a]);
  const resolver = useMemo(
    () => exportApplicationResolver({ studentEmail: student.studentEmail, nonEduAccepted: a.nonEduAccepted }),
    [student.studentEmail, a.nonEduAccepted],
  );
  const form = useRecordForm<ExportApplicationFormValues, ExportApplicationEditBody>(values, resolver);
  const update = useUpdateExportApplication(student.id, a.id, a.version, {
    success: (body) => exportUpdateSuccess(a.exportSchoolStatus, body.studentApplication.exportSchoolStatus),
    onSuccess: () => navigate(EXPORT_LIST_PATH),
  });
  const { isDirty, isValid } = form.formState;
  const submit = form.handleSubmit((body) => {
    if (!update.isPending) update.submit(body, form);
  });

  const rows = useMemo(() => importSchoolRows(a.studentApplicationSchool), [a.studentApplicationSchool]);
  const who = `${student.studentFirstName} ${student.studentLastName}`;
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} aria-label="Export application">
        <FormSection title="Student Information">
          <ApplicationFacts facts={studentFacts(student, countryName)} />
        </FormSection>
        <FormSection title="Employee Information" description={`Employer: ${employerLabel(a)}`}>
          <ExportApplicationEmployeeFields
            disabled={!editable}
            customLabels={[a.customFieldLabel1, a.customFieldLabel2, a.customFieldLabel3]}
            emailHint={
              a.nonEduAccepted
                ? 'The employer accepts email addresses outside .edu.'
                : "The employee's .edu address."
            }
          />
        </FormSection>
        <FormSection title="Application Information">
          <ApplicationFacts facts={applicationFacts(a, student)} />
          <Box sx={{ mt: 3, maxWidth: 420 }}>
            <ExportApplicationStatusField
              choices={exportStatusChoices(a.exportStatusOptions, a.exportSchoolStatus)}
              editable={statusEditable && editable}
              statusDate={a.exportStatusDate}
            />
          </Box>
        </FormSection>
        <FormSection
          title="Import Schools"
          description="Newest status change first. Hover over or focus a school to see its import liaison."
        >
          <ExportApplicationSchoolsGrid rows={rows} exportFileName={`application-${a.id}-import-schools`} />
        </FormSection>
        {actions.delete === 'disabled' && (
          <FormNote id={deleteNoteId}>{APPLICATION_MESSAGES.deleteRefused}</FormNote>
        )}
        {a.closeAction === 'disabled' && (
          <FormNote id={closeNoteId}>{APPLICATION_MESSAGES.closeRefusedEnrolled}</FormNote>
        )}
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1, mb: 2 }}
        >
          <Button component={RouterLink} to={EXPORT_LIST_PATH}>
            Back to Exports
          </Button>
          {actions.delete !== 'hidden' && (
            <ExportApplicationDeleteAction
              applicationId={a.id}
              description={`${who} (${a.aidyearName})`}
              state={actions.delete}
              describedBy={deleteNoteId}
              listPath={EXPORT_LIST_PATH}
            />
          )}
          {a.closeAction !== 'hidden' && (
            <CloseApplicationAction
              applicationId={a.id}
              version={a.version}
              description={`${who} (${a.aidyearName})`}
              state={a.closeAction}
              describedBy={closeNoteId}
            />
          )}
          {actions.editApplication !== 'hidden' && (
            <Button
              type="submit"
              variant="contained"
              disabled={!editable || !isDirty || !isValid || update.isPending}
            >
              {update.isPending ? 'Updating...' : 'Update App'}
            </Button>
          )}
        </Stack>
      </Box>
    </FormProvider>
  );
}
