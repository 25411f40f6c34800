import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

/** The API's day format. */
const ISO_DAY = 'YYYY-MM-DD';

interface Props<TIn extends FieldValues, TOut> {
  control: Control<TIn, unknown, TOut>;
  name: Path<TIn>;
  label: string;
  disabled?: boolean;
  required?: boolean;
  helperText?: string;
}

/**
 * A US-format (MM/DD/YYYY) date picker storing YYYY-MM-DD, or '' while empty or incomplete, so the
 * schema's own message ('Required') shows for both.
 */
export function FormDateField<TIn extends FieldValues, TOut>({
  control,
  name,
  label,
  disabled,
  required,
  helperText,
}: Props<TIn, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' && field.value ? dayjs(field.value, ISO_DAY) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        value={value}
        disabled={disabled}
        format="MM/DD/YYYY"
        inputRef={field.ref}
        onChange={(next) => field.onChange(next?.isValid() ? next.format(ISO_DAY) : '')}
        slotProps={{
          textField: {
            name: field.name,
            required,
            fullWidth: true,
            margin: 'normal',
            onBlur: field.onBlur,
            error: Boolean(fieldState.error),
            helperText: fieldState.error?.message ?? helperText,
          },
        }}
      />
    </LocalizationProvider>
  );
}
