import { API_MESSAGES, AUTH_MESSAGES, type SignInInput, signInSchema } from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { ApiRequestError } from '../../lib/api';
import { useAuth } from '../../lib/auth-context';
import { formResolver } from '../../lib/form-resolver';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { SignInField } from './sign-in-field';

/** The message for a refused sign-in: the server's for 4xx answers, a generic one otherwise. */
function signInErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return API_MESSAGES.internal;
  if (error.status === 401 && error.message === API_MESSAGES.unauthenticated)
    return AUTH_MESSAGES.signInFailed;
  if (error.status >= 400 && error.status < 500) return error.message;
  return error.status === 0 ? error.message : API_MESSAGES.internal;
}

type Variant = 'staff' | 'applicant';
type SignInBody = ReturnType<typeof signInSchema.parse>;
const SIGN_IN_FIELDS = ['userName', 'userPassword'];

/** Email and password form; a successful sign-in re-renders the route, whose guard moves on. */
function SignInForm({ variant }: { variant: Variant }) {
  const { signIn } = useAuth();
  const { pathname } = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<SignInInput, unknown, SignInBody>({
    resolver: formResolver<SignInInput, SignInBody>(signInSchema),
    defaultValues: { userName: '', userPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn(values);
    } catch (error) {
      applyServerFieldErrors(error, { setError }, { fields: SIGN_IN_FIELDS });
      setFormError(signInErrorMessage(error));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Sign in">
      {formError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {formError}
        </Alert>
      )}
      <SignInField
        control={control}
        name="userName"
        label="Email"
        type="email"
        autoComplete="username"
        required
        autoFocus
      />
      {/* Not marked required: the spec gives the sign-in password no rule (1-core §5), so no asterisk. */}
      <SignInField
        control={control}
        name="userPassword"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting} sx={{ mt: 2 }}>
        {isSubmitting ? 'Signing In...' : 'Sign In'}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1.5 }}>
        <Link component={RouterLink} to="/forgotpassword" state={{ signInPath: pathname }}>
          Forgot password?
        </Link>
      </Stack>
      {variant === 'applicant' && (
        <>
          <Divider sx={{ my: 3 }}>
            <Typography variant="body2" color="text.secondary">
              New applicant?
            </Typography>
          </Divider>
          <Button component={RouterLink} to="/registration" variant="outlined" size="large" fullWidth>
            Create Account
          </Button>
        </>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        {variant === 'staff' ? 'Applying for a scholarship? ' : 'Member school or central office staff? '}
        <Link component={RouterLink} to={variant === 'staff' ? '/applicantsignin' : '/signin'}>
          {variant === 'staff' ? 'Applicant sign in' : 'Staff sign in'}
        </Link>
      </Typography>
    </Box>
  );
}

/** /signin: staff sign-in (1-core §2). */
export function SignInPage() {
  return (
    <AuthLayout title="Sign In" subtitle="Member school and central office staff">
      <SignInForm variant="staff" />
    </AuthLayout>
  );
}

/** /applicantsignin: applicant sign-in, with Create Account (1-core §2). */
export function ApplicantSignInPage() {
  return (
    <AuthLayout title="Applicant Sign In" subtitle="Students applying for a tuition exchange scholarship">
      <SignInForm variant="applicant" />
    </AuthLayout>
  );
}
