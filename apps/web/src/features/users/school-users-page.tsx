import { TRAINING_LABELS, USER_MESSAGES } from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AppDataGrid } from '../../components/app-data-grid';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { api, errorMessage } from '../../lib/api';
import { useSignedInUser } from '../../lib/auth-context';
import { useSchool } from '../../lib/school-context';
import { useSchoolPermission } from '../../lib/school-permissions';
import type { AccountInfoState } from './school-user-pages';
import { type SchoolUserRow, userKeys, useSchoolUsers } from './users-api';

const COLUMNS: GridColDef<SchoolUserRow>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'firstName', headerName: 'First Name', flex: 0.8, minWidth: 120 },
  { field: 'lastName', headerName: 'Last Name', flex: 0.8, minWidth: 120 },
  { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 200 },
  { field: 'roleName', headerName: 'Role', flex: 1, minWidth: 160 },
  {
    field: 'trainingComplete',
    headerName: 'Training Complete',
    minWidth: 150,
    valueFormatter: (value: number) => TRAINING_LABELS[value] ?? '',
  },
  {
    field: 'DailyDigest',
    headerName: 'Daily Digest',
    minWidth: 120,
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
  const users = useSchoolUsers(selectedSchool?.id ?? null);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const [confirming, setConfirming] = useState(false);
  const schoolId = selectedSchool?.id;
  useEffect(() => {
    if (schoolId) setSelection(NO_SELECTION);
  }, [schoolId]);
  const selectedId = [...selection.ids][0];
  const selected = users.data?.find((u) => u.id === selectedId) ?? null;

  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`/api/user/${id}/${selectedSchool?.id}?modifiedby=${user.id}`),
    onSuccess: async () => {
      setConfirming(false);
      setSelection(NO_SELECTION);
      enqueueSnackbar(USER_MESSAGES.deleted, { variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: userKeys.school(selectedSchool?.id ?? 0) });
    },
    onError: (error) => {
      setConfirming(false);
      enqueueSnackbar(errorMessage(error, USER_MESSAGES.deleteFailed), { variant: 'error' });
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
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
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
          <Button variant="outlined" color="error" disabled={!selected} onClick={() => setConfirming(true)}>
            Delete User
          </Button>
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
