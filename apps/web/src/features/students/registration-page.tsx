import {
  APPLICATION_STATUS,
  isStudentUser,
  STUDENT_MESSAGES as M,
  type RegistrationBody,
  type RegistrationInput,
  registrationSchema,
  studentEndpoints,
  UI_MESSAGES,
  USER_TYPE,
} from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { FormTextField } from '../../components/form-text-field';
import { PageLoader } from '../../components/page-loader';
import { PasswordField } from '../../components/password-field';
import { visuallyHidden } from '../../components/visually-hidden';
import { ApiRequestError, callEndpoint } from '../../lib/api';
import { landingPath, useAuth } from '../../lib/auth-context';
import { formResolver } from '../../lib/form-resolver';
import { useSaveMutation } from '../../lib/use-save-mutation';

/** The U.S. Department of Education's FERPA page: what the consent lets the programme share. */
const PRIVACY_ACT_URL = 'https://studentprivacy.ed.gov/ferpa';
const FIELDS = [
  'firstName',
  'middleInitial',
  'lastName',
  'email',
  'userPassword',
  'confirmPassword',
] as const;

/** The sign-up message of 1-core §8: an existing account, or a generic retry. */
function signUpMessage(error: unknown): string {
  return error instanceof ApiRequestError && error.status === 409 ? M.usernameUnavailable : M.signUpRetry;
}

/** The sign-up form; a created account is signed in, and the route then moves on to the EZ application. */
function RegistrationForm() {
  const { startSession } = useAuth();
  const form = useForm<RegistrationInput, unknown, RegistrationBody>({
    resolver: formResolver<RegistrationInput, RegistrationBody>(registrationSchema),
    defaultValues: {
      firstName: '',
      middleInitial: '',
      lastName: '',
      email: '',
      userPassword: '',
      confirmPassword: '',
      ferpa: false,
    },
  });
  const { control, handleSubmit } = form;
  const register = useSaveMutation({
    form: 'registration',
    send: (body: RegistrationBody) =>
      callEndpoint(studentEndpoints.registerStudent, {
        body: { ...body, userName: body.email, userType: USER_TYPE.STUDENT },
      }),
    failure: signUpMessage,
    fields: FIELDS,
    onSuccess: startSession,
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((body) => register.submit(body, form))}
      aria-label="Sign up"
    >
      <FormTextField
        control={control}
        name="firstName"
        label="First Name"
        autoComplete="given-name"
        required
        autoFocus
      />
      <FormTextField
        control={control}
        name="middleInitial"
        label="Middle Initial"
        autoComplete="additional-name"
      />
      <FormTextField
        control={control}
        name="lastName"
        label="Last Name"
        autoComplete="family-name"
        required
      />
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
      />
      <PasswordField
        control={control}
        name="userPassword"
        label="Password"
        autoComplete="new-password"
        required
        helperText={UI_MESSAGES.passwordHint}
      />
      <PasswordField
        control={control}
        name="confirmPassword"
        label="Confirm Password"
        autoComplete="new-password"
        required
      />
      <Controller
        control={control}
        name="ferpa"
        render={({ field }) => (
          <FormControlLabel
            sx={{ mt: 1, alignItems: 'flex-start' }}
            control={
              <Checkbox
                name={field.name}
                checked={field.value === true || field.value === 1}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
                sx={{ mt: -1 }}
              />
            }
            label="I consent to the programme sharing my application information with my parent (FERPA)."
          />
        )}
      />
      <Typography variant="body2" sx={{ ml: 4 }}>
        <Link href={PRIVACY_ACT_URL} target="_blank" rel="noopener">
          Read about your privacy rights under FERPA
          <span style={visuallyHidden}> (opens in a new tab)</span>
        </Link>
      </Typography>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={register.isPending}
        sx={{ mt: 3 }}
      >
        {register.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/applicantsignin">
          Sign in
        </Link>
      </Typography>
    </Box>
  );
}

/**
 * /registration, applicant sign-up (1-core §2). Signed-in students are sent on to the EZ application
 * (OPEN); signed-in staff to their home.
 */
export function RegistrationPage() {
  const { status, user } = useAuth();
  if (status === 'loading') return <PageLoader label="Checking your session" />;
  if (user && isStudentUser(user)) {
    return <Navigate to="/ezapplication" replace state={{ applicationType: APPLICATION_STATUS.OPEN }} />;
  }
  if (user) return <Navigate to={landingPath(user)} replace />;
  return (
    <AuthLayout
      title="Create your applicant account"
      subtitle="Students applying for a tuition exchange scholarship"
    >
      <RegistrationForm />
    </AuthLayout>
  );
}
