import { holdsAdminRole, TRAINING_LABELS, USER_MESSAGES } from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AppDataGrid } from '../../components/app-data-grid';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { api, errorMessage } from '../../lib/api';
import { useSignedInUser } from '../../lib/auth-context';
import { formToasts } from '../../lib/form-toasts';
import { useSchool } from '../../lib/school-context';
import { useSchoolPermission } from '../../lib/school-permissions';
import type { AccountInfoState } from './school-user-pages';
import { type SchoolUserRow, userKeys, useSchoolUsers } from './users-api';

const toasts = formToasts('school-users');

// Minimum widths add up to less than the content area beside the drawer at 1280 px, so every header
// reads in full there; narrower screens scroll the grid sideways.
const COLUMNS: GridColDef<SchoolUserRow>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 140 },
  { field: 'firstName', headerName: 'First Name', flex: 0.7, minWidth: 110 },
  { field: 'lastName', headerName: 'Last Name', flex: 0.7, minWidth: 110 },
  { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 180 },
  { field: 'roleName', headerName: 'Role', flex: 1, minWidth: 130 },
  {
    field: 'trainingComplete',
    headerName: 'Training Complete',
    minWidth: 150,
    valueFormatter: (value: number) => TRAINING_LABELS[value] ?? '',
  },
  {
    field: 'DailyDigest',
    headerName: 'Daily Digest',
    minWidth: 115,
    valueFormatter: (value: number) => (value === 1 ? 'Yes' : 'No'),
  },
];
const DEFAULT_SORT = [{ field: 'lastName', sort: 'asc' as const }];
const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** /school/users: the selected school's users (1-core §2); read-only users get no buttons. */
export function SchoolUsersPage() {
  const user = useSignedInUser();
  const { selectedSchool } = useSchool();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayManage = useSchoolPermission('manageSchoolUsers', 'write');
  const mayChangeAdmin = useSchoolPermission('changeAdminRole', 'write');
  const users = useSchoolUsers(selectedSchool?.id ?? null);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const [confirming, setConfirming] = useState(false);
  const schoolId = selectedSchool?.id;
  useEffect(() => {
    if (schoolId) setSelection(NO_SELECTION);
  }, [schoolId]);
  const selectedId = [...selection.ids][0];
  const selected = users.data?.find((u) => u.id === selectedId) ?? null;
  // Why the selected user cannot be deleted here, if they cannot (the server refuses the same).
  const deleteBlocked = !selected
    ? null
    : selected.id === user.id
      ? USER_MESSAGES.cannotRemoveSelf
      : !mayChangeAdmin && holdsAdminRole(selected.userRole)
        ? USER_MESSAGES.adminRoleOnlyAdmin
        : null;

  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/api/user/${id}/${selectedSchool?.id}?modifiedby=${user.id}`),
    onSuccess: async () => {
      setConfirming(false);
      setSelection(NO_SELECTION);
      toasts.success(USER_MESSAGES.deleted);
      await queryClient.invalidateQueries({ queryKey: userKeys.school(selectedSchool?.id ?? 0) });
    },
    onError: (error) => {
      setConfirming(false);
      toasts.error(errorMessage(error, USER_MESSAGES.deleteFailed));
    },
  });

  const openAccount = (id: number) => {
    const state: AccountInfoState = { userId: id };
    navigate('/school/users/accountinfo', { state });
  };

  return (
    <Box component="section" aria-labelledby="school-users-title">
      <Typography id="school-users-title" variant="h1" gutterBottom>
        Users
      </Typography>
      {selectedSchool && (
        <Typography variant="h2" component="p" color="primary" sx={{ mb: 2, fontSize: '1.3rem' }}>
          {selectedSchool.schoolName}
        </Typography>
      )}
      {mayManage && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to="/school/users/adduser">
            Add User
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
            disabled={!selected || deleteBlocked !== null}
            aria-describedby={deleteBlocked ? 'delete-user-blocked' : undefined}
            onClick={() => setConfirming(true)}
          >
            Delete User
          </Button>
          {deleteBlocked && (
            <Typography
              id="delete-user-blocked"
              variant="body2"
              color="text.secondary"
              sx={{ alignSelf: 'center' }}
            >
              {deleteBlocked}
            </Typography>
          )}
        </Stack>
      )}
      <AppDataGrid<SchoolUserRow>
        label="School users"
        exportFileName="school-users"
        rows={users.data ?? []}
        columns={COLUMNS}
        loading={users.isPending && selectedSchool !== null}
        defaultSort={DEFAULT_SORT}
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        onRowDoubleClick={mayManage ? (params) => openAccount(Number(params.id)) : undefined}
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
            ({selected.email}). {USER_MESSAGES.deleteSchoolUserConfirm}
          </>
        )}
      </ConfirmDialog>
    </Box>
  );
}
