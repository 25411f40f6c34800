import { type TeUserCreateBody, type TeUserUpdateBody, USER_MESSAGES } from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { ApiRequestError, api, errorMessage } from '../../lib/api';
import { useSignedInUser } from '../../lib/auth-context';
import { formToasts } from '../../lib/form-toasts';
import { useIsWritingTeAdmin } from '../../lib/school-permissions';
import { userIdFromState } from './school-user-pages';
import { TeUserForm, type TeUserFormValues } from './te-user-form';
import { userKeys, useUserDetail } from './users-api';

const toasts = formToasts('te-user');

const LIST_PATH = '/settings/users';

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby="te-user-title" sx={{ maxWidth: 900 }}>
      <Typography id="te-user-title" variant="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const EMPTY_TE_USER: TeUserFormValues = {
  firstName: '',
  middleInitial: '',
  lastName: '',
  email: '',
  userRole: [],
};

/** /settings/users/addteuser: Add New TE User (POST api/user/admin). */
export function AddTeUserPage() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayWrite = useIsWritingTeAdmin();
  const create = useMutation({
    mutationFn: (body: TeUserCreateBody | TeUserUpdateBody) =>
      api.post('/api/user/admin', { ...body, userName: body.email, ferpa: 0, modifiedBy: user.id }),
    onSuccess: async () => {
      toasts.success(USER_MESSAGES.teCreated);
      await queryClient.invalidateQueries({ queryKey: userKeys.te });
      navigate(LIST_PATH);
    },
    onError: (error) => toasts.error(errorMessage(error, USER_MESSAGES.createFailed)),
  });
  if (!mayWrite) return <Navigate to={LIST_PATH} replace />;
  return (
    <Page title="Add New TE User">
      <TeUserForm
        mode="create"
        defaultValues={EMPTY_TE_USER}
        disabled={false}
        pending={create.isPending}
        save={(body) => create.mutateAsync(body)}
        onCancel={() => navigate(LIST_PATH)}
      />
    </Page>
  );
}

/** /settings/users/accountinfo: a TE user's details and TE roles (PUT api/user/admin/{id}). */
export function TeUserAccountPage() {
  const user = useSignedInUser();
  const { state } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayWrite = useIsWritingTeAdmin();
  const userId = userIdFromState(state);
  const detail = useUserDetail(userId, { fresh: true });
  const update = useMutation({
    mutationFn: (body: TeUserCreateBody | TeUserUpdateBody) =>
      api.put(`/api/user/admin/${userId}`, {
        ...body,
        userName: body.email,
        version: detail.data?.version,
        modifiedBy: user.id,
      }),
    onSuccess: async () => {
      toasts.success(USER_MESSAGES.updated);
      await queryClient.invalidateQueries({ queryKey: userKeys.te });
      await queryClient.invalidateQueries({ queryKey: userKeys.detail(userId ?? 0) });
      navigate(LIST_PATH);
    },
    onError: async (error) => {
      toasts.error(errorMessage(error, USER_MESSAGES.updateFailed));
      // Someone saved this account first: load their version under the form, keeping what was typed.
      if (error instanceof ApiRequestError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: userKeys.detail(userId ?? 0) });
      }
    },
  });

  if (userId === null) return <Navigate to={LIST_PATH} replace />;
  const data = detail.isFetchedAfterMount ? detail.data : undefined;
  return (
    <Page title="TE User Account Information">
      {!detail.isFetchedAfterMount && !detail.isError && <PageLoader label="Loading the user" />}
      {detail.isError && <Alert severity="error">{USER_MESSAGES.userLoadFailed}</Alert>}
      {data && (
        <TeUserForm
          key={data.id}
          mode="edit"
          defaultValues={{
            firstName: data.firstName,
            middleInitial: data.middleInitial ?? '',
            lastName: data.lastName,
            email: data.email,
            userRole: data.userRole
              .filter((r) => r.roleSchoolId === null)
              .map((r) => ({ userRoleId: r.userRoleId, readOnly: r.readOnly === 1 ? 1 : 0 })),
            version: data.version,
          }}
          disabled={!mayWrite}
          self={data.id === user.id}
          pending={update.isPending}
          save={(body) => update.mutateAsync(body)}
          onCancel={() => navigate(LIST_PATH)}
        />
      )}
    </Page>
  );
}
