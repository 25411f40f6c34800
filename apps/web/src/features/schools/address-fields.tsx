import { COUNTRY_US, formatPhone } from '@exchange/domain';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormSelectField } from '../../components/form-select-field';
import { FormTextField } from '../../components/form-text-field';
import type { SchoolFormValues } from './school-form-values';
import type { SchoolReferences } from './school-references';

/** Phone: shown as (###) ###-#### for the US once complete; the schema stores digits only. */
function PhoneField({ disabled, us }: { disabled: boolean; us: boolean }) {
  const { control } = useFormContext<SchoolFormValues>();
  const { field, fieldState } = useController({ control, name: 'phone' });
  return (
    <TextField
      label="Phone"
      required
      type="tel"
      autoComplete="tel"
      disabled={disabled}
      name={field.name}
      value={field.value ?? ''}
      inputRef={field.ref}
      onChange={field.onChange}
      onBlur={() => {
        const value = field.value ?? '';
        // Only a clean entry is reformatted, so a wrong one keeps its message.
        if (/^[\d\s()+.-]+$/.test(value)) field.onChange(formatPhone(value, us ? COUNTRY_US : 0));
        field.onBlur();
      }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? (us ? '(###) ###-####' : 'Digits only, up to 15')}
    />
  );
}

interface Props {
  disabled: boolean;
  references: Pick<SchoolReferences, 'countries' | 'states'>;
}

/** Address, country, state, postal code and phone, with the US and non-US rules of 1-core §5. */
export function AddressFields({ disabled, references }: Props) {
  const { control } = useFormContext<SchoolFormValues>();
  const country = useWatch({ control, name: 'country' });
  const us = country === COUNTRY_US;
  const countryOptions = references.countries.map((c) => ({ value: c.id, label: c.countryName }));
  const stateOptions = references.states.map((s) => ({ value: s.stateAbbr, label: s.stateName }));
  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField control={control} name="address" label="Address" required disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField control={control} name="address2" label="Address 2" disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormTextField control={control} name="city" label="City" required disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormSelectField
          control={control}
          name="country"
          label="Country"
          required
          disabled={disabled}
          options={countryOptions}
        />
      </Grid>
      {us && (
        <Grid size={{ xs: 12, md: 4 }}>
          <FormSelectField
            control={control}
            name="state"
            label="State"
            required
            disabled={disabled}
            options={stateOptions}
            emptyOption={{ value: '', label: 'Choose a state' }}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6, md: us ? 3 : 4 }}>
        <FormTextField
          control={control}
          name="zip"
          label={us ? 'Zip Code' : 'Postal Code'}
          required
          disabled={disabled}
          autoComplete="postal-code"
        />
      </Grid>
      {us && (
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormTextField control={control} name="zipFour" label="Zip+4" disabled={disabled} />
        </Grid>
      )}
      <Grid size={{ xs: 12, md: us ? 6 : 8 }}>
        <PhoneField disabled={disabled} us={us} />
      </Grid>
    </Grid>
  );
}
