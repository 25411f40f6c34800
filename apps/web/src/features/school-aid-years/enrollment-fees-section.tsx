import { ENROLLMENT_FEE_TYPES, FEE_FREQUENCIES } from '@exchange/domain';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormRadioGroup } from '../../components/form-radio-group';
import { FormSection } from '../../components/form-section';
import { FormTextField } from '../../components/form-text-field';
import type { AidYearFormValues } from './aid-year-form-values';
import { YES_NO } from './deadlines-section';

const FREQUENCIES = FEE_FREQUENCIES.map((f) => ({ value: f.id, label: f.name }));

/** One fee: Yes/No, and for Yes its frequency and amount (both required, 1-core §5). */
function FeeRow({ index, disabled }: { index: number; disabled: boolean }) {
  const { control } = useFormContext<AidYearFormValues>();
  const offered = useWatch({ control, name: `fees.${index}.offered` });
  const fee = ENROLLMENT_FEE_TYPES[index]!;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: index ? 2 : 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, p: 0 }}>
        {fee.name}
      </Typography>
      <Grid container columnSpacing={2} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 3 }}>
          <FormRadioGroup
            control={control}
            name={`fees.${index}.offered`}
            label="Charged"
            options={YES_NO}
            disabled={disabled}
          />
        </Grid>
        {offered === 1 && (
          <>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormRadioGroup
                control={control}
                name={`fees.${index}.feeFrequencyId`}
                label="Frequency"
                options={FREQUENCIES}
                required
                disabled={disabled}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormTextField
                control={control}
                name={`fees.${index}.amount`}
                label={`${fee.name} Amount`}
                required
                disabled={disabled}
                helperText="Dollars"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Grid>
          </>
        )}
      </Grid>
    </Box>
  );
}

/** Enrollment Fees: export application, export participation and import applicant fees. */
export function EnrollmentFeesSection({ disabled }: { disabled: boolean }) {
  return (
    <FormSection title="Enrollment Fees">
      {ENROLLMENT_FEE_TYPES.map((f, index) => (
        <FeeRow key={f.id} index={index} disabled={disabled} />
      ))}
    </FormSection>
  );
}
