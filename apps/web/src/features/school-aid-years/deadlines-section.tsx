import Grid from '@mui/material/Grid';
import { useFormContext } from 'react-hook-form';
import { FormDateField } from '../../components/form-date-field';
import { FormRadioGroup } from '../../components/form-radio-group';
import { FormSection } from '../../components/form-section';
import { FormTextField } from '../../components/form-text-field';
import type { AidYearFormValues } from './aid-year-form-values';

/** Yes/No answers stored as 1/0. */
export const YES_NO = [
  { value: 1, label: 'Yes' },
  { value: 0, label: 'No' },
];

/** Deadlines and Links: application deadlines, mid-term entry and the school's web pages. */
export function DeadlinesSection({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<AidYearFormValues>();
  return (
    <FormSection title="Deadlines and Links">
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormDateField
            control={control}
            name="exportDeadline"
            label="Export Deadline"
            required
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormDateField
            control={control}
            name="importDeadline"
            label="Import Deadline"
            required
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormRadioGroup
            control={control}
            name="acceptMidTermStudents"
            label="Accept Mid-Term Students"
            options={YES_NO}
            required
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormRadioGroup
            control={control}
            name="willExtendTuition"
            label="Will Extend Tuition"
            options={YES_NO}
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="exportUrl"
            label="Export Information URL"
            type="url"
            disabled={disabled}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="importUrl"
            label="Import Information URL"
            type="url"
            disabled={disabled}
          />
        </Grid>
      </Grid>
    </FormSection>
  );
}
