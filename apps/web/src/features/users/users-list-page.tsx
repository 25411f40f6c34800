import { USER_MESSAGES } from '@exchange/domain';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { GridPage } from '../../components/grid-page/grid-page';
import { PageFrame } from '../../components/page-frame';
import { useUserAccess, useUserRows } from './user-access';
import { USER_BULK_ACTIONS, UserListContext, type UserListValue } from './user-list-actions';
import type { AccountInfoState } from './user-navigation';
import { DEFAULT_USER_SORT, type ListedUser, SCHOOL_USERS, TE_USERS, type UserScope } from './user-scopes';

function UsersListPage<R extends ListedUser>({ scope }: { scope: UserScope<R> }) {
  const navigate = useNavigate();
  const access = useUserAccess(scope);
  const rows = useUserRows(scope, access);
  const list = useMemo<UserListValue>(
    () => ({
      scope,
      access,
      openAccount: (row) => {
        const state: AccountInfoState = { userId: row.id };
        navigate(scope.paths.account, { state });
      },
    }),
    [scope, access, navigate],
  );
  const { mayManage } = access;
  return (
    <PageFrame title={scope.titles.list} subtitle={access.schoolName} maxWidth={1600}>
      <UserListContext.Provider value={list}>
        <GridPage<R>
          label={scope.grid.label}
          rows={rows.data}
          columns={scope.grid.columns}
          loading={rows.isLoading}
          errorMessage={rows.isError ? USER_MESSAGES.loadFailed : null}
          onRetry={() => void rows.refetch()}
          emptyMessage={scope.emptyMessage(access.schoolName)}
          exportFileName={scope.grid.exportFileName}
          defaultSort={DEFAULT_USER_SORT}
          actions={
            mayManage && (
              <Button variant="contained" component={RouterLink} to={scope.paths.add}>
                {scope.addLinkLabel}
              </Button>
            )
          }
          bulkActions={mayManage ? USER_BULK_ACTIONS : undefined}
          onRowOpen={mayManage ? list.openAccount : undefined}
          selectionResetKey={access.schoolId}
        />
      </UserListContext.Provider>
    </PageFrame>
  );
}

/** /school/users: the selected school's users (1-core §2); read-only users get no buttons. */
export function SchoolUsersPage() {
  return <UsersListPage scope={SCHOOL_USERS} />;
}

/** /settings/users (admin only): central-office users; read-only admins get no buttons. */
export function TeUsersPage() {
  return <UsersListPage scope={TE_USERS} />;
}
