import { AUTH_MESSAGES, authEndpoints, UI_MESSAGES, updatePasswordFormSchema } from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { callEndpoint, errorMessage } from '../lib/api';
import { formResolver } from '../lib/form-resolver';
import { formToasts } from '../lib/form-toasts';
import { applyServerFieldErrors } from '../lib/server-field-errors';
import { PasswordField } from './password-field';

const toasts = formToasts('password-change');
const SERVER_FIELDS = ['userPassword', 'userNewPassword'];

interface PasswordValues {
  userPassword: string;
  userNewPassword: string;
  confirmPassword: string;
}

interface Props {
  userId: number;
  /** Called after the server accepted the new password. */
  onUpdated(): void;
  /** Renders the fields and the submit button, so dialogs can place them in their own slots. */
  layout(fields: ReactNode, submit: ReactNode): ReactNode;
  submitLabel?: string;
}

/** Current, new and confirmed password, sent to PUT /api/user/updatepwd/{id} (1-core §5). */
export function PasswordChangeForm({ userId, onUpdated, layout, submitLabel = 'Update Password' }: Props) {
  const { control, handleSubmit, setError } = useForm({
    resolver: formResolver<PasswordValues, PasswordValues>(updatePasswordFormSchema),
    defaultValues: { userPassword: '', userNewPassword: '', confirmPassword: '' },
  });
  const mutation = useMutation({
    mutationFn: (body: { userPassword: string; userNewPassword: string }) =>
      callEndpoint(authEndpoints.updatePassword, { params: { id: userId }, body }),
    onSuccess: () => {
      toasts.success(AUTH_MESSAGES.passwordUpdated);
      onUpdated();
    },
    // The form shows the failure in its alert; the server's field messages go on their fields.
    onError: (error) => applyServerFieldErrors(error, { setError }, { fields: SERVER_FIELDS }),
  });

  const submit = handleSubmit(({ userPassword, userNewPassword }) =>
    mutation.mutate({ userPassword, userNewPassword }),
  );

  const fields = (
    <>
      {mutation.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage(mutation.error, AUTH_MESSAGES.passwordUpdateFailed)}
        </Alert>
      )}
      <PasswordField
        control={control}
        name="userPassword"
        label="Current Password"
        autoComplete="current-password"
        required
        autoFocus
      />
      <PasswordField
        control={control}
        name="userNewPassword"
        label="New Password"
        autoComplete="new-password"
        required
        helperText={UI_MESSAGES.passwordHint}
      />
      <PasswordField
        control={control}
        name="confirmPassword"
        label="Confirm New Password"
        autoComplete="new-password"
        required
      />
    </>
  );
  const button = (
    <Button type="submit" variant="contained" disabled={mutation.isPending}>
      {mutation.isPending ? 'Updating...' : submitLabel}
    </Button>
  );
  return (
    <Box component="form" noValidate onSubmit={submit}>
      {layout(fields, button)}
    </Box>
  );
}
