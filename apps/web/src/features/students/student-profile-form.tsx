import {
  isLiveApplication,
  STUDENT_MESSAGES as M,
  type StudentApplicationView,
  type StudentProfileBody,
  type StudentView,
  studentProfileSchema,
  studentSchema,
} from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field';
import { ApiRequestError, api, errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth-context';
import { formToasts } from '../../lib/form-toasts';
import { formGridSx } from './address-fields';
import { applyServerErrors, domainResolver } from './form-resolver';
import { studentKeys } from './students-api';

const toasts = formToasts('student-profile');

interface ProfileValues {
  studentFirstName: string;
  studentLastName: string;
  studentMiddleInitial: string;
  studentEmail: string;
  ferpa: boolean;
  version: number;
}

const FIELD_NAMES = ['studentFirstName', 'studentLastName', 'studentMiddleInitial', 'studentEmail', 'ferpa'];

function profileValues(s: StudentView): ProfileValues {
  return {
    studentFirstName: s.studentFirstName,
    studentLastName: s.studentLastName,
    studentMiddleInitial: s.studentMiddleInitial ?? '',
    studentEmail: s.studentEmail,
    ferpa: s.ferpa === 1,
    version: s.version,
  };
}

interface Props {
  student: StudentView;
  applications: readonly StudentApplicationView[];
  /** Called with the new email after the sign-in ID changed. */
  onEmailChanged(email: string): void;
}

/**
 * Names, middle initial, email and FERPA consent (1-core §2, §5). The email must differ from the
 * employee email of an open application; consent once given cannot be withdrawn.
 */
export function StudentProfileForm({ student, applications, onEmailChanged }: Props) {
  const { updateUser } = useAuth();
  const queryClient = useQueryClient();
  const employeeEmails = applications.filter(isLiveApplication).map((a) => a.employeeEmail.toLowerCase());
  const { control, handleSubmit, reset, setError } = useForm<ProfileValues, unknown, StudentProfileBody>({
    resolver: domainResolver(studentProfileSchema, {
      toBody: (v: ProfileValues) => v,
      extraIssues: (v) =>
        employeeEmails.includes(v.studentEmail.trim().toLowerCase())
          ? [{ path: 'studentEmail', message: M.emailsMustDiffer }]
          : [],
    }),
    defaultValues: profileValues(student),
    // The record may be reloaded under the form (after a 409: saved first in another tab): what the
    // student has typed and not yet saved stays; the rest, and the version, take the stored values.
    values: profileValues(student),
    resetOptions: { keepDirtyValues: true },
  });

  const save = useMutation({
    mutationFn: (body: StudentProfileBody) =>
      api.put<StudentView>(`/api/student/${student.id}`, body, { schema: studentSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(studentKeys.student(saved.id), saved);
      reset(profileValues(saved));
      updateUser({
        firstName: saved.studentFirstName,
        lastName: saved.studentLastName,
        middleInitial: saved.studentMiddleInitial,
        email: saved.studentEmail,
        userName: saved.studentEmail,
        ferpa: saved.ferpa,
      });
      toasts.success(M.profileUpdated);
      if (saved.studentEmail !== student.studentEmail) onEmailChanged(saved.studentEmail);
    },
    onError: (error) => {
      const onField =
        error instanceof ApiRequestError && applyServerErrors(error.errors, setError, FIELD_NAMES);
      if (error instanceof ApiRequestError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: studentKeys.student(student.id) });
      }
      toasts.error(onField ? M.profileUpdateFailed : errorMessage(error, M.profileUpdateFailed));
    },
  });

  const consentGiven = student.ferpa === 1;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((body) => save.mutate(body))}
      aria-label="Student profile"
    >
      <Box sx={{ ...formGridSx, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 2fr' } }}>
        <FormTextField
          control={control}
          name="studentFirstName"
          label="First Name"
          autoComplete="given-name"
          required
        />
        <FormTextField
          control={control}
          name="studentMiddleInitial"
          label="Middle Initial"
          autoComplete="additional-name"
        />
        <FormTextField
          control={control}
          name="studentLastName"
          label="Last Name"
          autoComplete="family-name"
          required
        />
        <FormTextField
          control={control}
          name="studentEmail"
          label="Email"
          type="email"
          autoComplete="email"
          required
          className="wide"
          helperText="Your email is also your sign-in user ID."
        />
      </Box>
      <Controller
        control={control}
        name="ferpa"
        render={({ field, fieldState }) => (
          <Box sx={{ mt: 1 }}>
            <FormControlLabel
              sx={{ alignItems: 'flex-start' }}
              control={
                <Checkbox
                  name={field.name}
                  checked={field.value}
                  disabled={consentGiven}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref, 'aria-describedby': 'ferpa-help' } }}
                  sx={{ mt: -1 }}
                />
              }
              label="I consent to the programme sharing my application information with my parent (FERPA)."
            />
            <FormHelperText id="ferpa-help" error={Boolean(fieldState.error)} sx={{ ml: 4 }}>
              {fieldState.error?.message ??
                (consentGiven
                  ? 'Consent has been given and cannot be withdrawn.'
                  : 'You can give consent at any time.')}
            </FormHelperText>
          </Box>
        )}
      />
      <Button type="submit" variant="contained" size="large" disabled={save.isPending} sx={{ mt: 3 }}>
        {save.isPending ? 'Updating...' : 'Update Profile'}
      </Button>
    </Box>
  );
}
