import type { ActionState } from '@exchange/domain';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSignedInUser } from '../../../lib/auth-context';
import { useDeleteExportApplication } from '../api/export-application-api';

interface Props {
  applicationId: number;
  /** Whose application, for the confirmation ("Jamie Rivera, 2025-2026"). */
  description: string;
  /** The server's verdict: 'disabled' shows the button unusable (an import school has acted). */
  state: Exclude<ActionState, 'hidden'>;
  /** The id of the text saying why the button is unusable, read with it. */
  describedBy?: string;
  /** Where the user goes once the application is removed. */
  listPath: string;
}

/**
 * Delete App (§2; open-points 9): a confirmation first, then DELETE api/export/application/{id},
 * "Student application removed." and back to the list.
 */
export function ExportApplicationDeleteAction({
  applicationId,
  description,
  state,
  describedBy,
  listPath,
}: Props) {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useDeleteExportApplication(applicationId, user.id, () => {
    setOpen(false);
    navigate(listPath, { replace: true });
  });
  const disabled = state === 'disabled';
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        disabled={disabled || remove.isPending}
        aria-describedby={disabled ? describedBy : undefined}
        onClick={() => setOpen(true)}
      >
        Delete App
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete Application"
        confirmLabel="Delete App"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        destructive
        onConfirm={() => remove.submit(undefined)}
        onClose={() => setOpen(false)}
      >
        Remove the application of {description}? The student is told by email. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
