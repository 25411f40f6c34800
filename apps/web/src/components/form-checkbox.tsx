import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useDraftController } from '../lib/use-draft-controller';

interface Props<TIn extends FieldValues, TOut> {
  control: Control<TIn, unknown, TOut>;
  name: Path<TIn>;
  label: ReactNode;
  disabled?: boolean;
  /** Called after the box changed, with the new 0/1 value. */
  onValueChange?(value: 0 | 1): void;
}

/** A checkbox for a 0/1 flag field of react-hook-form. */
export function FormCheckbox<TIn extends FieldValues, TOut>({
  control,
  name,
  label,
  disabled,
  onValueChange,
}: Props<TIn, TOut>) {
  const { field } = useDraftController({ control, name });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Checkbox
          name={field.name}
          checked={field.value === 1}
          slotProps={{ input: { ref: field.ref } }}
          onBlur={field.onBlur}
          onChange={(_event, checked) => {
            const value = checked ? 1 : 0;
            field.onChange(value);
            onValueChange?.(value);
          }}
        />
      }
    />
  );
}
