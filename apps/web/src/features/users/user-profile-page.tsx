import {
  isTeloUser,
  type ProfileBody,
  type ProfileInput,
  profileSchema,
  type SavedProfile,
  staffUserEndpoints,
  TRAINING_LABELS,
  USER_MESSAGES,
} from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field';
import { PageFrame } from '../../components/page-frame';
import { UpdatePasswordDialog } from '../../components/update-password-dialog';
import { callEndpoint } from '../../lib/api';
import { useAuth, useSignedInUser } from '../../lib/auth-context';
import { formResolver } from '../../lib/form-resolver';
import { useSaveMutation } from '../../lib/use-save-mutation';
import { type UserDetail, userDetailQuery, useUserDetail } from './users-api';

const resolver = formResolver<ProfileInput, ProfileBody>(profileSchema);

function ProfileForm({ detail }: { detail: UserDetail }) {
  const { updateUser } = useAuth();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const stored: ProfileInput = {
    userName: detail.userName,
    firstName: detail.firstName,
    lastName: detail.lastName,
    middleInitial: detail.middleInitial ?? '',
    email: detail.email,
    version: detail.version,
  };
  const form = useForm<ProfileInput, unknown, ProfileBody>({
    resolver,
    defaultValues: stored,
    // The account may be reloaded under the form (after a save, or after an administrator saved it
    // first): what the user has typed and not yet saved stays; the rest, and the version, are updated.
    values: stored,
    resetOptions: { keepDirtyValues: true },
  });
  const { control, handleSubmit } = form;
  const detailKey = userDetailQuery(detail.id).queryKey;
  const update = useSaveMutation<ProfileBody, SavedProfile>({
    form: 'user-profile',
    send: (body) => callEndpoint(staffUserEndpoints.updateOwnProfile, { params: { id: detail.id }, body }),
    success: USER_MESSAGES.updated,
    failure: USER_MESSAGES.updateInfoFailed,
    onSuccess: (answer) => updateUser(answer.user),
    invalidate: [detailKey],
    reloadOnConflict: [detailKey],
  });
  const isTelo = isTeloUser(detail);

  // The password dialog sits beside the form: React bubbles a submit through portals.
  return (
    <>
      <Box
        component="form"
        noValidate
        aria-label="User profile"
        onSubmit={handleSubmit((body) => update.submit(body, form))}
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
    <PageFrame
      title="User Profile"
      maxWidth={900}
      loading={!data && !detail.isError && 'Loading your profile'}
      error={detail.isError && USER_MESSAGES.userLoadFailed}
    >
      {data && <ProfileForm key={data.id} detail={data} />}
    </PageFrame>
  );
}
