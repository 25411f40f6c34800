import { authEndpoints, forgotPasswordSchema, UI_MESSAGES } from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import { AuthLayout } from '../../components/auth-layout';
import { FormTextField } from '../../components/form-text-field';
import { callEndpoint } from '../../lib/api';
import { formResolver } from '../../lib/form-resolver';

function signInPathFrom(state: unknown): string {
  const path = (state as { signInPath?: string } | null)?.signInPath;
  return path === '/applicantsignin' ? path : '/signin';
}

/** The answer never tells whether the address exists, so the confirmation shows whatever happens. */
function Confirmation({
  email,
  signInPath,
  onRetry,
}: {
  email: string;
  signInPath: string;
  onRetry(): void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Box ref={ref} tabIndex={-1} role="status" sx={{ outline: 'none' }}>
      <Typography sx={{ mt: 2 }}>{UI_MESSAGES.forgotPasswordSent(email)}</Typography>
      <Typography sx={{ mt: 2 }} color="text.secondary">
        {UI_MESSAGES.forgotPasswordSpam}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        <Button variant="outlined" onClick={onRetry}>
          Try a different email
        </Button>
        <Button variant="contained" component={RouterLink} to={signInPath}>
          Back to sign in
        </Button>
      </Stack>
    </Box>
  );
}

/** /forgotpassword: asks for a reset link (1-core §2). */
export function ForgotPasswordPage() {
  const location = useLocation();
  const signInPath = signInPathFrom(location.state);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm({
    resolver: formResolver<{ email: string }, { email: string }>(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const mutation = useMutation({
    mutationFn: (email: string) =>
      callEndpoint(authEndpoints.requestPasswordReset, { params: { email } }, { skipUnauthorized: true }),
  });

  const submit = handleSubmit(({ email }) => mutation.mutate(email, { onSettled: () => setSentTo(email) }));

  return (
    <AuthLayout title="Reset your password">
      {sentTo ? (
        <Confirmation
          email={sentTo}
          signInPath={signInPath}
          onRetry={() => {
            reset({ email: '' });
            mutation.reset();
            setSentTo(null);
          }}
        />
      ) : (
        <Box component="form" noValidate onSubmit={submit} aria-label="Reset your password">
          <Typography color="text.secondary">
            Enter the email you sign in with and we will send you a link to reset your password.
          </Typography>
          <FormTextField
            control={control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            autoFocus
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={mutation.isPending}
            sx={{ mt: 2 }}
          >
            {mutation.isPending ? 'Sending request...' : 'Continue'}
          </Button>
          <Box sx={{ mt: 2, textAlign: 'center' }}>
            <Link component={RouterLink} to={signInPath}>
              Back to sign in
            </Link>
          </Box>
        </Box>
      )}
    </AuthLayout>
  );
}
