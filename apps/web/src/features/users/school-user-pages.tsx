import {
  type SchoolUserBody,
  type SchoolUserInput,
  TRAINING,
  teloSlotsUsed,
  USER_MESSAGES,
} from '@exchange/domain';
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
import { useSchool } from '../../lib/school-context';
import { useSchoolPermission } from '../../lib/school-permissions';
import { SchoolUserForm } from './school-user-form';
import { type SchoolUserRow, userKeys, useSchoolUsers, useUserDetail } from './users-api';

const toasts = formToasts('school-user');

const LIST_PATH = '/school/users';

/** Navigation state of /school/users/accountinfo: the user to edit. */
export interface AccountInfoState {
  userId: number;
}

/** The user id carried by the navigation state, or null. */
export function userIdFromState(state: unknown): number | null {
  const id = (state as Partial<AccountInfoState> | null)?.userId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  const { selectedSchool } = useSchool();
  return (
    <Box component="section" aria-labelledby="school-user-title" sx={{ maxWidth: 900 }}>
      <Typography id="school-user-title" variant="h1" gutterBottom>
        {title}
      </Typography>
      {selectedSchool && (
        <Typography variant="h2" component="p" color="primary" sx={{ mb: 2, fontSize: '1.3rem' }}>
          {selectedSchool.schoolName}
        </Typography>
      )}
      {children}
    </Box>
  );
}

const EMPTY_USER: SchoolUserInput = {
  title: '',
  firstName: '',
  middleInitial: '',
  lastName: '',
  email: '',
  trainingComplete: TRAINING.REQUIRED,
  DailyDigest: 0,
  userRole: [],
};

/** The form's values for a listed user; roles are those at this school. */
function valuesOf(row: SchoolUserRow): SchoolUserInput {
  return {
    title: row.title ?? '',
    firstName: row.firstName,
    middleInitial: row.middleInitial ?? '',
    lastName: row.lastName,
    email: row.email,
    trainingComplete: row.trainingComplete as SchoolUserInput['trainingComplete'],
    DailyDigest: row.DailyDigest === 1 ? 1 : 0,
    userRole: row.userRole.map((r) => ({ userRoleId: r.userRoleId, readOnly: r.readOnly === 1 ? 1 : 0 })),
    version: row.version,
  };
}

/** /school/users/adduser: a new user of the selected school (POST api/user/school/{schoolId}). */
export function AddSchoolUserPage() {
  const user = useSignedInUser();
  const { selectedSchool } = useSchool();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayManage = useSchoolPermission('manageSchoolUsers', 'write');
  const mayTrain = useSchoolPermission('changeTraining', 'write');
  const mayChangeAdmin = useSchoolPermission('changeAdminRole', 'write');
  const members = useSchoolUsers(selectedSchool?.id ?? null, { fresh: true });
  const create = useMutation({
    mutationFn: (body: SchoolUserBody) =>
      api.post(`/api/user/school/${selectedSchool?.id}`, {
        ...body,
        userName: body.email,
        userType: 'TELO',
        modifiedBy: user.id,
      }),
    onSuccess: async () => {
      toasts.success(USER_MESSAGES.created);
      await queryClient.invalidateQueries({ queryKey: userKeys.school(selectedSchool?.id ?? 0) });
      navigate(LIST_PATH);
    },
    onError: (error) => toasts.error(errorMessage(error, USER_MESSAGES.createFailed)),
  });

  if (!mayManage) return <Navigate to={LIST_PATH} replace />;
  return (
    <Page title="Add User">
      {!members.isFetchedAfterMount && !members.isError ? (
        <PageLoader label="Loading the school's users" />
      ) : (
        <SchoolUserForm
          defaultValues={EMPTY_USER}
          used={teloSlotsUsed(members.data ?? [], null)}
          mayChangeTraining={mayTrain}
          mayChangeAdmin={mayChangeAdmin}
          disabled={false}
          submitLabel="Add User"
          pending={create.isPending}
          save={(body) => create.mutateAsync(body)}
          onCancel={() => navigate(LIST_PATH)}
        />
      )}
    </Page>
  );
}

/** /school/users/accountinfo: one user's details and roles at the selected school (PUT api/user/{id}/{schoolId}). */
export function SchoolUserAccountPage() {
  const user = useSignedInUser();
  const { selectedSchool } = useSchool();
  const { state } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = userIdFromState(state);
  const mayManage = useSchoolPermission('manageSchoolUsers', 'write');
  const mayTrain = useSchoolPermission('changeTraining', 'write');
  const mayChangeAdmin = useSchoolPermission('changeAdminRole', 'write');
  const members = useSchoolUsers(selectedSchool?.id ?? null, { fresh: true });
  // The school's list has no word on the account's other schools; GET api/user/{id} says whether this
  // user may change its identity (email, names, title, training) or only its roles here.
  const detail = useUserDetail(userId, { fresh: true });
  const loaded = members.isFetchedAfterMount && detail.isFetchedAfterMount;
  const failed = members.isError || detail.isError;
  const row = loaded ? members.data?.find((m) => m.id === userId) : undefined;
  const account = loaded ? detail.data : undefined;
  const update = useMutation({
    mutationFn: (body: SchoolUserBody) =>
      api.put(`/api/user/${userId}/${selectedSchool?.id}`, {
        ...body,
        userName: body.email,
        userType: 'TELO',
        modifiedBy: user.id,
      }),
    onSuccess: async () => {
      toasts.success(USER_MESSAGES.updated);
      await queryClient.invalidateQueries({ queryKey: userKeys.school(selectedSchool?.id ?? 0) });
      navigate(LIST_PATH);
    },
    onError: async (error) => {
      toasts.error(errorMessage(error, USER_MESSAGES.updateFailed));
      // Someone saved this account first: load their version under the form, keeping what was typed.
      if (error instanceof ApiRequestError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: userKeys.school(selectedSchool?.id ?? 0) });
        await queryClient.invalidateQueries({ queryKey: userKeys.detail(userId ?? 0) });
      }
    },
  });

  if (userId === null) return <Navigate to={LIST_PATH} replace />;
  return (
    <Page title="User Account Information">
      {!loaded && !failed && <PageLoader label="Loading the user" />}
      {((loaded && !(row && account)) || failed) && (
        <Alert severity="error">{USER_MESSAGES.userLoadFailed}</Alert>
      )}
      {row && account && (
        <SchoolUserForm
          key={row.id}
          defaultValues={valuesOf(row)}
          used={{ primaryUsed: row.primaryUsed, secondaryUsed: row.secondaryUsed }}
          mayChangeTraining={mayTrain}
          mayChangeAdmin={mayChangeAdmin}
          self={row.id === user.id}
          identityLocked={!account.canChangeIdentity}
          disabled={!mayManage}
          submitLabel="Update User"
          pending={update.isPending}
          save={(body) => update.mutateAsync(body)}
          onCancel={() => navigate(LIST_PATH)}
        />
      )}
    </Page>
  );
}
