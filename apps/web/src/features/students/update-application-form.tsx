import {
  APPLICATION_STATUS,
  applicationStatesOf,
  DEADLINE_STATUS,
  enrolledSchoolIds,
  isApplyListLocked,
  isRemovableImportSchool,
  STUDENT_MESSAGES as M,
  type StudentApplicationView,
  type StudentView,
  studentEndpoints,
  type UpdateApplicationBody,
} from '@exchange/domain';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { callEndpoint } from '../../lib/api';
import { useErrorToast } from '../../lib/error-toast';
import { useProgramToday } from '../../lib/program-name';
import { FormSection, formGridSx } from './address-fields';
import { type UpdateFormValues, updateDefaults, updateResolver } from './application-form';
import {
  ApplicationFormBody,
  type ApplicationSaveOptions,
  StudentInfoSection,
} from './application-form-body';
import { ImportSchoolsField, type SchoolChoice, schoolLabel } from './import-schools-field';
import { useImportSchools } from './students-api';

interface Props {
  student: StudentView;
  application: StudentApplicationView;
  /** Every application of the student: a transfer cannot list the school of the open one where they enrolled. */
  siblings: readonly StudentApplicationView[];
}

/** The Update EZ Application form (1-core §2): address, phone, birth date and the schools applied to. */
export function UpdateApplicationForm({ student, application, siblings }: Props) {
  const navigate = useNavigate();
  const today = useProgramToday();
  const methods = useForm<UpdateFormValues, unknown, UpdateApplicationBody>({
    resolver: updateResolver(today),
    defaultValues: updateDefaults(student, application),
  });
  const options = useImportSchools(application.exportSchool, application.aidyear);
  useErrorToast(options.error, M.importSchoolListFailed);

  const [state] = applicationStatesOf([application]);
  const locked = state ? isApplyListLocked(state) : false;
  const fixedIds = application.studentApplicationSchool
    .filter((s) => !isRemovableImportSchool(s))
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

  const save: ApplicationSaveOptions<UpdateApplicationBody> = {
    form: 'update-application',
    send: (body) =>
      callEndpoint(studentEndpoints.updateApplication, {
        params: { id: student.id, applicationId: application.id },
        body,
      }),
    success: M.applicationUpdated,
    failure: M.updateFailed,
    fields: ['studentApplication.studentApplicationSchool'],
    onSuccess: () => navigate('/applicationstatus'),
  };

  return (
    <ApplicationFormBody
      methods={methods}
      save={save}
      label="Update EZ Application"
      submitLabel="Update Application"
      pendingLabel="Updating Application..."
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
      <StudentInfoSection id="update-student" />
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
    </ApplicationFormBody>
  );
}
