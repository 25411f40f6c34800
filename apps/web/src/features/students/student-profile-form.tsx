import {
  STUDENT_MESSAGES as M,
  type StudentApplicationView,
  type StudentProfileBody,
  type StudentView,
  studentEndpoints,
} from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field';
import { callEndpoint } from '../../lib/api';
import { useAuth } from '../../lib/auth-context';
import { useSaveMutation } from '../../lib/use-save-mutation';
import { formGridSx } from './address-fields';
import { type ProfileValues, profileValues, studentProfileResolver } from './student-profile-values';
import { studentQuery } from './students-api';

const FIELD_NAMES = ['studentFirstName', 'studentLastName', 'studentMiddleInitial', 'studentEmail', 'ferpa'];

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
  const form = useForm<ProfileValues, unknown, StudentProfileBody>({
    resolver: studentProfileResolver(applications),
    defaultValues: profileValues(student),
    // The record may be reloaded under the form (after a 409: saved first in another tab): what the
    // student has typed and not yet saved stays; the rest, and the version, take the stored values.
    values: profileValues(student),
    resetOptions: { keepDirtyValues: true },
  });

  const { control, handleSubmit, reset } = form;

  const save = useSaveMutation({
    form: 'student-profile',
    send: (body: StudentProfileBody) =>
      callEndpoint(studentEndpoints.updateStudentProfile, { params: { id: student.id }, body }),
    success: M.profileUpdated,
    failure: M.profileUpdateFailed,
    failureOnFields: M.profileUpdateFailed,
    fields: FIELD_NAMES,
    // Saved first in another tab: reload the record under the form, keeping what was typed.
    reloadOnConflict: [studentQuery(student.id).queryKey],
    onSuccess: (saved) => {
      queryClient.setQueryData(studentQuery(saved.id).queryKey, saved);
      reset(profileValues(saved));
      updateUser({
        firstName: saved.studentFirstName,
        lastName: saved.studentLastName,
        middleInitial: saved.studentMiddleInitial,
        email: saved.studentEmail,
        userName: saved.studentEmail,
        ferpa: saved.ferpa,
      });
      if (saved.studentEmail !== student.studentEmail) onEmailChanged(saved.studentEmail);
    },
  });

  const consentGiven = student.ferpa === 1;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((body) => save.submit(body, form))}
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
