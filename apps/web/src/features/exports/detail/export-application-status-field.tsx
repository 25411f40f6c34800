import { EXPORT_STATUS_INPUT, exportStatusName, formatUsDate } from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormSelectField } from '../../../components/form-select-field';
import { StatusValueLine } from '../../../components/status-change-dialog';
import type { ExportStatusInputValues } from '../api/exports-api';
import { ExportStatusDialog } from '../list/export-status-dialog';
import type { ExportApplicationFormValues, StatusChoice } from './export-application-values';

const STATUS = 'studentApplication.exportSchoolStatus';
const REASON = 'studentApplication.exportStatusReasonOther';
const DATE = 'studentApplication.noLongerEligibleDate';

interface Props {
  choices: readonly StatusChoice[];
  /** The select can be used (the server sent choices and the user may change the status). */
  editable: boolean;
  /** When the stored status was set, shown under the select. */
  statusDate: string;
}

/** What the chosen status asks for, shown under the select with a way to change it. */
function StatusInputLine({ onChange, editable }: { onChange(): void; editable: boolean }) {
  const { control } = useFormContext<ExportApplicationFormValues>();
  const status = useWatch({ control, name: STATUS });
  const reason = useController({ control, name: REASON });
  const date = useController({ control, name: DATE });
  const needs = EXPORT_STATUS_INPUT[status];
  if (!needs) return null;
  const { field, fieldState } = needs === 'reason' ? reason : date;
  const label = needs === 'reason' ? 'Reason' : 'Effective date';
  const value = needs === 'reason' ? field.value : field.value ? formatUsDate(field.value) : '';
  return (
    <Box sx={{ mt: 1 }}>
      <StatusValueLine label={label} value={value}>
        {editable && (
          <Button size="small" onClick={onChange} aria-label={`Change the ${label.toLowerCase()}`}>
            Change
          </Button>
        )}
      </StatusValueLine>
      {fieldState.error && (
        <Typography variant="body2" color="error" role="alert">
          {fieldState.error.message}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The export status of Export Application (§2, §4): exactly the choices the server sent; Denied: Other
 * and No Longer Eligible open the export status dialog, whose reason or date the form then carries.
 * Cancelling the dialog puts the status back.
 */
export function ExportApplicationStatusField({ choices, editable, statusDate }: Props) {
  const { control, getValues, setValue } = useFormContext<ExportApplicationFormValues>();
  // The dialog keeps its status while it fades out after closing.
  const [dialog, setDialog] = useState<{ status: number; open: boolean } | null>(null);
  // The status before the one the dialog asks about: Cancel returns to it.
  const settled = useRef<number>(getValues(STATUS));

  const open = (status: number) => setDialog({ status, open: true });
  const close = () => setDialog((d) => d && { ...d, open: false });
  const choose = (value: string | number) => {
    const next = Number(value);
    if (EXPORT_STATUS_INPUT[next]) open(next);
    else settled.current = next;
  };
  const cancel = () => {
    if (dialog && getValues(STATUS) === dialog.status && dialog.status !== settled.current) {
      setValue(STATUS, settled.current, { shouldDirty: true, shouldValidate: true });
    }
    close();
  };
  const confirm = (input: ExportStatusInputValues) => {
    if (!dialog) return;
    const options = { shouldDirty: true, shouldValidate: true } as const;
    settled.current = dialog.status;
    if (EXPORT_STATUS_INPUT[dialog.status] === 'reason')
      setValue(REASON, input.exportStatusOtherReason ?? '', options);
    else setValue(DATE, input.noLongerEligibleDate ?? '', options);
    close();
  };

  return (
    <Box>
      <FormSelectField<ExportApplicationFormValues>
        control={control}
        name={STATUS}
        label="Export Status"
        required
        fullWidth
        disabled={!editable}
        options={choices}
        onValueChange={choose}
        helperText={`Status date: ${formatUsDate(statusDate)}`}
      />
      <StatusInputLine editable={editable} onChange={() => open(getValues(STATUS))} />
      {dialog && (
        <ExportStatusDialog
          open={dialog.open}
          statusId={dialog.status}
          statusName={exportStatusName(dialog.status)}
          onCancel={cancel}
          onConfirm={confirm}
        />
      )}
    </Box>
  );
}
