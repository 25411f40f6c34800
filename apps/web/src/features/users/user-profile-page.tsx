import {
  type ProfileBody,
  type ProfileInput,
  profileSchema,
  type SessionUser,
  TRAINING_LABELS,
  USER_MESSAGES,
} from '@exchange/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field';
import { PageLoader } from '../../components/page-loader';
import { ApiRequestError, api, errorMessage } from '../../lib/api';
import { useAuth, useSignedInUser } from '../../lib/auth-context';
import { formToasts } from '../../lib/form-toasts';
import { UpdatePasswordDialog } from './update-password-dialog';
import { type UserDetail, userKeys, useUserDetail } from './users-api';

const toasts = formToasts('user-profile');

function ProfileForm({ detail }: { detail: UserDetail }) {
  const { updateUser } = useAuth();
  const queryClient = useQueryClient();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const stored: ProfileInput = {
    userName: detail.userName,
    firstName: detail.firstName,
    lastName: detail.lastName,
    middleInitial: detail.middleInitial ?? '',
    email: detail.email,
    version: detail.version,
  };
  const { control, handleSubmit } = useForm<ProfileInput, unknown, ProfileBody>({
    resolver: zodResolver(profileSchema),
    defaultValues: stored,
    // The account may be reloaded under the form (after a save, or after an administrator saved it
    // first): what the user has typed and not yet saved stays; the rest, and the version, are updated.
    values: stored,
    resetOptions: { keepDirtyValues: true },
  });
  const update = useMutation({
    mutationFn: (body: ProfileBody) =>
      api.put<{ message: string; user: SessionUser }>(`/api/user/${detail.id}`, body),
    onSuccess: async (answer) => {
      toasts.success(USER_MESSAGES.updated);
      updateUser(answer.user);
      await queryClient.invalidateQueries({ queryKey: userKeys.detail(detail.id) });
    },
    onError: async (error) => {
      toasts.error(errorMessage(error, USER_MESSAGES.updateInfoFailed));
      if (error instanceof ApiRequestError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: userKeys.detail(detail.id) });
      }
    },
  });
  const isTelo = detail.usertype === 'TELO';

  // The password dialog sits beside the form: React bubbles a submit through portals.
  return (
    <>
      <Box
        component="form"
        noValidate
        aria-label="User profile"
        onSubmit={handleSubmit((b) => update.mutate(b))}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 5 }}>
              <FormTextField control={control} name="firstName" label="First Name" required />
            </Grid>
            <Grid size={{ xs: 12, sm: 2 }}>
              <FormTextField control={control} name="middleInitial" label="Middle Initial" />
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              <FormTextField control={control} name="lastName" label="Last Name" required />
            </Grid>
            <Grid size={{ xs: 12, md: isTelo ? 8 : 12 }}>
              <FormTextField
                control={control}
                name="email"
                label="Email"
                disabled
                helperText="Your email is your sign-in user ID; an administrator can change it."
              />
            </Grid>
            {isTelo && (
              <Grid size={{ xs: 12, md: 4 }}>
                <TextField
                  label="Training Complete"
                  value={TRAINING_LABELS[detail.trainingComplete] ?? ''}
                  slotProps={{ input: { readOnly: true } }}
                />
              </Grid>
            )}
          </Grid>
        </Paper>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="outlined" onClick={() => setPasswordOpen(true)}>
            Update Password
          </Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? 'Updating...' : 'Update'}
          </Button>
        </Stack>
      </Box>
      <UpdatePasswordDialog userId={detail.id} open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  );
}

/** /userprofile: the signed-in staff user's names, email (disabled), training and password (1-core §2). */
export function UserProfilePage() {
  const user = useSignedInUser();
  const detail = useUserDetail(user.id, { fresh: true });
  const data = detail.isFetchedAfterMount ? detail.data : undefined;
  return (
    <Box component="section" aria-labelledby="user-profile-title" sx={{ maxWidth: 900 }}>
      <Typography id="user-profile-title" variant="h1" gutterBottom>
        User Profile
      </Typography>
      {!data && !detail.isError && <PageLoader label="Loading your profile" />}
      {detail.isError && <Alert severity="error">{USER_MESSAGES.userLoadFailed}</Alert>}
      {data && <ProfileForm key={data.id} detail={data} />}
    </Box>
  );
}
