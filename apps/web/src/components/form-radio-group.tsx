import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useDraftController } from '../lib/use-draft-controller';

interface Props<TIn extends FieldValues, TOut> {
  control: Control<TIn, unknown, TOut>;
  name: Path<TIn>;
  label: string;
  options: readonly { value: number; label: string }[];
  disabled?: boolean;
  required?: boolean;
  row?: boolean;
}

/** A labelled radio group storing a number, with the schema's message below it. */
export function FormRadioGroup<TIn extends FieldValues, TOut>({
  control,
  name,
  label,
  options,
  disabled,
  required,
  row = true,
}: Props<TIn, TOut>) {
  const { field, fieldState } = useDraftController({ control, name });
  const labelId = useId();
  const helperId = useId();
  const error = fieldState.error?.message;
  return (
    <FormControl error={Boolean(error)} disabled={disabled} required={required} margin="dense">
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row={row}
        name={field.name}
        aria-labelledby={labelId}
        aria-describedby={error ? helperId : undefined}
        value={field.value ?? ''}
        onChange={(_event, value) => field.onChange(Number(value))}
        onBlur={field.onBlur}
      >
        {options.map((o, i) => (
          <FormControlLabel
            key={o.value}
            value={o.value}
            label={o.label}
            control={<Radio slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }} />}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
