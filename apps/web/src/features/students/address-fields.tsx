import { COUNTRY_US } from '@exchange/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSelectField } from '../../components/form-select-field';
import { FormTextField } from '../../components/form-text-field';
import { useCountries, useStates } from '../../lib/lookups';
import type { AddressFormValues } from './application-form';

/** Two columns from 600 px, one below; `wide` fields span both. */
export const formGridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  columnGap: 2,
  '& > .wide': { gridColumn: '1 / -1' },
} as const;

/** A titled part of a long form. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.2rem', mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Student address, phone and birth date of the EZ and update forms (1-core §5): US addresses have a
 * state, a 5-digit ZIP and a ZIP+4; other countries a postal code.
 */
export function AddressFields() {
  const { control } = useFormContext<AddressFormValues>();
  const countryId = useWatch({ control, name: 'countryId' });
  const us = countryId === COUNTRY_US;
  const states = useStates();
  const countries = useCountries();

  return (
    <>
      <Box sx={formGridSx}>
        <FormTextField
          control={control}
          name="studentAddress"
          label="Address"
          autoComplete="address-line1"
          required
          className="wide"
        />
        <FormTextField
          control={control}
          name="studentAddress2"
          label="Address Line 2"
          autoComplete="address-line2"
          className="wide"
        />
        <FormTextField
          control={control}
          name="studentCity"
          label="City"
          autoComplete="address-level2"
          required
        />
        <FormSelectField
          name="countryId"
          label="Country"
          native
          required
          emptyOption={{ value: 0, label: 'Choose a country' }}
          options={(countries.data ?? []).map((c) => ({ value: c.id, label: c.countryName }))}
          autoComplete="country"
        />
        {us && (
          <FormSelectField
            name="studentState"
            label="State"
            native
            required
            emptyOption={{ value: '', label: 'Choose a state' }}
            options={(states.data ?? []).map((s) => ({ value: s.stateAbbr, label: s.stateName }))}
            autoComplete="address-level1"
          />
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: us ? '3fr 2fr' : '1fr', columnGap: 2 }}>
          <FormTextField
            control={control}
            name="studentZip"
            label={us ? 'ZIP Code' : 'Postal Code'}
            autoComplete="postal-code"
            required
            slotProps={{ htmlInput: { inputMode: us ? 'numeric' : 'text', maxLength: us ? 5 : 10 } }}
          />
          {us && (
            <FormTextField
              control={control}
              name="studentZipFour"
              label="ZIP+4"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            />
          )}
        </Box>
        <FormTextField
          control={control}
          name="studentCellPhone"
          label="Cell Phone"
          type="tel"
          autoComplete="tel"
          helperText={us ? '10 digits, for example (614) 555-0142' : 'Up to 15 digits'}
        />
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
        <Typography component="legend" variant="body2" color="text.secondary">
          Birth Date (required)
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1.3fr', columnGap: 2, maxWidth: 440 }}>
          <FormTextField
            control={control}
            name="birthMonth"
            label="Month"
            placeholder="MM"
            autoComplete="bday-month"
            required
            margin="dense"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
          />
          <FormTextField
            control={control}
            name="birthDay"
            label="Day"
            placeholder="DD"
            autoComplete="bday-day"
            required
            margin="dense"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
          />
          <FormTextField
            control={control}
            name="birthYear"
            label="Year"
            placeholder="YYYY"
            autoComplete="bday-year"
            required
            margin="dense"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          />
        </Box>
      </Box>
    </>
  );
}
