import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useDraftController } from '../lib/use-draft-controller';

/** The API's day format. */
const ISO_DAY = 'YYYY-MM-DD';

interface Props<TIn extends FieldValues, TOut> {
  control: Control<TIn, unknown, TOut>;
  name: Path<TIn>;
  label: string;
  disabled?: boolean;
  required?: boolean;
  helperText?: string;
  /**
   * A rule's message the field shows in error state as soon as it applies, touched or not (a rule
   * between two fields, such as a leave's end against its begin); null while the rule holds.
   */
  errorText?: string | null;
  /** The first and last days the picker offers (YYYY-MM-DD); the schema still checks typed dates. */
  minDate?: string;
  maxDate?: string;
}

/**
 * A US-format (MM/DD/YYYY) date picker storing YYYY-MM-DD, or '' while empty or incomplete, so the
 * schema's own message ('Required') shows for both. Its helper text is the error (`errorText` first,
 * then the form's), else the hint.
 */
export function FormDateField<TIn extends FieldValues, TOut>({
  control,
  name,
  label,
  disabled,
  required,
  helperText,
  errorText = null,
  minDate,
  maxDate,
}: Props<TIn, TOut>) {
  const { field, fieldState } = useDraftController({ control, name });
  const error = errorText ?? fieldState.error?.message ?? null;
  const value = typeof field.value === 'string' && field.value ? dayjs(field.value, ISO_DAY) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        value={value}
        disabled={disabled}
        format="MM/DD/YYYY"
        minDate={minDate ? dayjs(minDate, ISO_DAY) : undefined}
        maxDate={maxDate ? dayjs(maxDate, ISO_DAY) : undefined}
        inputRef={field.ref}
        onChange={(next) => field.onChange(next?.isValid() ? next.format(ISO_DAY) : '')}
        slotProps={{
          textField: {
            name: field.name,
            required,
            fullWidth: true,
            margin: 'normal',
            onBlur: field.onBlur,
            error: error !== null,
            // MUI ties the helper text to the input (aria-describedby), so the message is read with it.
            helperText: error ?? helperText,
          },
        }}
      />
    </LocalizationProvider>
  );
}
