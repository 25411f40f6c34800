import { USER_MESSAGES } from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AppDataGrid } from '../../components/app-data-grid';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { api, errorMessage } from '../../lib/api';
import { useSignedInUser } from '../../lib/auth-context';
import { formToasts } from '../../lib/form-toasts';
import { useIsWritingTeAdmin } from '../../lib/school-permissions';
import type { AccountInfoState } from './school-user-pages';
import { type StaffRow, userKeys, useTeUsers } from './users-api';

const toasts = formToasts('te-users');

const COLUMNS: GridColDef<StaffRow>[] = [
  { field: 'firstName', headerName: 'First Name', flex: 0.8, minWidth: 120 },
  { field: 'lastName', headerName: 'Last Name', flex: 0.8, minWidth: 120 },
  { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 220 },
  { field: 'roleName', headerName: 'Role', flex: 1.2, minWidth: 200 },
];
const DEFAULT_SORT = [{ field: 'lastName', sort: 'asc' as const }];
const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** /settings/users (admin only): central-office users; read-only admins get no buttons. */
export function TeUsersPage() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayWrite = useIsWritingTeAdmin();
  const users = useTeUsers();
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const [confirming, setConfirming] = useState(false);
  const selectedId = [...selection.ids][0];
  const selected = users.data?.find((u) => u.id === selectedId) ?? null;
  const isSelf = selected?.id === user.id;

  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/api/user/${id}?modifiedby=${user.id}`),
    onSuccess: async () => {
      setConfirming(false);
      setSelection(NO_SELECTION);
      toasts.success(USER_MESSAGES.deleted);
      await queryClient.invalidateQueries({ queryKey: userKeys.te });
    },
    onError: (error) => {
      setConfirming(false);
      toasts.error(errorMessage(error, USER_MESSAGES.deleteFailed));
    },
  });

  const openAccount = (id: number) => {
    const state: AccountInfoState = { userId: id };
    navigate('/settings/users/accountinfo', { state });
  };

  return (
    <Box component="section" aria-labelledby="te-users-title">
      <Typography id="te-users-title" variant="h1" gutterBottom>
        TE Users
      </Typography>
      {mayWrite && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to="/settings/users/addteuser">
            Add New TE User
          </Button>
          <Button
            variant="outlined"
            disabled={!selected}
            onClick={() => selected && openAccount(selected.id)}
          >
            Update User
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={!selected || isSelf}
            aria-describedby={isSelf ? 'delete-te-user-blocked' : undefined}
            onClick={() => setConfirming(true)}
          >
            Delete User
          </Button>
          {isSelf && (
            <Typography
              id="delete-te-user-blocked"
              variant="body2"
              color="text.secondary"
              sx={{ alignSelf: 'center' }}
            >
              {USER_MESSAGES.cannotDeleteSelf}
            </Typography>
          )}
        </Stack>
      )}
      <AppDataGrid<StaffRow>
        label="TE users"
        exportFileName="te-users"
        rows={users.data ?? []}
        columns={COLUMNS}
        loading={users.isPending}
        defaultSort={DEFAULT_SORT}
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        onRowDoubleClick={mayWrite ? (params) => openAccount(Number(params.id)) : undefined}
      />
      <ConfirmDialog
        open={confirming && selected !== null}
        title="Delete User"
        confirmLabel="Delete User"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        destructive
        onConfirm={() => selected && remove.mutate(selected.id)}
        onClose={() => setConfirming(false)}
      >
        {selected && (
          <>
            <strong>
              {selected.firstName} {selected.lastName}
            </strong>{' '}
            ({selected.email}). {USER_MESSAGES.deleteTeUserConfirm}
          </>
        )}
      </ConfirmDialog>
    </Box>
  );
}
