import { teloSlotsUsed, USER_MESSAGES } from '@exchange/domain';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { useSaveMutation } from '../../lib/use-save-mutation';
import { createUser, listKeyOf, updateUser, useUserAccess } from './user-access';
import { UserForm } from './user-form';
import { emptyUserValues, schoolUserValues, teUserValues, type UserBody } from './user-form-values';
import { userIdFromState } from './user-navigation';
import { SCHOOL_USERS, TE_USERS, type UserScopeBase } from './user-scopes';
import { userDetailQuery, useSchoolUsers, useUserDetail } from './users-api';

const FORM_WIDTH = 900;

/** Add User / Add New TE User: POST api/user/school/{schoolId} or POST api/user/admin. */
function AddUserPage({ scope }: { scope: UserScopeBase }) {
  const navigate = useNavigate();
  const access = useUserAccess(scope);
  // A school's form needs the TELO slots its users hold, from a fresh list.
  const members = useSchoolUsers(scope.kind === 'school' ? access.schoolId : null, { fresh: true });
  const loaded = scope.kind === 'te' || members.isFetchedAfterMount || members.isError;
  const create = useSaveMutation<UserBody>({
    form: `${scope.kind}-user`,
    send: (body) => createUser(scope, access, body),
    success: scope.messages.created,
    failure: USER_MESSAGES.createFailed,
    invalidate: [listKeyOf(scope, access)],
    onSuccess: () => navigate(scope.paths.list),
  });
  // Reloaded as a TE user, the selected school is looked up first: only then is "may not add" known.
  if (!access.resolving && !access.mayManage) return <Navigate to={scope.paths.list} replace />;
  return (
    <PageFrame
      title={scope.titles.add}
      subtitle={access.schoolName}
      maxWidth={FORM_WIDTH}
      loading={(access.resolving || !loaded) && "Loading the school's users"}
    >
      <UserForm
        config={scope.form}
        mode="create"
        defaultValues={emptyUserValues(scope.form.schoolFields)}
        used={scope.kind === 'school' ? teloSlotsUsed(members.data ?? [], null) : undefined}
        mayChangeTraining={access.mayChangeTraining}
        mayChangeAdmin={access.mayChangeAdmin}
        disabled={false}
        pending={create.isPending}
        save={(body, form) => create.submit(body, form)}
        onCancel={() => navigate(scope.paths.list)}
      />
    </PageFrame>
  );
}

/**
 * User Account Information / TE User Account Information: one user's details and roles (PUT
 * api/user/{id}/{schoolId} or PUT api/user/admin/{id}); read-only viewers see it disabled.
 */
function UserAccountPage({ scope }: { scope: UserScopeBase }) {
  const navigate = useNavigate();
  const { state } = useLocation();
  const userId = userIdFromState(state);
  const access = useUserAccess(scope);
  const isSchool = scope.kind === 'school';
  // A school user's form starts from the school's row (roles at this school, the TELO slots); GET
  // api/user/{id} says whether this editor may change the account's identity or only its roles here.
  const members = useSchoolUsers(isSchool ? access.schoolId : null, { fresh: true });
  const detail = useUserDetail(userId, { fresh: true });
  const loaded = detail.isFetchedAfterMount && (!isSchool || members.isFetchedAfterMount);
  const failed = detail.isError || (isSchool && members.isError);
  const account = loaded ? detail.data : undefined;
  const row = loaded && isSchool ? members.data?.find((m) => m.id === userId) : undefined;
  const values = account && (isSchool ? row && schoolUserValues(row) : teUserValues(account));
  const recordKeys = [listKeyOf(scope, access), userDetailQuery(userId ?? 0).queryKey];
  const update = useSaveMutation<UserBody>({
    form: `${scope.kind}-user`,
    send: (body) => updateUser(scope, access, userId ?? 0, body),
    success: USER_MESSAGES.updated,
    failure: USER_MESSAGES.updateFailed,
    invalidate: recordKeys,
    // Someone saved this account first: load their version under the form, keeping what was typed.
    reloadOnConflict: recordKeys,
    onSuccess: () => navigate(scope.paths.list),
  });

  if (userId === null) return <Navigate to={scope.paths.list} replace />;
  return (
    <PageFrame
      title={scope.titles.account}
      subtitle={access.schoolName}
      maxWidth={FORM_WIDTH}
      loading={!loaded && !failed && 'Loading the user'}
      error={(failed || (loaded && !values)) && USER_MESSAGES.userLoadFailed}
    >
      {account && values && (
        <UserForm
          key={account.id}
          config={scope.form}
          mode="edit"
          defaultValues={values}
          used={row && { primaryUsed: row.primaryUsed, secondaryUsed: row.secondaryUsed }}
          mayChangeTraining={access.mayChangeTraining}
          mayChangeAdmin={access.mayChangeAdmin}
          self={account.id === access.actorId}
          // Only a school's view can lock the identity: it belongs to the other schools as well.
          identityLocked={isSchool && !account.canChangeIdentity}
          disabled={!access.mayManage}
          pending={update.isPending}
          save={(body, form) => update.submit(body, form)}
          onCancel={() => navigate(scope.paths.list)}
        />
      )}
    </PageFrame>
  );
}

/** /school/users/adduser: a new user of the selected school. */
export function AddSchoolUserPage() {
  return <AddUserPage scope={SCHOOL_USERS} />;
}

/** /school/users/accountinfo: one user's details and roles at the selected school. */
export function SchoolUserAccountPage() {
  return <UserAccountPage scope={SCHOOL_USERS} />;
}

/** /settings/users/addteuser: Add New TE User. */
export function AddTeUserPage() {
  return <AddUserPage scope={TE_USERS} />;
}

/** /settings/users/accountinfo: a TE user's details and TE roles. */
export function TeUserAccountPage() {
  return <UserAccountPage scope={TE_USERS} />;
}
