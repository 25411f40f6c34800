import { ELIGIBILITY_ANSWER, formatUsDate, IMPORT_DIALOG_FIELDS } from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { FormSelectField } from '../../../components/form-select-field';
import { StatusValueLine } from '../../../components/status-change-dialog';
import type { ImportListRow } from '../api/imports-api';
import { type ImportDialogValues, ImportStatusDialog } from '../list/import-status-dialog';
import { asksQuestion, dialogDateLabel } from '../list/import-status-dialog-values';
import { statusChangeLine } from './import-application-display';
import {
  type Choice,
  type ImportApplicationFormValues,
  opensImportStatusDialog,
} from './import-application-values';

interface Props {
  row: ImportListRow;
  choices: readonly Choice[];
  /** The select can be used (the server sent choices and the user may change the status). */
  editable: boolean;
  /** Called after the user picked a status (and kept it), for the fields that depend on it. */
  onStatusChange(next: number): void;
}

const answerText = (answer: number | null) =>
  answer === ELIGIBILITY_ANSWER.YES ? 'Yes' : answer === ELIGIBILITY_ANSWER.NO ? 'No' : 'Not answered';

/**
 * What the chosen status carries under the select: the Denied: Other reason, the withdrawal or
 * graduation date and the eligibility answer, with Change to open the dialog again for a new choice.
 */
function DialogAnswers({ row, onChange }: { row: ImportListRow; onChange?: () => void }) {
  const { control } = useFormContext<ImportApplicationFormValues>();
  const values = useWatch({ control }) as ImportApplicationFormValues;
  const { errors } = useFormState({ control });
  const status = values.importStatus;
  const needs = IMPORT_DIALOG_FIELDS[status];
  const asked = asksQuestion(row, status);
  if (needs !== 'reason' && needs !== 'date' && !asked) return null;
  const error = errors.importStatusOtherReason ?? errors.withdrawalDate ?? errors.addSemesterEligibility;
  return (
    <Box sx={{ mt: 1 }}>
      {needs === 'reason' && <StatusValueLine label="Reason" value={values.importStatusOtherReason} />}
      {needs === 'date' && (
        <StatusValueLine label={dialogDateLabel(status)} value={formatUsDate(values.withdrawalDate)} />
      )}
      {asked && (
        <StatusValueLine
          label="Used a term of eligibility"
          value={answerText(values.addSemesterEligibility)}
        />
      )}
      {onChange && (
        <Button size="small" onClick={onChange} sx={{ mt: 0.5 }}>
          Change the details
        </Button>
      )}
      {error && (
        <Typography variant="body2" color="error" role="alert">
          {error.message}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The import status of Import Application (2-applications §2, §4): exactly the choices the server sent;
 * Denied: Other, Withdrawn and Graduated open the Update Import Status dialog (with the eligibility
 * question when the student leaves Enrolled or a leave; Approved or a leave on a transfer), whose
 * answers the form then carries until Update App. Cancelling the dialog puts the status back.
 */
export function ImportApplicationStatusField({ row, choices, editable, onStatusChange }: Props) {
  const { control, getValues, setValue } = useFormContext<ImportApplicationFormValues>();
  // The dialog keeps its status while it fades out after closing.
  const [dialog, setDialog] = useState<{ status: number; open: boolean } | null>(null);
  // The status before the one the dialog asks about: Cancel returns to it.
  const settled = useRef<number>(getValues('importStatus'));
  const status = useWatch({ control, name: 'importStatus' });

  const open = (next: number) => setDialog({ status: next, open: true });
  const close = () => setDialog((d) => d && { ...d, open: false });
  const choose = (value: string | number) => {
    const next = Number(value);
    if (opensImportStatusDialog(row, next)) open(next);
    else {
      settled.current = next;
      onStatusChange(next);
    }
  };
  const cancel = () => {
    if (dialog && getValues('importStatus') === dialog.status && dialog.status !== settled.current) {
      setValue('importStatus', settled.current, { shouldDirty: true, shouldValidate: true });
    }
    close();
  };
  const confirm = (answers: ImportDialogValues) => {
    if (!dialog) return;
    const options = { shouldDirty: true, shouldValidate: true } as const;
    settled.current = dialog.status;
    setValue('importStatusOtherReason', answers.importStatusOtherReason ?? '', options);
    setValue('withdrawalDate', answers.withdrawalDate ?? '', options);
    setValue('addSemesterEligibility', answers.addSemesterEligibility, options);
    onStatusChange(dialog.status);
    close();
  };
  const changed = status !== row.importStatus;

  return (
    <Box>
      <FormSelectField<ImportApplicationFormValues>
        control={control}
        name="importStatus"
        label="Import Status"
        required
        fullWidth
        disabled={!editable}
        options={choices}
        onValueChange={choose}
        helperText={statusChangeLine(row)}
      />
      <DialogAnswers row={row} onChange={editable && changed ? () => open(status) : undefined} />
      {dialog && (
        // The dialog's own form is rendered in a portal, but React bubbles its submit through this
        // form's tree: stopped here so Confirm never sends Update App as well.
        <Box component="span" onSubmit={(event) => event.stopPropagation()}>
          <ImportStatusDialog
            open={dialog.open}
            row={row}
            nextStatus={dialog.status}
            onCancel={cancel}
            onConfirm={confirm}
          />
        </Box>
      )}
    </Box>
  );
}
