import { USER_MESSAGES } from '@exchange/domain';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { createContext, useContext, useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { BulkAction, BulkActionProps } from '../../components/grid-page/grid-actions';
import { useSaveMutation } from '../../lib/use-save-mutation';
import { listKeyOf, removeUser, type UserAccess } from './user-access';
import { deleteBlockedReason, type ListedUser, type UserScopeBase } from './user-scopes';

/** The users grid the actions belong to: they are components, so they read it from here. */
export interface UserListValue {
  scope: UserScopeBase;
  access: UserAccess;
  openAccount(row: ListedUser): void;
}

export const UserListContext = createContext<UserListValue | null>(null);

function useUserList(): UserListValue {
  const value = useContext(UserListContext);
  if (!value) throw new Error('A users grid action is rendered outside its users grid.');
  return value;
}

/** The one user picked: these actions work on a single user. */
const onlyOne = (rows: readonly ListedUser[]) => (rows.length === 1 ? rows[0] : null);

/** Update User: opens the selected user's account information. */
function UpdateUserAction({ rows }: BulkActionProps<ListedUser>) {
  const { openAccount } = useUserList();
  const selected = onlyOne(rows);
  return (
    <Button variant="outlined" disabled={!selected} onClick={() => selected && openAccount(selected)}>
      Update User
    </Button>
  );
}

/** Delete User: confirms, then removes the selected user (from the school, or TE: from the system). */
function DeleteUserAction({ rows, clearSelection }: BulkActionProps<ListedUser>) {
  const { scope, access } = useUserList();
  const selected = onlyOne(rows);
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();
  const blocked = selected
    ? deleteBlockedReason(selected, access.actorId, scope.messages.deleteSelf, access.mayChangeAdmin)
    : null;
  const remove = useSaveMutation<number>({
    form: `${scope.kind}-users`,
    send: (id) => removeUser(scope, access, id),
    success: USER_MESSAGES.deleted,
    failure: USER_MESSAGES.deleteFailed,
    invalidate: [listKeyOf(scope, access)],
    onSuccess: () => {
      setConfirming(false);
      clearSelection();
    },
    // The dialog closes on a failure too, and the failure is toasted as usual (hence false).
    handleError: () => {
      setConfirming(false);
      return false;
    },
  });
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        disabled={!selected || blocked !== null}
        aria-describedby={blocked ? reasonId : undefined}
        onClick={() => setConfirming(true)}
      >
        Delete User
      </Button>
      {blocked && (
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {blocked}
        </Typography>
      )}
      <ConfirmDialog
        open={confirming && selected !== null}
        title="Delete User"
        confirmLabel="Delete User"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        destructive
        onConfirm={() => selected && remove.submit(selected.id)}
        onClose={() => setConfirming(false)}
      >
        {selected && (
          <>
            <strong>
              {selected.firstName} {selected.lastName}
            </strong>{' '}
            ({selected.email}). {scope.messages.deleteConfirm}
          </>
        )}
      </ConfirmDialog>
    </>
  );
}

/** The users grids' actions on the selected user, for those who may manage users. */
export const USER_BULK_ACTIONS: readonly BulkAction<ListedUser>[] = [UpdateUserAction, DeleteUserAction];
