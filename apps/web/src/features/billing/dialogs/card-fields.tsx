import type { CardFormValues } from '@exchange/domain';
import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';

interface CardField {
  name: keyof CardFormValues;
  label: string;
  autoComplete: string;
  numeric: boolean;
  maxLength: number;
}

/** The card form of 3-billing §3 with the browser's card autofill names. */
const FIELDS: readonly CardField[] = [
  { name: 'nameOnCard', label: 'Name on Card', autoComplete: 'cc-name', numeric: false, maxLength: 64 },
  { name: 'cardNumber', label: 'Card Number', autoComplete: 'cc-number', numeric: true, maxLength: 19 },
  {
    name: 'cardExpirationMonth',
    label: 'Expiry Month',
    autoComplete: 'cc-exp-month',
    numeric: true,
    maxLength: 2,
  },
  {
    name: 'cardExpirationYear',
    label: 'Expiry Year',
    autoComplete: 'cc-exp-year',
    numeric: true,
    maxLength: 4,
  },
  { name: 'cardCVV', label: 'Security Code', autoComplete: 'cc-csc', numeric: true, maxLength: 4 },
  { name: 'cardZipCode', label: 'Zip', autoComplete: 'postal-code', numeric: true, maxLength: 5 },
];

/**
 * Name on Card and Card Number across, then month, year, code and zip two by two (one by one on a
 * phone). Every message is §5's, from the domain's card schema. The length limits stop typing beyond a
 * valid value (the schema still says "Must be 2 digits" for one digit).
 */
export function CardFields<TOut>({
  control,
  disabled,
}: {
  control: Control<CardFormValues, unknown, TOut>;
  disabled: boolean;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      {FIELDS.map((f) => (
        <FormTextField
          key={f.name}
          control={control}
          name={f.name}
          label={f.label}
          required
          disabled={disabled}
          margin="normal"
          autoComplete={f.autoComplete}
          sx={f.maxLength > 5 ? { gridColumn: '1 / -1' } : undefined}
          slotProps={{ htmlInput: { maxLength: f.maxLength, inputMode: f.numeric ? 'numeric' : 'text' } }}
        />
      ))}
    </Box>
  );
}
