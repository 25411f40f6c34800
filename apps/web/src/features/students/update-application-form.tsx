import {
  APPLICATION_STATUS,
  DEADLINE_STATUS,
  enrolledSchoolIds,
  isApplyListLocked,
  isRemovableImportSchool,
  STUDENT_MESSAGES as M,
  type StudentApplicationView,
  type StudentView,
  type UpdateApplicationBody,
} from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiRequestError, api, errorMessage } from '../../lib/api';
import { useErrorToast } from '../../lib/error-toast';
import { formToasts } from '../../lib/form-toasts';
import { AcknowledgmentField } from './acknowledgment-field';
import { AddressFields, FormSection, formGridSx } from './address-fields';
import { applicationStates, type UpdateFormValues, updateDefaults, updateResolver } from './application-form';
import { applyServerErrors } from './form-resolver';
import { ImportSchoolsField, type SchoolChoice, schoolLabel } from './import-schools-field';
import { studentKeys, useImportSchools } from './students-api';

const toasts = formToasts('update-application');

const FIELD_NAMES = [
  'studentAddress',
  'studentAddress2',
  'studentCity',
  'studentState',
  'studentZip',
  'studentZipFour',
  'studentCellPhone',
  'birthMonth',
  'countryId',
  'acknowledgment',
  'studentApplication.studentApplicationSchool',
];

interface Props {
  student: StudentView;
  application: StudentApplicationView;
  /** Every application of the student: a transfer cannot list the school of the open one where they enrolled. */
  siblings: readonly StudentApplicationView[];
}

/** The Update EZ Application form (1-core §2): address, phone, birth date and the schools applied to. */
export function UpdateApplicationForm({ student, application, siblings }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const methods = useForm<UpdateFormValues, unknown, UpdateApplicationBody>({
    resolver: updateResolver(),
    defaultValues: updateDefaults(student, application),
  });
  const { handleSubmit, setError } = methods;
  const options = useImportSchools(application.exportSchool, application.aidyear);
  useErrorToast(options.error, M.importSchoolListFailed);

  const [state] = applicationStates([application]);
  const locked = state ? isApplyListLocked(state) : false;
  const fixedIds = application.studentApplicationSchool
    .filter((s) => !isRemovableImportSchool(s.importStatus))
    .map((s) => s.importSchool);
  const priorIds =
    application.applicationStatus === APPLICATION_STATUS.TRANSFER
      ? siblings
          .filter((a) => a.applicationStatus === APPLICATION_STATUS.OPEN)
          .flatMap((a) =>
            enrolledSchoolIds(
              a.studentApplicationSchool.map((s) => ({
                importSchoolId: s.importSchool,
                importStatusId: s.importStatus,
              })),
            ),
          )
      : [];
  const known: SchoolChoice[] = application.studentApplicationSchool.map((s) => ({
    id: s.importSchool,
    schoolName: s.importSchoolName,
    city: s.city,
    state: s.state,
    deadlineStatus: DEADLINE_STATUS.DISABLED,
  }));
  const choices = (options.data ?? []).filter(
    (s) => s.id !== application.exportSchool && !priorIds.includes(s.id),
  );

  const save = useMutation({
    mutationFn: (body: UpdateApplicationBody) =>
      api.put(`/api/student/${student.id}/application/${application.id}`, body),
    onSuccess: () => {
      toasts.success(M.applicationUpdated);
      navigate('/applicationstatus');
      void queryClient.invalidateQueries({ queryKey: studentKeys.all });
    },
    onError: (error) => {
      const onField =
        error instanceof ApiRequestError && applyServerErrors(error.errors, setError, FIELD_NAMES);
      toasts.error(onField ? M.updateFailed : errorMessage(error, M.updateFailed));
    },
  });

  return (
    <FormProvider {...methods}>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit((body) => save.mutate(body))}
        aria-label="Update EZ Application"
      >
        <FormSection id="update-application" title="Application">
          <Box sx={formGridSx}>
            <TextField
              label="Aid Year"
              value={application.aidyearLabel}
              variant="filled"
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <TextField
              label="Employer"
              value={schoolLabel({
                schoolName: application.exportSchoolName,
                city: application.city,
                state: application.state,
              })}
              variant="filled"
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <TextField
              label="Student Classification"
              value={application.studentCategoryName}
              variant="filled"
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Box>
        </FormSection>
        <FormSection id="update-student" title="Student Information">
          <AddressFields />
        </FormSection>
        <FormSection id="update-schools" title="Schools Applied To">
          <ImportSchoolsField
            options={choices}
            known={known}
            locked={locked}
            fixedIds={fixedIds}
            loading={options.isFetching}
            helperText={
              locked
                ? M.applyListLocked
                : fixedIds.length > 0
                  ? 'Schools that have acted on your application cannot be removed.'
                  : undefined
            }
          />
        </FormSection>
        <AcknowledgmentField />
        <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
            {save.isPending ? 'Updating Application...' : 'Update Application'}
          </Button>
          <Button variant="outlined" size="large" onClick={() => navigate('/applicationstatus')}>
            Cancel
          </Button>
        </Box>
      </Box>
    </FormProvider>
  );
}
