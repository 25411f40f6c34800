import {
  APPLICATION_MESSAGES,
  type ExportListRow,
  exportStatusName,
  isBulkExportOffered,
  listBulkExportTargets,
} from '@exchange/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { BulkActionProps } from '../../../components/grid-page/grid-actions';
import { useRowEditContext } from '../../../components/grid-page/use-row-edit';
import { useSaveMutation } from '../../../lib/use-save-mutation';
import { exportListsKey, updateExportStatusBulk } from '../api/exports-api';
import { useExportListContext } from './export-list-context';
import { EXPORT_LIST_FORM } from './export-row-edit';

/**
 * Bulk update (§4): offered to users who may edit, under a specific Export Status filter, for two or
 * more selected rows; the targets leave out the filtered status, Denied: Other and No Longer Eligible.
 * The server checks every row and changes all or none; a refusal names the rows it refused.
 */
export function BulkUpdateAction({ rows, clearSelection }: BulkActionProps<ExportListRow>) {
  const { filterStatus, schoolId } = useExportListContext();
  const mayEdit = useRowEditContext().editable;
  const queryClient = useQueryClient();
  const hintId = useId();
  const [target, setTarget] = useState<number | ''>('');
  const [confirming, setConfirming] = useState(false);
  const targets = listBulkExportTargets(filterStatus);
  const offered = isBulkExportOffered(filterStatus, rows.length, mayEdit);
  const bulk = useSaveMutation<{ statusId: number; rows: readonly ExportListRow[] }>({
    form: EXPORT_LIST_FORM,
    send: (body) => updateExportStatusBulk(schoolId, filterStatus, body.statusId, body.rows),
    success: APPLICATION_MESSAGES.exportBulkUpdateComplete,
    // The server's message names the refused rows; §8's text when it gave none.
    failure: APPLICATION_MESSAGES.bulkUpdateFailed,
    reloadOnConflict: [exportListsKey(schoolId)],
    onSuccess: async () => {
      setConfirming(false);
      setTarget('');
      // Bulk update runs under one Export Status filter, so every changed row leaves the list: read again.
      await queryClient.invalidateQueries({ queryKey: exportListsKey(schoolId) });
      clearSelection();
    },
    onFailure: () => setConfirming(false),
  });
  if (!mayEdit || targets.length === 0) return null;
  const chosen = target === '' || !targets.includes(target) ? null : target;
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      role="group"
      aria-label="Bulk update"
    >
      <TextField
        select
        size="small"
        margin="none"
        fullWidth={false}
        label="New Export Status"
        value={chosen ?? ''}
        onChange={(event) => setTarget(Number(event.target.value))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 230 }}
      >
        <option value="">Choose a status</option>
        {targets.map((id) => (
          <option key={id} value={id}>
            {exportStatusName(id)}
          </option>
        ))}
      </TextField>
      <Button
        variant="contained"
        disabled={!offered || chosen === null || bulk.isPending}
        aria-describedby={offered ? undefined : hintId}
        onClick={() => setConfirming(true)}
      >
        Bulk Update
      </Button>
      {!offered && (
        <Typography id={hintId} variant="body2" color="text.secondary">
          Select two or more applications to update them together.
        </Typography>
      )}
      <ConfirmDialog
        open={confirming && chosen !== null}
        title="Bulk Update"
        confirmLabel="Update"
        pendingLabel="Updating..."
        pending={bulk.isPending}
        onConfirm={() => chosen !== null && bulk.submit({ statusId: chosen, rows })}
        onClose={() => setConfirming(false)}
      >
        Change the export status of {rows.length} applications from {exportStatusName(filterStatus)} to{' '}
        {chosen !== null ? exportStatusName(chosen) : ''}?
      </ConfirmDialog>
    </Stack>
  );
}
