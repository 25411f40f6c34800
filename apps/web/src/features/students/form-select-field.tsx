import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';

/** One choice of a select; disabled ones are listed but cannot be picked. */
export interface SelectChoice {
  value: string | number;
  label: string;
  disabled?: boolean;
}

type Props = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'select' | 'children'> & {
  name: string;
  choices: readonly SelectChoice[];
  /** The text of the empty first entry ("Choose …"); the field's empty value is 0 for ids, '' for text. */
  placeholder: string;
  /** Ids are numbers in the form (0 while nothing is chosen). */
  numeric?: boolean;
  /** Called after the user picks a value, for fields that depend on this one. */
  onValueChange?(value: string | number): void;
};

/**
 * A native select bound to the surrounding react-hook-form: native, so phones show their own picker
 * and keyboards and screen readers need nothing special.
 */
export function FormSelectField<T extends FieldValues>({
  name,
  choices,
  placeholder,
  numeric = false,
  onValueChange,
  helperText,
  slotProps,
  ...rest
}: Props) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name: name as Path<T> });
  const empty = numeric ? 0 : '';
  return (
    <TextField
      {...rest}
      select
      name={field.name}
      value={field.value ?? empty}
      onChange={(e) => {
        const next = numeric ? Number(e.target.value) : e.target.value;
        field.onChange(next);
        onValueChange?.(next);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value={empty}>{placeholder}</option>
      {choices.map((c) => (
        <option key={c.value} value={c.value} disabled={c.disabled}>
          {c.label}
        </option>
      ))}
    </TextField>
  );
}
