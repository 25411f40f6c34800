import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormCheckbox } from '../../components/form-checkbox';
import { FormRadioGroup } from '../../components/form-radio-group';
import { FormSection } from '../../components/form-section';
import { FormTextField } from '../../components/form-text-field';
import type { SchoolFormValues } from './school-form-values';

const STANDING = [
  { value: 0, label: 'Good' },
  { value: 1, label: 'Poor' },
];

/** Line credit in whole dollars; only digits are taken. */
function LineCreditField({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<SchoolFormValues>();
  const { field, fieldState } = useController({ control, name: 'lineCredit' });
  return (
    <TextField
      label="Line Credit"
      name={field.name}
      disabled={disabled}
      value={field.value ?? ''}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '');
        field.onChange(digits ? Number(digits) : null);
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? 'Whole dollars'}
    />
  );
}

/** TE Admin Settings (TE only): standing with a leniency reason when Poor, archived, closed. */
export function TeAdminSettingsSection({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<SchoolFormValues>();
  const standing = useWatch({ control, name: 'alertLeniency' });
  return (
    <FormSection title="TE Admin Settings">
      <Grid container columnSpacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormRadioGroup
            control={control}
            name="alertLeniency"
            label="Standing"
            options={STANDING}
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormCheckbox control={control} name="archived" label="Archived" disabled={disabled} />
          <FormCheckbox control={control} name="isClosed" label="Closed" disabled={disabled} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <LineCreditField disabled={disabled} />
        </Grid>
      </Grid>
      {standing === 1 && (
        <FormTextField
          control={control}
          name="leniencyReason"
          label="Leniency Reason"
          required
          multiline
          minRows={2}
          disabled={disabled}
        />
      )}
    </FormSection>
  );
}
