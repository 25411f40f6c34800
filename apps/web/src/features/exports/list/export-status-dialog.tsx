import {
  APPLICATION_MESSAGES,
  EXPORT_STATUS_INPUT,
  type ExportStatusUpdateBody,
  formatUsDate,
  isReasonLongEnough,
} from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useForm, useWatch } from 'react-hook-form';
import { FormDateField } from '../../../components/form-date-field';
import {
  StatusChangeActions,
  StatusChangeDialog,
  StatusReasonField,
} from '../../../components/status-change-dialog';
import { useProgramToday } from '../../../lib/program-name';
import type { ExportStatusInputValues } from '../api/exports-api';
import { type ExportStatusDialogValues, exportStatusDialogResolver } from './export-status-dialog-values';

export interface ExportStatusDialogProps {
  open: boolean;
  /** The export status chosen: Denied: Other asks for a reason, No Longer Eligible for a date. */
  statusId: number;
  statusName: string;
  /** The change is being saved: the buttons wait. */
  busy?: boolean;
  onCancel(): void;
  onConfirm(input: ExportStatusInputValues): void;
}

/**
 * The dialog that collects what an export status needs before it is saved (2-applications §4;
 * open-points 10): a reason of at least 6 characters for Denied: Other, an effective date (today by
 * default) and the notice of what it means for No Longer Eligible. The domain schema checks it, so the
 * dialog gives the server's messages.
 */
export function ExportStatusDialog(props: ExportStatusDialogProps) {
  const { open, busy = false, onCancel } = props;
  return (
    <StatusChangeDialog open={open} title="Update Export Status" busy={busy} onCancel={onCancel}>
      <DialogForm {...props} busy={busy} />
    </StatusChangeDialog>
  );
}

function DialogForm({
  statusId,
  statusName,
  busy = false,
  onCancel,
  onConfirm,
}: Omit<ExportStatusDialogProps, 'open'>) {
  const needs = EXPORT_STATUS_INPUT[statusId];
  const today = useProgramToday();
  const { control, handleSubmit } = useForm<ExportStatusDialogValues, unknown, ExportStatusUpdateBody>({
    defaultValues: { reason: '', date: today },
    resolver: exportStatusDialogResolver(statusId),
  });
  const reason = useWatch({ control, name: 'reason' });
  const date = useWatch({ control, name: 'date' });
  const ready = needs === 'reason' ? isReasonLongEnough(reason) : needs === 'date' ? Boolean(date) : true;
  const submit = handleSubmit((body) =>
    onConfirm({
      exportStatusOtherReason: body.exportStatusOtherReason ?? null,
      noLongerEligibleDate: body.noLongerEligibleDate ?? null,
    }),
  );
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText sx={{ mb: 1 }}>
          New export status: <strong>{statusName}</strong>
        </DialogContentText>
        {needs === 'reason' && <StatusReasonField control={control} name="reason" />}
        {needs === 'date' && (
          <>
            <FormDateField control={control} name="date" label="Effective Date" required />
            {date && (
              <Alert severity="warning" role="status" sx={{ mt: 1 }}>
                {APPLICATION_MESSAGES.noLongerEligibleNotice(formatUsDate(date))}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <StatusChangeActions busy={busy} confirmDisabled={!ready} onCancel={onCancel} />
    </Box>
  );
}
