import { API_MESSAGES, AUTH_MESSAGES, type SignInInput } from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { ApiRequestError } from '../../lib/api';
import { useAuth } from '../../lib/auth-context';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { useIsLive } from '../../lib/use-is-live';
import { SignInField } from './sign-in-field';
import {
  checkSignIn,
  firstInvalidField,
  SIGN_IN_FIELDS,
  type SignInErrors,
  type SignInFieldName,
} from './sign-in-form-state';

/** The message for a refused sign-in: the server's for 4xx answers, a generic one otherwise. */
function signInErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return API_MESSAGES.internal;
  if (error.status === 401 && error.message === API_MESSAGES.unauthenticated)
    return AUTH_MESSAGES.signInFailed;
  if (error.status >= 400 && error.status < 500) return error.message;
  return error.status === 0 ? error.message : API_MESSAGES.internal;
}

type Variant = 'staff' | 'applicant';
const EMPTY: SignInInput = { userName: '', userPassword: '' };

/**
 * Email and password form; a successful sign-in re-renders the route, whose guard moves on. It behaves
 * as the react-hook-form forms do (checked on submit, then again as each field changes; the first
 * invalid field takes the focus) without that library, which would be a third of the page's own code.
 */
export function SignInForm({ variant }: { variant: Variant }) {
  const { signIn } = useAuth();
  // The prerendered form paints before its code runs: until then Sign In would submit it natively.
  const live = useIsLive();
  const { pathname } = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const [values, setValues] = useState<SignInInput>(EMPTY);
  const [errors, setErrors] = useState<SignInErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // After the first submit every change is checked again, so a message goes once the field is right.
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<SignInFieldName, HTMLInputElement | null>>>({});

  const focus = (field: SignInFieldName | undefined) => {
    if (field) inputs.current[field]?.focus();
  };

  const change = (field: SignInFieldName) => async (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (!submitted.current) return;
    const check = await checkSignIn(next);
    setErrors((current) => ({ ...current, [field]: check.ok ? undefined : check.errors[field] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    submitted.current = true;
    setSubmitting(true);
    setFormError(null);
    try {
      const check = await checkSignIn(values);
      if (!check.ok) {
        setErrors(check.errors);
        focus(firstInvalidField(check.errors));
        return;
      }
      setErrors({});
      await signIn(check.body);
    } catch (error) {
      const serverErrors: SignInErrors = {};
      const setError = (name: string, { message }: { message?: string }) => {
        serverErrors[name as SignInFieldName] = message;
      };
      applyServerFieldErrors<SignInInput>(error, { setError }, { fields: SIGN_IN_FIELDS });
      setErrors(serverErrors);
      focus(firstInvalidField(serverErrors));
      setFormError(signInErrorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Sign in">
      {formError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {formError}
        </Alert>
      )}
      <SignInField
        name="userName"
        value={values.userName}
        onChange={change('userName')}
        error={errors.userName}
        inputRef={(input) => {
          inputs.current.userName = input;
        }}
        label="Email"
        type="email"
        autoComplete="username"
        required
        autoFocus
      />
      {/* Not marked required: the spec gives the sign-in password no rule (1-core §5), so no asterisk. */}
      <SignInField
        name="userPassword"
        value={values.userPassword ?? ''}
        onChange={change('userPassword')}
        error={errors.userPassword}
        inputRef={(input) => {
          inputs.current.userPassword = input;
        }}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={isSubmitting || !live}
        sx={{ mt: 2 }}
      >
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
