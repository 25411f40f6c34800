import {
  type AidYearCreateBody,
  type AidYearFormValues,
  aidYearCreateBodySchema,
  aidYearFormBody,
  SETTINGS_MESSAGES as M,
} from '@exchange/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { FormDateField } from '../../components/form-date-field';
import { FormTextField } from '../../components/form-text-field';
import { formResolver } from '../../lib/form-resolver';
import type { FieldErrorTarget } from '../../lib/server-field-errors';

const resolver = formResolver<AidYearFormValues, AidYearCreateBody>(aidYearCreateBodySchema, {
  toBody: aidYearFormBody,
});

interface Props {
  values: AidYearFormValues;
  /** Fields are disabled for a past aid year and for readers who may not edit (§5). */
  editable: boolean;
  isNew: boolean;
  saving: boolean;
  save(body: AidYearCreateBody, form: FieldErrorTarget<AidYearFormValues>): void;
}

/**
 * The six fields of an aid year (3-billing §2, §5: all required), checked with the schema the server
 * uses; the save button shows only while the aid year may be changed.
 */
export function AidYearSettingsForm({ values, editable, isNew, saving, save }: Props) {
  const form = useForm<AidYearFormValues, unknown, AidYearCreateBody>({
    resolver,
    defaultValues: values,
    values,
    // After a reload (a save, or someone saving first) what the user typed and did not save stays.
    resetOptions: { keepDirtyValues: true },
  });
  const disabled = !editable;
  const date = (name: keyof AidYearFormValues, label: string, helperText?: string) => (
    <FormDateField
      control={form.control}
      name={name}
      label={label}
      required
      disabled={disabled}
      helperText={helperText}
    />
  );
  return (
    <Box
      component="form"
      noValidate
      aria-label={isNew ? 'New aid year' : `Aid year ${values.aidyear}`}
      onSubmit={form.handleSubmit((body) => !saving && save(body, form))}
    >
      <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, py: 2, mb: 2 }}>
        <Grid container columnSpacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="aidyear"
              label="Aid Year"
              required
              disabled={disabled}
              fullWidth
              margin="normal"
              placeholder="2027-2028"
              slotProps={{ htmlInput: { maxLength: 9, inputMode: 'numeric' } }}
              helperText="YYYY-YYYY, for example 2027-2028"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="setRate"
              label="Set Rate"
              required
              disabled={disabled}
              fullWidth
              margin="normal"
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                htmlInput: { inputMode: 'decimal' },
              }}
              helperText={M.setRateHelp}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{date('aidyearbegindate', 'Aid Year Begin Date')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{date('aidyearenddate', 'Aid Year End Date')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{date('displaybegindate', 'Display Begin Date')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{date('displayenddate', 'Display End Date')}</Grid>
        </Grid>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {M.displayHelp}
        </Typography>
      </Paper>
      {editable && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          {/* aria-disabled rather than disabled while saving: a disabled button loses the keyboard focus. */}
          <Button type="submit" variant="contained" aria-disabled={saving || undefined}>
            {saving ? 'Saving...' : isNew ? 'Add Aid Year' : 'Update'}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
