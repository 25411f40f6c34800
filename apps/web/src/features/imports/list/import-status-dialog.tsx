import {
  IMPORT_DIALOG_FIELDS,
  type ImportListRow,
  type ImportStatusUpdateBody,
  importStatusName,
  APPLICATION_MESSAGES as M,
} from '@exchange/domain';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDateField } from '../../../components/form-date-field';
import { FormRadioGroup } from '../../../components/form-radio-group';
import {
  StatusChangeActions,
  StatusChangeDialog,
  StatusReasonField,
} from '../../../components/status-change-dialog';
import { useProgramToday } from '../../../lib/program-name';
import {
  asksQuestion,
  checkDialogForm,
  dialogDateLabel,
  dialogDefaults,
  ELIGIBILITY_CHOICES,
  type ImportDialogForm,
  type ImportDialogValues,
  importStatusDialogResolver,
  showLastEligibilityUsed,
  toDialogValues,
} from './import-status-dialog-values';
import { LeaveDateFields } from './leave-date-fields';

export type { ImportDialogValues };

/**
 * The row the dialog is about: its saved status and its application's reading (a transfer's or the
 * list's) decide the question, its names the text.
 */
export type ImportDialogRow = Pick<
  ImportListRow,
  | 'importStatus'
  | 'applicationStatus'
  | 'exportSchoolStatus'
  | 'lastEligibilityUsed'
  | 'studentFirstName'
  | 'studentLastName'
>;

export interface ImportStatusDialogProps {
  open: boolean;
  /** The row whose status changes (null while no dialog has been asked for). */
  row: ImportDialogRow | null;
  /** The status chosen: Denied: Other, Withdrawn, Graduated or Leave of Absence. */
  nextStatus: number;
  /** The change is being saved: the buttons wait. */
  busy?: boolean;
  onConfirm(values: ImportDialogValues): void;
  onCancel(): void;
}

/**
 * Update Import Status (2-applications §4, §5; open-points 7): a reason of at least 6 characters for
 * Denied: Other, the date for Withdrawn and Graduated (today by default), begin and end for Leave of
 * Absence (the end after the begin, within 6 months; a broken rule is said under the end at once), and
 * "Has the student used a term of eligibility?" when the student leaves Enrolled or a leave that way
 * (Approved or a leave on a transfer application). Confirm stays disabled while the domain's dialog check fails; the grid rows and the
 * import detail both open it.
 */
export function ImportStatusDialog({
  open,
  row,
  nextStatus,
  busy = false,
  onConfirm,
  onCancel,
}: ImportStatusDialogProps) {
  return (
    <StatusChangeDialog
      open={open && row !== null}
      title="Update Import Status"
      busy={busy}
      onCancel={onCancel}
    >
      {row && (
        <DialogForm row={row} nextStatus={nextStatus} busy={busy} onCancel={onCancel} onConfirm={onConfirm} />
      )}
    </StatusChangeDialog>
  );
}

interface FormProps extends Omit<ImportStatusDialogProps, 'open' | 'row'> {
  row: ImportDialogRow;
}

function DialogForm({ row, nextStatus, busy = false, onCancel, onConfirm }: FormProps) {
  const today = useProgramToday();
  const field = IMPORT_DIALOG_FIELDS[nextStatus];
  const asks = asksQuestion(row, nextStatus);
  const { control, handleSubmit, trigger, getFieldState } = useForm<
    ImportDialogForm,
    unknown,
    ImportStatusUpdateBody
  >({
    defaultValues: dialogDefaults(today),
    // A field is checked once left, then at every change: a half-typed date is not called wrong.
    mode: 'onTouched',
    resolver: importStatusDialogResolver(row, nextStatus),
  });
  const form = useWatch({ control }) as ImportDialogForm;
  const { confirmDisabled } = checkDialogForm(row, nextStatus, form);
  // The end's limit follows the begin: a changed begin re-checks an end already given.
  useEffect(() => {
    if (form.leaveBegin && getFieldState('leaveEnd').isTouched) void trigger('leaveEnd');
  }, [form.leaveBegin, getFieldState, trigger]);
  const confirm = handleSubmit(() => onConfirm(toDialogValues(form, nextStatus, asks)));
  // The dialog sits in a portal, but React bubbles its submit through the component tree: a form
  // around the dialog's opener (the detail's) must not be submitted with it.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void confirm(event);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Update import status">
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText sx={{ mb: 1 }}>
          {row.studentFirstName} {row.studentLastName}: new import status{' '}
          <strong>{importStatusName(nextStatus)}</strong>
        </DialogContentText>
        {field === 'reason' && <StatusReasonField control={control} name="reason" />}
        {field === 'date' && (
          <FormDateField control={control} name="date" label={dialogDateLabel(nextStatus)} required />
        )}
        {field === 'leaveDates' && (
          <LeaveDateFields control={control} beginName="leaveBegin" endName="leaveEnd" />
        )}
        {asks && (
          <Box sx={{ mt: 2 }}>
            <FormRadioGroup
              control={control}
              name="eligibility"
              label={M.eligibilityQuestion}
              options={ELIGIBILITY_CHOICES}
              required
            />
            <Typography variant="body2" color="text.secondary">
              Last eligibility used: {showLastEligibilityUsed(row.lastEligibilityUsed)}
            </Typography>
          </Box>
        )}
      </DialogContent>
      <StatusChangeActions busy={busy} confirmDisabled={confirmDisabled} onCancel={onCancel} />
    </Box>
  );
}
