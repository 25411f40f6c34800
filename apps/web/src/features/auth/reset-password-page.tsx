import { AUTH_MESSAGES, authEndpoints, resetPasswordFormSchema, UI_MESSAGES } from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { PasswordField } from '../../components/password-field';
import { callEndpoint, errorMessage } from '../../lib/api';
import { formResolver } from '../../lib/form-resolver';

interface ResetValues {
  token: string;
  userNewPassword: string;
  confirmPassword: string;
}

/** /resetpassword?token=...: sets a new password from the emailed single-use link. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { control, handleSubmit } = useForm({
    resolver: formResolver<ResetValues, ResetValues>(resetPasswordFormSchema),
    defaultValues: { token, userNewPassword: '', confirmPassword: '' },
  });
  const mutation = useMutation({
    mutationFn: (body: { token: string; userNewPassword: string }) =>
      callEndpoint(authEndpoints.resetPassword, { body }, { skipUnauthorized: true }),
  });

  if (!token) {
    return (
      <AuthLayout title="Reset your password">
        <Alert severity="error" sx={{ mt: 2 }}>
          {UI_MESSAGES.resetLinkMissing}
        </Alert>
        <Button component={RouterLink} to="/forgotpassword" variant="contained" sx={{ mt: 3 }}>
          Request a new link
        </Button>
      </AuthLayout>
    );
  }

  if (mutation.isSuccess) {
    return (
      <AuthLayout title="Reset your password">
        <Alert severity="success" sx={{ mt: 2 }}>
          {AUTH_MESSAGES.resetDone}
        </Alert>
        <Button component={RouterLink} to="/signin" variant="contained" sx={{ mt: 3 }}>
          Go to sign in
        </Button>
      </AuthLayout>
    );
  }

  const submit = handleSubmit(({ userNewPassword }) => mutation.mutate({ token, userNewPassword }));

  return (
    <AuthLayout title="Reset your password" subtitle="Choose a new password for your account.">
      <Box component="form" noValidate onSubmit={submit} aria-label="Choose a new password">
        {mutation.isError && (
          <Alert
            severity="error"
            sx={{ mt: 2 }}
            action={
              <Link component={RouterLink} to="/forgotpassword" color="inherit" sx={{ alignSelf: 'center' }}>
                Request a new link
              </Link>
            }
          >
            {errorMessage(mutation.error, AUTH_MESSAGES.resetLinkInvalid)}
          </Alert>
        )}
        <PasswordField
          control={control}
          name="userNewPassword"
          label="New Password"
          autoComplete="new-password"
          required
          autoFocus
          helperText={UI_MESSAGES.passwordHint}
        />
        <PasswordField
          control={control}
          name="confirmPassword"
          label="Confirm New Password"
          autoComplete="new-password"
          required
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={mutation.isPending}
          sx={{ mt: 2 }}
        >
          {mutation.isPending ? 'Saving...' : 'Reset Password'}
        </Button>
      </Box>
    </AuthLayout>
  );
}
