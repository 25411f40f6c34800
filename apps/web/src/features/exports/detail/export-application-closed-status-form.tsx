import {
  APPLICATION_MESSAGES,
  EXPORT_STATUS_INPUT,
  type ExportStatusUpdateBody,
  formatUsDate,
  type StudentApplicationView,
} from '@exchange/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormDateField } from '../../../components/form-date-field';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { useProgramToday } from '../../../lib/program-name';
import { useUpdateClosedExportStatus } from '../api/export-application-api';
import {
  type ClosedStatusFormValues,
  closedStatusFormValues,
  closedStatusResolver,
} from './export-application-closed-status';
import { CLOSED_LIST_PATH, exportStatusChoices } from './export-application-values';

/**
 * The export status of a closed application (2-applications §4): the choices the server sent for
 * closed applications; the reason field shows for Denied: Other and the date for No Longer Eligible.
 * Users who may not change it see it disabled.
 */
export function ExportApplicationClosedStatusForm({
  application: a,
}: {
  application: StudentApplicationView;
}) {
  const navigate = useNavigate();
  const editable = a.exportActions.editStatus === 'enabled' && a.exportStatusOptions.length > 1;
  const values = useMemo(() => closedStatusFormValues(a), [a]);
  const today = useProgramToday();
  const form = useForm<ClosedStatusFormValues, unknown, ExportStatusUpdateBody>({
    resolver: useMemo(closedStatusResolver, []),
    defaultValues: values,
    values,
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  const { control } = form;
  const status = useWatch({ control, name: 'exportStatusId' });
  const date = useWatch({ control, name: 'noLongerEligibleDate' });
  const needs = EXPORT_STATUS_INPUT[status];
  const update = useUpdateClosedExportStatus(a.id, a.version, () => navigate(CLOSED_LIST_PATH));
  const changed = status !== a.exportSchoolStatus;
  const submit = form.handleSubmit((body) => {
    if (!update.isPending) update.submit(body, form);
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Export status" sx={{ maxWidth: 520 }}>
      <FormSelectField
        control={control}
        name="exportStatusId"
        label="Export Status"
        fullWidth
        disabled={!editable}
        options={exportStatusChoices(a.exportStatusOptions, a.exportSchoolStatus)}
        helperText={`Status date: ${formatUsDate(a.exportStatusDate)}`}
        onValueChange={(next) => {
          if (EXPORT_STATUS_INPUT[Number(next)] === 'date' && !form.getValues('noLongerEligibleDate'))
            form.setValue('noLongerEligibleDate', today, { shouldDirty: true });
        }}
      />
      {needs === 'reason' && (
        <FormTextField
          control={control}
          name="exportStatusOtherReason"
          label="Reason"
          fullWidth
          multiline
          minRows={2}
          margin="normal"
          disabled={!editable || !changed}
          required={editable && changed}
          helperText={editable && changed ? APPLICATION_MESSAGES.reasonTooShort : undefined}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      )}
      {needs === 'date' && (
        <>
          <FormDateField
            control={control}
            name="noLongerEligibleDate"
            label="Effective Date"
            disabled={!editable || !changed}
            required={editable && changed}
          />
          {editable && changed && date && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {APPLICATION_MESSAGES.noLongerEligibleNotice(formatUsDate(date))}
            </Alert>
          )}
        </>
      )}
      {editable && (
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!changed || update.isPending}>
          {update.isPending ? 'Updating...' : 'Update Export Status'}
        </Button>
      )}
    </Box>
  );
}
